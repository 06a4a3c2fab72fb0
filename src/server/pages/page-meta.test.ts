import { describe, expect, it } from 'vitest';
import { en } from '../../client/i18n/en/site.js';
import { createTranslator } from '../../client/i18n/translator.js';
import { PAGES, SESSION_PAGES } from '../../shared/pages/pages.js';
import {
  CLIENT_ROUTES,
  healerIdFromPath,
  healerNotFoundMeta,
  SITEMAP_PAGES,
  sitePageMeta,
} from './page-meta.js';
import { prerenderPlan } from './prerender.js';
import { robotsTxt } from './sitemap.js';

const ORIGIN = 'https://example.org';
const t = createTranslator(en, 'en');
const product = en.org.product;

describe('page heads from the page table', () => {
  it('give each fixed page the title the client shows, from the same catalogue key', () => {
    for (const page of PAGES.filter((row) => !row.path.includes(':'))) {
      const { status, meta } = sitePageMeta(page.path, ORIGIN);
      expect(status).toBe(200);
      expect(meta.title).toBe(t(page.title, { product }));
      expect(Boolean(meta.noindex)).toBe(!page.indexable);
    }
    const missing = sitePageMeta('/no-such-page', ORIGIN);
    expect(missing.status).toBe(404);
    expect(missing.meta.title).toBe(t('meta.notFound', { product }));
    expect(healerNotFoundMeta('x', ORIGIN).meta.title).toBe(t('meta.healerNotFound', { product }));
  });

  it('serve every page but the home page as a client route, and list the public ones', () => {
    expect(CLIENT_ROUTES).toEqual(PAGES.map((page) => page.path).filter((path) => path !== '/'));
    expect(SITEMAP_PAGES).toEqual(['/', '/about', '/contact']);
    expect(robotsTxt(ORIGIN)).toContain('Disallow: /admin\nDisallow: /healer-profile\n');
  });

  it('pre-render the pages with reads, naming the route module outside the entry', () => {
    expect(prerenderPlan('/')).toEqual({
      reads: ['/api/settings', '/api/stats'],
      firstPageOf: '/api/healers',
    });
    expect(prerenderPlan('/healer/a b')).toEqual({
      routeModule: 'routes/healer-page.tsx',
      reads: ['/api/settings', '/api/healers/a%20b'],
    });
    expect(prerenderPlan('/admin')).toBeUndefined();
    // In Malayalam the pages showing healers also read the services' Malayalam names.
    expect(prerenderPlan('/', 'ml')).toEqual({
      reads: ['/api/settings', '/api/stats', '/api/service-names'],
      firstPageOf: '/api/healers',
    });
    expect(prerenderPlan('/about', 'ml')?.reads).not.toContain('/api/service-names');
    expect(healerIdFromPath('/healer/a%20b')).toBe('a b');
    expect(healerIdFromPath('/healer-login')).toBeUndefined();
  });

  it('leave the pages behind a sign-in out of the pre-render and the offline copy', () => {
    expect(SESSION_PAGES.map((page) => page.path)).toEqual([
      '/login',
      '/healer-login',
      '/healer-profile',
      '/admin',
    ]);
    for (const page of SESSION_PAGES) expect(prerenderPlan(page.path)).toBeUndefined();
  });
});
