import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../components/ui/button.js';
import { usePageTitle } from '../hooks/use-page-title.js';
import { useT } from '../i18n/i18n-context.js';

/** Any path that is not a page of the site. */
export default function NotFoundPage() {
  const t = useT();
  usePageTitle('not-found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Compass className="size-14 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.body')}</p>
      <Link href="/" className={buttonClasses({ className: 'mt-2' })}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
