import { describe, expect, it } from 'vitest';
import { adoptVisitorLanguage, SHELL_MARK } from './shell-language.js';

/** The parts of a document the function reads and writes. */
function fakeDocument(options: { shell: boolean; search: string; cookie: string }) {
  const root = { lang: 'en', hasAttribute: (name: string) => options.shell && name === SHELL_MARK };
  const doc = {
    documentElement: root,
    location: { search: options.search },
    cookie: options.cookie,
  };
  return doc as unknown as Document & { documentElement: { lang: string } };
}

describe('a page drawn offline from the app shell', () => {
  it('takes the language of the cookie', () => {
    const doc = fakeDocument({ shell: true, search: '', cookie: 'fcah_splash_seen=1; lang=ml' });
    adoptVisitorLanguage(doc);
    expect(doc.documentElement.lang).toBe('ml');
    expect(doc.cookie).toBe('fcah_splash_seen=1; lang=ml');
  });

  it('takes the language of ?lang= and remembers it as the server would', () => {
    const doc = fakeDocument({ shell: true, search: '?lang=ml', cookie: '' });
    adoptVisitorLanguage(doc);
    expect(doc.documentElement.lang).toBe('ml');
    expect(doc.cookie).toMatch(/^lang=ml; Path=\//);
  });

  it('leaves a page the server drew as it came', () => {
    const doc = fakeDocument({ shell: false, search: '?lang=ml', cookie: 'lang=ml' });
    adoptVisitorLanguage(doc);
    expect(doc.documentElement.lang).toBe('en');
  });
});
