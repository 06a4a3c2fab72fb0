import { Settings } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../../../i18n/i18n-context.js';
import { LogoMark } from './logo.js';
import { NAV_LINKS } from './nav-links.js';
import { SocialLinks } from './social-links.js';

/** The footer: who we are, quick links, social icons, copyright and the faint gear to /admin. */
export function Footer() {
  const t = useT();
  const product = t('org.product');
  return (
    <footer className="render-when-near mt-16 border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="font-bold text-white">{t('org.shortName')}</span>
          </div>
          <p className="text-sm leading-relaxed">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-sm font-semibold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="grid gap-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white hover:underline">
                  {t(link.description, { product })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold text-white">{t('footer.followUs')}</h2>
          <SocialLinks tone="dark" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 text-sm sm:px-6">
          <p>{t('footer.copyright', { name: t('org.name') })}</p>
          <Link
            href="/admin"
            aria-label={t('nav.admin')}
            className="rounded p-1 text-slate-400 opacity-40 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Settings className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </footer>
  );
}
