import { HealerLoginForm } from '../features/healer-account/components/healer-login-form.js';
import { usePageTitle } from '../hooks/use-page-title.js';

/** /healer-login: the healer sign-in with its two hints. */
export default function HealerLoginPage() {
  usePageTitle('healer-login');
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <HealerLoginForm showHints fallbackError="invalidPhoneOrPassword" />
    </section>
  );
}
