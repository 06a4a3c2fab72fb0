import { pagePath } from '../../../../shared/pages/pages.js';
import type { TKey } from '../../../i18n/translator.js';

export type NavLink = {
  href: string;
  label: TKey;
  description: TKey;
  /** The Login link is highlighted. */
  highlight?: boolean;
};

export const NAV_LINKS: readonly NavLink[] = [
  { href: pagePath('home'), label: 'nav.home', description: 'nav.homeDescription' },
  { href: pagePath('about'), label: 'nav.about', description: 'nav.aboutDescription' },
  { href: pagePath('contact'), label: 'nav.contact', description: 'nav.contactDescription' },
  {
    href: pagePath('login'),
    label: 'nav.login',
    description: 'nav.loginDescription',
    highlight: true,
  },
];

/** For a signed-in admin the highlighted link leads back to the panel, not to the healers' sign-in. */
const ADMIN_LINK: NavLink = {
  href: pagePath('admin'),
  label: 'nav.admin',
  description: 'nav.adminDescription',
  highlight: true,
};

/** The header's links: the admin's panel in place of Login once an admin is signed in. */
export function navLinksFor(signedInAdmin: boolean): readonly NavLink[] {
  return signedInAdmin ? NAV_LINKS.map((link) => (link.highlight ? ADMIN_LINK : link)) : NAV_LINKS;
}

/** Whether a link is the current page's (the home link only on / itself). */
export function isActiveLink(href: string, location: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}
