import { Link, useLocation } from 'wouter';
import { useKnownSignedInAdmin } from '../../../api/admin-session.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { cn } from '../../../components/ui/cn.js';
import { useT } from '../../../i18n/i18n-context.js';
import { LanguageSwitch } from './language-switch.js';
import { LogoMark } from './logo.js';
import { MobileMenu } from './mobile-menu.js';
import { isActiveLink, navLinksFor } from './nav-links.js';
import { SocialLinks } from './social-links.js';

/** The shared header: the federation's name as logo and title, navigation and social icons. */
export function Header() {
  const t = useT();
  const [location] = useLocation();
  const signedInAdmin = useKnownSignedInAdmin();
  const product = t('org.product');
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-primary"
        >
          <LogoMark />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="font-bold text-primary">{t('org.shortName')}</span>
            <span className="hidden truncate text-xs text-slate-600 lg:block">{t('org.name')}</span>
          </span>
        </Link>
        <nav aria-label={t('nav.label')} className="ml-auto hidden items-center gap-1 md:flex">
          {navLinksFor(signedInAdmin).map((link) => {
            const active = isActiveLink(link.href, location);
            return (
              <Link
                key={link.href}
                href={link.href}
                title={t(link.description, { product })}
                aria-current={active ? 'page' : undefined}
                className={buttonClasses({
                  variant: link.highlight ? 'primary' : active ? 'secondary' : 'ghost',
                  size: 'sm',
                  className: cn(
                    link.highlight && 'ml-2',
                    link.highlight && active && 'ring-2 ring-secondary ring-offset-2',
                  ),
                })}
              >
                {link.highlight ? t(link.description) : t(link.label)}
              </Link>
            );
          })}
        </nav>
        <LanguageSwitch className="ml-2 hidden md:flex" />
        <SocialLinks className="ml-2 hidden xl:flex" />
        <LanguageSwitch compact className="ml-auto md:hidden" />
        <MobileMenu />
      </div>
    </header>
  );
}
