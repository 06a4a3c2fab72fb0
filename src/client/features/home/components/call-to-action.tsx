import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';

/** The closing invitation: healers sign in, anyone else can write to the federation. */
export function CallToAction() {
  const t = useT();
  return (
    <section
      aria-labelledby="cta-heading"
      className="render-when-near mx-auto max-w-7xl px-4 pt-14 sm:px-6"
    >
      <div className="flex flex-col items-start gap-5 rounded-2xl bg-gradient-to-r from-emerald-800 to-emerald-700 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id="cta-heading" className="text-2xl font-bold">
            {t('home.cta.title')}
          </h2>
          <p className="text-emerald-50">{t('home.cta.body')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/login" className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
            {t('home.cta.login')}
          </Link>
          <Link
            href="/contact"
            className={buttonClasses({ size: 'lg', variant: 'inverseOutline' })}
          >
            {t('home.cta.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
