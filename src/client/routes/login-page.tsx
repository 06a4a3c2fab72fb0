import { HealerLoginForm } from '../features/healer-account/components/healer-login-form.js';
import { useDocumentTitle } from '../hooks/use-document-title.js';
import { useHealerAccountT } from '../i18n/healer-account/use-healer-account-t.js';
import { useT } from '../i18n/i18n-context.js';

/** /login: the header's Healer Login, the same sign-in without the hints (spec §2). */
export default function LoginPage() {
  const t = useHealerAccountT();
  const appT = useT();
  useDocumentTitle(t('login.metaTitle', { product: appT('org.product') }));
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <HealerLoginForm showHints={false} fallbackError="invalidPhone" />
    </section>
  );
}
