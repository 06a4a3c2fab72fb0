import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PAGES } from '../../shared/pages/pages.js';
import { en } from '../i18n/en/site.js';
import { createTranslator } from '../i18n/translator.js';
import HomePage from './home-page.js';
import { type LazyRoute, lazyRouteFor, NotFoundPage, pageComponent } from './lazy-routes.js';

describe('the client side of the page table', () => {
  it('loads a page component with a default export for every row', async () => {
    for (const page of [...PAGES, NOT_FOUND_PAGE]) {
      const component = pageComponent(page.module);
      if ('inEntry' in page && page.inEntry) {
        expect(component).toBe(HomePage);
        continue;
      }
      const loaded = await (component as LazyRoute).preload();
      expect(typeof loaded.default, page.module).toBe('function');
    }
  });

  it('translates every title key of the table in the English catalogue', () => {
    const t = createTranslator(en, 'en');
    for (const page of [...PAGES, NOT_FOUND_PAGE]) {
      const title = t(page.title, { product: en.org.product, name: 'Anil' });
      expect(title, page.title).not.toBe(page.title);
      expect(title).toMatch(/ \| FCAH Kerala$/);
      expect(title).not.toContain('{');
    }
  });

  it('preloads the page an address shows, none for the home page in the entry', () => {
    expect(lazyRouteFor('/')).toBeUndefined();
    expect(lazyRouteFor('/about')).toBe(pageComponent('about'));
    expect(lazyRouteFor('/healer/abc')).toBe(pageComponent('healer'));
    expect(lazyRouteFor('/no-such-page')).toBe(NotFoundPage);
    expect(() => pageComponent('no-such')).toThrow('src/client/routes/no-such-page.tsx');
  });
});
