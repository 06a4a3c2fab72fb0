import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTitlesEn } from './page-titles.js';
import { fillPath, matchPage, matchPath, NOT_FOUND_PAGE, PAGES, pageByModule } from './pages.js';

const ROUTES_DIR = join(import.meta.dirname, '../../client/routes');

describe('the page table', () => {
  it('names a route module that exists for every page', () => {
    for (const module of [...PAGES.map((page) => page.module), NOT_FOUND_PAGE.module]) {
      expect(existsSync(join(ROUTES_DIR, `${module}-page.tsx`)), module).toBe(true);
    }
  });

  it('has one row per address and a title text for every title key', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of [...PAGES, NOT_FOUND_PAGE]) {
      expect(Object.keys(pageTitlesEn)).toContain(page.title.replace(/^meta\./, ''));
    }
  });

  it('finds a row by its module key, and the not-found page for its own key', () => {
    expect(pageByModule('about').title).toBe('meta.about');
    expect(pageByModule('not-found')).toBe(NOT_FOUND_PAGE);
  });
});

describe('matchPage', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/healer/abc', 'healer'],
    ['/healer-login', 'healer-login'],
    ['/admin', 'admin'],
  ])('%s is the %s page', (path, module) => {
    expect(matchPage(path)?.page.module).toBe(module);
  });

  it.each(['/about/', '/About', '/healer/', '/healer/a/b', '', '/nowhere'])(
    '%j is no page',
    (path) => {
      expect(matchPage(path)).toBeUndefined();
    },
  );

  it('decodes a parameter, keeping a malformed escape as sent', () => {
    expect(matchPage('/healer/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchPath('/healer/:id', '/healer/%E0%A4')).toEqual({ id: '%E0%A4' });
  });
});

describe('fillPath', () => {
  it('puts encoded parameters in place of their names', () => {
    expect(fillPath('/api/healers/:id', { id: 'a/b c' })).toBe('/api/healers/a%2Fb%20c');
    expect(fillPath('/api/settings', { id: 'x' })).toBe('/api/settings');
  });
});
