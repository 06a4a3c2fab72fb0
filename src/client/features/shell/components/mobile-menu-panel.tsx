import { Link, useLocation } from 'wouter';
import { useKnownSignedInAdmin } from '../../../api/admin-session.js';
import { cn } from '../../../components/ui/cn.js';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet.js';
import { useT } from '../../../i18n/i18n-context.js';
import { LanguageSwitch } from './language-switch.js';
import { LogoMark } from './logo.js';
import { isActiveLink, navLinksFor } from './nav-links.js';
import { SocialLinks } from './social-links.js';

/** The right-side panel: logo, short and full name, and each link with its description. */
export default function MobileMenuPanel(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [location] = useLocation();
  const signedInAdmin = useKnownSignedInAdmin();
  const product = t('org.product');
  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent>
        <div className="flex items-center gap-3 pr-8">
          <LogoMark className="size-11" />
          <div className="min-w-0">
            <SheetTitle className="font-bold text-primary">{t('org.shortName')}</SheetTitle>
            <p className="text-xs text-slate-600">{t('org.name')}</p>
          </div>
        </div>
        <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        <nav aria-label={t('nav.label')}>
          <ul className="flex flex-col gap-1">
            {navLinksFor(signedInAdmin).map((link) => {
              const active = isActiveLink(link.href, location);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => props.onOpenChange(false)}
                    className={cn(
                      'flex flex-col rounded-lg px-3 py-2.5 focus-visible:outline-2 focus-visible:outline-primary',
                      link.highlight
                        ? 'mt-2 bg-primary text-white hover:bg-primary-strong'
                        : active
                          ? 'bg-secondary-soft text-secondary-ink'
                          : 'text-slate-800 hover:bg-slate-100',
                    )}
                  >
                    <span className="font-semibold">{t(link.label)}</span>
                    <span
                      className={cn(
                        'text-sm',
                        link.highlight
                          ? 'text-indigo-100'
                          : active
                            ? 'text-secondary-ink'
                            : 'text-slate-600',
                      )}
                    >
                      {t(link.description, { product })}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageSwitch className="mt-2 border-t border-slate-200 pt-3" />
        <SocialLinks className="mt-auto" />
      </SheetContent>
    </Sheet>
  );
}
