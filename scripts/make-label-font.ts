// Writes src/client/fonts/malayalam-label.woff2: Noto Sans Malayalam cut to the glyphs of the
// language switch's "മലയാളം", which an English page draws with it instead of loading the whole
// font (decision 040). Run after changing the label or updating the font:
//   npx tsx scripts/make-label-font.ts
// The file is committed, so a build needs nothing of this; a unit test checks it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_NAMES } from '../src/shared/constants/ui-languages.js';
import { labelFont } from './label-font.js';

export const SOURCE_FONT = fileURLToPath(
  import.meta.resolve(
    '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff',
  ),
);
export const LABEL_FONT = fileURLToPath(
  new URL('../src/client/fonts/malayalam-label.woff2', import.meta.url),
);

/** The cut as this script makes it now. */
export function makeLabelFont(): Buffer {
  return labelFont(readFileSync(SOURCE_FONT), LANGUAGE_NAMES.ml);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = makeLabelFont();
  writeFileSync(LABEL_FONT, font);
  console.log(`${LABEL_FONT}: ${font.length} bytes`);
}
