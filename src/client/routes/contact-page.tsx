import { ContactDetails } from '../features/contact/components/contact-details.js';
import { ContactForm } from '../features/contact/components/contact-form.js';
import { usePageTitle } from '../hooks/use-page-title.js';
import { useT } from '../i18n/i18n-context.js';

/** How to reach the federation: details, office hours and a message by WhatsApp. */
export default function ContactPage() {
  const t = useT();
  usePageTitle('contact');
  return (
    <div className="flex flex-col gap-10">
      <section className="bg-gradient-to-br from-primary to-indigo-900 text-white">
        <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-12 text-center sm:px-6">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{t('contact.title')}</h1>
          <p className="text-lg text-indigo-50">{t('contact.intro')}</p>
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <ContactDetails />
        <ContactForm />
      </div>
    </div>
  );
}
