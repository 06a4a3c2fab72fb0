import { HealerLoginForm } from '../features/healer-account/components/healer-login-form.js';
import { usePageTitle } from '../hooks/use-page-title.js';

/** /login: the header's Healer Login, the same sign-in without the hints (spec §2). */
export default function LoginPage() {
  usePageTitle('login');
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <HealerLoginForm showHints={false} fallbackError="invalidPhone" />
    </section>
  );
}
