// Draws the default link-preview image (src/client/public/og-default.jpg, 1200×630) shown when a
// page has no photo of its own. Run once after changing the name or colour; the JPEG is committed
// so that builds do not depend on the fonts of the machine.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const PRIMARY = '#4f46e5';
const NAME = 'Federation of Classical';
const NAME_2 = 'Acupuncture Healers, Kerala';
const SHORT = 'FCAH Kerala';
const TAGLINE = 'Find certified healers across Kerala’s 14 districts';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${PRIMARY}"/>
  <circle cx="1060" cy="110" r="260" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="1120" cy="560" r="180" fill="#ffffff" fill-opacity="0.05"/>
  <g transform="translate(96 96) scale(3.5)">
    <rect width="32" height="32" rx="8" fill="#ffffff" fill-opacity="0.16"/>
    <circle cx="16" cy="16" r="6" fill="none" stroke="#fff" stroke-width="2.5"/>
    <path d="M16 4v6M16 22v6M4 16h6M22 16h6" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>
  </g>
  <text x="240" y="175" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="44" fill="#e0e7ff">${SHORT}</text>
  <text x="96" y="330" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" fill="#ffffff">${NAME}</text>
  <text x="96" y="410" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" fill="#ffffff">${NAME_2}</text>
  <rect x="96" y="460" width="120" height="6" rx="3" fill="#34d399"/>
  <text x="96" y="535" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#e0e7ff">${TAGLINE}</text>
</svg>`;

const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
const target = new URL('../src/client/public/og-default.jpg', import.meta.url);
writeFileSync(target, jpeg);
console.log(`wrote ${target.pathname} (${jpeg.byteLength} bytes)`);
