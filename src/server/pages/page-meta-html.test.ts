import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * A property test's time limit. Its runs take milliseconds on an idle machine, but a loaded
 * 2-core one (a fresh clone's `npm test` beside other work) once took 7.6 s for 100 of them.
 */
const PROPERTY_TIMEOUT_MS = 30_000;

import {
  escapeHtml,
  jsonForScript,
  type PageMeta,
  renderHeadTags,
  splitShell,
  truncateText,
} from './page-meta-html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`</title>"'&<`)).toBe('&lt;/title&gt;&quot;&#39;&amp;&lt;');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and parses back to the value', () => {
    const value = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c&' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it(
    'round-trips any string',
    () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => {
          const json = jsonForScript({ text });
          expect(json.toLowerCase()).not.toContain('</script');
          expect(JSON.parse(json)).toEqual({ text });
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('truncateText', () => {
  it.each([
    ['short text', 20, 'short text'],
    ['  spaced\n\ttext  ', 20, 'spaced text'],
    ['one two three four five', 14, 'one two three…'],
    ['one two three, four five', 15, 'one two three…'],
    ['abcdefghijklmnopqrstuvwxyz', 10, 'abcdefghi…'],
  ])('%j at %i → %j', (text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });

  it(
    'never passes the limit',
    () => {
      fc.assert(
        fc.property(fc.string(), fc.integer({ min: 2, max: 200 }), (text, max) => {
          expect(truncateText(text, max).length).toBeLessThanOrEqual(max);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('splitShell', () => {
  const tags = '<title>T</title>';
  it.each([
    [
      'the marker range of index.html',
      '<head><meta charset="UTF-8" /><!--app-head--><title>Old</title><meta name="description" content="old" /><!--/app-head--><script src="/a.js"></script></head>',
      '<head><meta charset="UTF-8" /><title>T</title><script src="/a.js"></script></head>',
    ],
    [
      'an opening marker only',
      '<head><title>Old</title>\n<!--app-head--><script src="/a.js"></script></head>',
      '<head><title>T</title><script src="/a.js"></script></head>',
    ],
    [
      'no marker',
      '<html><head><title>Old</title>\n<meta name="description" content="x">\n</head><body></body></html>',
      '<html><head><title>T</title></head><body></body></html>',
    ],
  ])('replaces the default head of %s', (_, html, expected) => {
    const { before, after } = splitShell(html);
    expect(`${before}${tags}${after}`).toBe(expected);
  });
});

describe('renderHeadTags', () => {
  const meta: PageMeta = {
    language: 'en',
    title: 'A "quoted" <title>',
    description: "It's & more",
    canonicalUrl: 'https://x.example/healer/a',
    ogType: 'profile',
    imageUrl: 'https://x.example/og-default.jpg',
    imageAlt: 'Alt',
  };

  it('writes every value escaped', () => {
    const head = renderHeadTags(meta, 'Site');
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(head).toContain('<meta name="description" content="It&#39;s &amp; more" />');
    expect(head).toContain('<meta property="og:url" content="https://x.example/healer/a" />');
    expect(head).not.toContain('robots');
    expect(head).not.toContain('ld+json');
  });

  it('adds noindex and JSON-LD when asked', () => {
    const head = renderHeadTags({ ...meta, noindex: true, jsonLd: { name: '</script>' } }, 'S');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e"}</script>',
    );
  });
});
