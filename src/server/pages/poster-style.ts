import { POSTER_ASSETS } from './poster.js';

/**
 * The poster's stylesheet, served as a file (the CSP's style rules need no exception for it).
 * Each sheet is one <article> of the page's exact size on a zero-margin page: the browser then
 * has no margin to print its own header and footer (date, address) in, and the article's
 * padding keeps the content clear of a printer's unprintable edge. The sheet's size is a
 * stylesheet of its own (POSTER_PAGE_CSS): Chromium sizes a printed page from the plain @page
 * rule, not from a named page (decision 060).
 */
export const POSTER_CSS = `
@font-face {
  font-family: "Noto Sans Malayalam";
  font-style: normal;
  font-weight: 400;
  font-display: block;
  src: url("${POSTER_ASSETS.font(400)}") format("woff2");
  unicode-range: U+0D00-0D7F, U+200C-200D;
}
@font-face {
  font-family: "Noto Sans Malayalam";
  font-style: normal;
  font-weight: 700;
  font-display: block;
  src: url("${POSTER_ASSETS.font(700)}") format("woff2");
  unicode-range: U+0D00-0D7F, U+200C-200D;
}
@page { margin: 0; }

* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0;
  font-family: "Noto Sans Malayalam", system-ui, "Noto Sans", Arial, sans-serif;
  color: #0f172a;
  background: #e2e8f0;
  line-height: 1.35;
}
h1, h2, p, figure { margin: 0; }

.toolbar {
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center;
  padding: 0.75rem 1rem; background: #fff; border-bottom: 1px solid #cbd5e1;
  font-size: 0.95rem;
}
.toolbar button, .toolbar a {
  font: inherit; padding: 0.45rem 0.8rem; border-radius: 0.5rem;
  border: 1px solid #c7d2fe; color: #3730a3; background: #eef2ff; text-decoration: none;
}
.toolbar button { background: #4f46e5; border-color: #4f46e5; color: #fff; font-weight: 700; cursor: pointer; }
.toolbar a[aria-current="page"] { background: #3730a3; color: #fff; }
.toolbar p { flex-basis: 100%; margin: 0; color: #475569; font-size: 0.85rem; }

.message { max-width: 40rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; }
.message p + p { margin-top: 0.75rem; }

.poster {
  position: relative;
  display: flex; flex-direction: column;
  margin: 1.5rem auto; background: #fff; overflow: hidden;
  box-shadow: 0 4px 24px rgb(15 23 42 / 0.18);
  break-after: page;
}
.poster:last-of-type { break-after: auto; }
.poster-a4 { width: 210mm; height: 296mm; padding: 13mm 14mm 10mm; font-size: 11pt; }
.poster-a6 { width: 105mm; height: 147.5mm; padding: 6mm 6mm 4.5mm; font-size: 6.2pt; }

.pair { display: grid; grid-template-columns: 1fr 1fr; column-gap: 1em; }
.pair > [lang="en"] { color: #334155; }

.org {
  display: flex; align-items: center; gap: 0.8em;
  padding-bottom: 0.7em; border-bottom: 0.25em solid #4f46e5;
  font-weight: 700; color: #3730a3; font-size: 1.05em;
}
.org .logo { width: 3.2em; height: 3.2em; flex: none; }
.org p { flex: 1; }

.who { display: flex; gap: 1.2em; align-items: center; margin-top: 1.1em; }
.who .photo {
  width: 8em; height: 8em; flex: none; object-fit: cover;
  border-radius: 0.8em; border: 0.15em solid #c7d2fe;
}
.who-text { flex: 1; display: flex; flex-direction: column; gap: 0.35em; }
.who h1 { font-size: 1.9em; line-height: 1.15; }
.who h1 .pair { display: flex; flex-direction: column; grid-template-columns: none; }
.who h1 .pair > [lang="en"] { font-size: 0.7em; }
.specialty { font-size: 1.1em; font-weight: 700; color: #065f46; }
.place { color: #475569; }
.verified {
  align-self: flex-start; margin-top: 0.2em;
  padding: 0.3em 0.7em; border-radius: 0.5em;
  background: #ecfdf5; border: 0.1em solid #a7f3d0; color: #065f46; font-weight: 700;
}
.verified .pair { column-gap: 1.5em; }

h2 {
  font-size: 0.95em; text-transform: uppercase; letter-spacing: 0.03em; color: #3730a3;
  margin: 1.1em 0 0.45em;
}
.hours table { width: 100%; border-collapse: collapse; }
.hours th, .hours td {
  text-align: left; vertical-align: top; padding: 0.22em 0.4em;
  border-bottom: 0.06em solid #e2e8f0;
}
.hours th { font-weight: 700; width: 27%; }
.hours td .pair { grid-template-columns: 1.3fr 1fr; }
.hours tr.closed td { color: #b91c1c; }
.hours .pair { column-gap: 0.8em; }

.codes { display: flex; gap: 1.4em; margin-top: auto; padding-top: 1em; }
.code {
  flex: 1; display: flex; gap: 0.8em; align-items: center;
  padding: 0.7em; border: 0.1em solid #c7d2fe; border-radius: 0.8em; background: #f8fafc;
}
.code .qr { width: 11em; height: 11em; flex: none; background: #fff; }
.code figcaption { display: flex; flex-direction: column; gap: 0.4em; font-weight: 700; }
.code figcaption .pair { display: flex; flex-direction: column; gap: 0.3em; }
.code .address { font-weight: 400; font-size: 0.85em; color: #475569; word-break: break-all; }

footer {
  margin-top: 0.9em; padding-top: 0.6em; border-top: 0.06em solid #cbd5e1;
  font-size: 0.85em; color: #475569;
}

.poster-a6 .who .photo { width: 7em; height: 7em; }
.poster-a6 .who h1 { font-size: 1.6em; }
.poster-a6 .who { margin-top: 0.7em; }
.poster-a6 .hours th, .poster-a6 .hours td { padding: 0.12em 0.3em; }
.poster-a6 .codes { padding-top: 0.6em; }
.poster-a6 footer { margin-top: 0.5em; padding-top: 0.4em; }
.poster-a6 .codes { gap: 0.8em; }
.poster-a6 .code { flex-direction: column; align-items: stretch; text-align: center; padding: 0.5em; }
.poster-a6 .code .qr { width: 10em; height: 10em; margin: 0 auto; }
.poster-a6 .code .address { display: none; }
.poster-a6 .who .photo { width: 6em; height: 6em; }
.poster-a6 h2 { margin: 0.8em 0 0.3em; }

@media print {
  body { background: none; }
  .toolbar { display: none; }
  .poster { margin: 0; box-shadow: none; }
}
`;

/** The print button's script (the CSP allows no inline script). */
export const POSTER_SCRIPT = `for (const button of document.querySelectorAll('[data-print]')) {
  button.addEventListener('click', () => window.print());
}
`;

/** The @page size of each sheet, linked after POSTER_CSS by the document of that size. */
export const POSTER_PAGE_CSS = {
  a4: '@page { size: A4 portrait; margin: 0; }\n',
  // CSS names no A6 (its keywords stop at A5): the card's size is given in millimetres.
  a6: '@page { size: 105mm 148mm; margin: 0; }\n',
} as const;
