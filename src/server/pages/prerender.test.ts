import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './page-meta-html.js';
import { prerenderPlan, queryKeyOf, routePreloads } from './prerender.js';

describe('prerenderPlan', () => {
  it('pre-renders the public pages only', () => {
    expect(prerenderPlan('/')?.reads).toEqual(['/api/settings', '/api/stats']);
    expect(prerenderPlan('/healer/abc')).toEqual({
      routeModule: 'routes/healer-page.tsx',
      reads: ['/api/settings', '/api/healers/abc'],
    });
    for (const path of [
      '/admin',
      '/login',
      '/healer-login',
      '/healer-profile',
      '/x',
      '/healer/a/b',
    ]) {
      expect(prerenderPlan(path), path).toBeUndefined();
    }
  });
});

describe('queryKeyOf', () => {
  it("gives the client's query key of an API path", () => {
    expect(queryKeyOf('/api/settings')).toEqual(['/api/settings']);
    expect(queryKeyOf('/api/healers/a%20b')).toEqual(['/api/healers', 'a b']);
  });
});

describe('routePreloads', () => {
  it("lists a route's chunks and their imports once, leaving out the entry's", () => {
    const manifest = {
      'main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_a.js'] },
      '_a.js': { file: 'assets/a.js' },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js', '_c.js'] },
      '_c.js': { file: 'assets/c.js', imports: ['_b.js'] },
      'routes/x.tsx': { file: 'assets/x.js', imports: ['main.tsx', '_b.js', '_c.js'] },
    };
    expect(routePreloads(manifest, 'routes/x.tsx')).toEqual([
      '/assets/x.js',
      '/assets/b.js',
      '/assets/c.js',
    ]);
    expect(routePreloads(manifest, 'routes/missing.tsx')).toEqual([]);
  });
});

describe('inlineStylesheets', () => {
  const html = '<head><link rel="stylesheet" crossorigin href="/assets/a.css"></head>';

  it('writes a stylesheet into the page', () => {
    expect(inlineStylesheets(html, () => 'p{margin:0}')).toBe(
      '<head><style>p{margin:0}</style></head>',
    );
  });

  it('keeps the link when the file is missing or would close the style element', () => {
    expect(inlineStylesheets(html, () => undefined)).toBe(html);
    expect(inlineStylesheets(html, () => 'p::after{content:"</style>"}')).toBe(html);
  });
});
