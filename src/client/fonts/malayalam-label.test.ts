import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readWoff, subsetTables } from '../../../scripts/label-font.js';
import { LABEL_FONT, makeLabelFont, SOURCE_FONT } from '../../../scripts/make-label-font.js';
import { LANGUAGE_NAMES } from '../../shared/constants/ui-languages.js';

// The language switch's "മലയാളം" on an English page is drawn with a cut of the Malayalam font
// (decision 040): the committed file must be the one the script makes from today's label.
describe('the Malayalam label font', () => {
  it('is the cut the script makes of the current label, and tiny', () => {
    const committed = readFileSync(LABEL_FONT);
    expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(committed.length).toBeLessThan(2_048);
    expect(makeLabelFont().equals(committed)).toBe(true);
  });

  it('holds a glyph for each letter of the label, and nothing else', () => {
    const tables = subsetTables(readWoff(readFileSync(SOURCE_FONT)), LANGUAGE_NAMES.ml);
    const letters = new Set([...LANGUAGE_NAMES.ml]);
    // .notdef and one glyph per distinct letter (none of them is made of others).
    expect(tables.get('maxp')!.readUInt16BE(4)).toBe(letters.size + 1);
    expect([...tables.keys()].sort()).toEqual(
      ['OS/2', 'cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post'].sort(),
    );
  });

  it('is declared in styles.css for exactly the label’s letters', () => {
    const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
    const face = /font-family: "Malayalam Label";[^}]*unicode-range: ([^;]+);/.exec(css)?.[1];
    const covered = face!.split(',').flatMap((range) => {
      const [from, to = from] = range.trim().replace('U+', '').split('-');
      const start = Number.parseInt(from!, 16);
      const end = Number.parseInt(to!, 16);
      return Array.from({ length: end - start + 1 }, (_, i) => start + i);
    });
    const letters = [...new Set([...LANGUAGE_NAMES.ml].map((char) => char.codePointAt(0)!))];
    expect(covered.sort()).toEqual(letters.sort());
  });
});
