// Draws the web app manifest's icons (src/client/public/icons/) from the federation's mark, the
// same drawing as favicon.svg and the header's logo. Run once after changing the mark; the PNGs
// are committed, so a build needs nothing of this.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const out = new URL('../src/client/public/icons/', import.meta.url).pathname;
const BRAND = '#4f46e5';
const MARK =
  '<circle cx="16" cy="16" r="6" fill="none" stroke="#fff" stroke-width="2.5"/>' +
  '<path d="M16 4v6M16 22v6M4 16h6M22 16h6" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>';

/** The favicon's rounded tile: shown as it is where the platform does not mask icons. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/>${MARK}</svg>`;

/**
 * A maskable icon is cropped by the platform (circle, squircle…): the background fills the whole
 * square and the mark sits inside the central safe zone (a circle of 80% of the width).
 */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${MARK}</g></svg>`;

mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', anyIcon, 192],
  ['icon-512.png', anyIcon, 512],
  ['icon-maskable-512.png', maskableIcon, 512],
  ['apple-touch-icon.png', maskableIcon, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}${name}`);
  console.log(`wrote icons/${name}`);
}
