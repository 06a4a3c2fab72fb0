import { describe, expect, it } from 'vitest';
import { MALAYALAM_FONT_FILE, offlinePageHtml } from '../../../../scripts/offline-build.js';

const texts = (lang: string, title: string) => ({
  lang,
  organization: 'FCAH Kerala',
  title,
  body: 'Body',
  retry: 'Try again',
  back: 'Back',
});

describe('the offline page', () => {
  it('draws its Malayalam with the self-hosted font’s precached files', () => {
    const html = offlinePageHtml(
      texts('en', "You're offline"),
      [texts('ml', 'നിങ്ങൾ ഓഫ്‌ലൈനാണ്')],
      [
        { weight: 400, url: '/assets/noto-400.woff2' },
        { weight: 700, url: '/assets/noto-700.woff2' },
      ],
    );
    const faces = html.match(/@font-face \{[^}]+\}/g) ?? [];
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain('font-weight: 400');
    expect(faces[0]).toContain('url("/assets/noto-400.woff2")');
    expect(faces[1]).toContain('url("/assets/noto-700.woff2")');
    expect(html).toMatch(/body \{[^}]*font: 16px\/1\.5 "Noto Sans Malayalam", system-ui/);
    expect(html).toContain('<section lang="ml">');
  });

  it('precaches exactly the Malayalam font’s built files', () => {
    expect(
      MALAYALAM_FONT_FILE.test('assets/noto-sans-malayalam-malayalam-400-normal-BlRtQoab.woff2'),
    ).toBe(true);
    expect(MALAYALAM_FONT_FILE.test('assets/noto-sans-malayalam-latin-400-normal-x.woff2')).toBe(
      false,
    );
    expect(MALAYALAM_FONT_FILE.test('assets/index-abc.js')).toBe(false);
  });
});
