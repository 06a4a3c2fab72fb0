import QRCode from 'qrcode';
import { SCHEDULE_DAYS } from '../../shared/constants/days.js';
import { LANGUAGE_NAMES_ML } from '../../shared/constants/malayalam-names.js';
import type { UiLanguage } from '../../shared/constants/ui-languages.js';
import { parseLanguages } from '../../shared/domain/languages.js';
import {
  displayNameIn,
  formatTimeRange,
  malayalamDates,
  weekDayName,
} from '../../shared/domain/localised-format.js';
import { bookingMessage, NO_BOOKING_DETAILS } from '../../shared/domain/messages.js';
import { daySchedule } from '../../shared/domain/open-status.js';
import { placeNameIn } from '../../shared/domain/place-display.js';
import { type CalendarDates, englishDates } from '../../shared/domain/time-format.js';
import { healerPageUrl, whatsappLink } from '../../shared/domain/whatsapp.js';
import { posterTexts, profileWords } from '../../shared/pages/poster-texts.js';
import type { Healer } from '../../shared/schemas/healer.js';
import { DEFAULT_SPECIALTY, DEFAULT_SPECIALTY_ML } from './page-meta-healer.js';
import { escapeHtml } from './page-meta-html.js';

/** The poster's sheet: an A4 poster for the wall or an A6 card for the desk (decision 060). */
export const POSTER_SIZES = ['a4', 'a6'] as const;
export type PosterSize = (typeof POSTER_SIZES)[number];

/** One language, or Malayalam and English side by side (the default). */
export type PosterLanguages = UiLanguage | 'both';

/** Where the poster's stylesheet, script and font are served (poster.routes.ts). */
export const POSTER_ASSETS = {
  css: '/poster/poster.css',
  page: (size: PosterSize) => `/poster/page-${size}.css`,
  script: '/poster/poster.js',
  font: (weight: 400 | 700) => `/poster/noto-sans-malayalam-${weight}.woff2`,
  logo: '/favicon.svg',
} as const;

/** A stored photo of our own (`/photos/{id}.webp`): the only kind the page's CSP lets it show. */
const OWN_PHOTO = /^\/photos\/[A-Za-z0-9_-]{1,64}\.webp$/;

const DATES: Record<UiLanguage, CalendarDates> = { en: englishDates, ml: malayalamDates };

/** The languages a poster shows, Malayalam first (it is for clinics in Kerala). */
function shownLanguages(languages: PosterLanguages): UiLanguage[] {
  return languages === 'both' ? ['ml', 'en'] : [languages];
}

/**
 * Text in each shown language: one span per language, laid side by side by the stylesheet when
 * there are two. `text` gives the (unescaped) words of a language.
 */
function inEach(languages: readonly UiLanguage[], text: (language: UiLanguage) => string): string {
  const spans = languages.map(
    (language) => `<span lang="${language}">${escapeHtml(text(language))}</span>`,
  );
  return spans.length === 1 ? (spans[0] ?? '') : `<span class="pair">${spans.join('')}</span>`;
}

function fill(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A QR code as SVG markup, drawn here so that the poster needs no script and no service. */
async function qrSvg(
  text: string,
  label: string,
  errorCorrectionLevel: 'L' | 'M' = 'M',
): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel, margin: 2 });
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(label)}" class="qr" `);
}

/**
 * The WhatsApp message a scan starts: the booking dialog's own message (bookingMessage) with
 * only the healer filled in, so the clinic receives what a booking from the site looks like.
 */
export function posterWhatsAppLink(
  healer: Healer,
  language: UiLanguage,
  countryCode: string,
): string | null {
  // Without the greeting (decision 067): in Malayalam it would more than double the printed
  // code's modules, and a phone could no longer read the code on the A4 poster, let alone the A6.
  const message = bookingMessage(healer, NO_BOOKING_DETAILS, language, { greeting: false });
  return whatsappLink(healer.bookingWhatsApp, message, countryCode);
}

/** The profile address a poster's code leads to: one language's page, or the plain one. */
export function posterProfileUrl(
  origin: string,
  healerId: string,
  languages: PosterLanguages,
): string {
  return healerPageUrl(origin, healerId, languages === 'both' ? 'en' : languages);
}

function hoursRows(healer: Healer, languages: readonly UiLanguage[]): string {
  return SCHEDULE_DAYS.map((day) => {
    const schedule = daySchedule(healer.clinicTimings.find((entry) => entry.day === day));
    const hours = (language: UiLanguage) => {
      const words = profileWords[language];
      if (schedule.kind === 'closed') return words.closed;
      if (schedule.kind === 'open') return words.open;
      return [schedule.morning, schedule.evening]
        .filter((span) => span !== null)
        .map((span) => formatTimeRange(span.start, span.end, language))
        .join(', ');
    };
    const closed = schedule.kind === 'closed' ? ' class="closed"' : '';
    return `<tr${closed}><th scope="row">${inEach(languages, (language) => weekDayName(day, language))}</th><td>${inEach(languages, hours)}</td></tr>`;
  }).join('');
}

function languageList(healer: Healer, language: UiLanguage): string {
  const names = parseLanguages(healer.languages);
  const shown =
    language === 'ml'
      ? names.map((name) =>
          Object.hasOwn(LANGUAGE_NAMES_ML, name)
            ? LANGUAGE_NAMES_ML[name as keyof typeof LANGUAGE_NAMES_ML]
            : name,
        )
      : names;
  return shown.join(', ');
}

export interface PosterContext {
  /** PUBLIC_URL, the origin every code leads to. */
  origin: string;
  languages: PosterLanguages;
  size: PosterSize;
  /** Today in the clinics' time zone, 'YYYY-MM-DD'. */
  today: string;
  countryCode: string;
}

/** One healer's poster: an <article> that fills one sheet. */
export async function posterArticle(healer: Healer, context: PosterContext): Promise<string> {
  const languages = shownLanguages(context.languages);
  const first = languages[0] ?? 'en';
  const each = (text: (language: UiLanguage) => string) => inEach(languages, text);
  const profileUrl = posterProfileUrl(context.origin, healer.id, context.languages);
  const whatsApp = posterWhatsAppLink(healer, first, context.countryCode);
  const photo = healer.photoUrl?.trim() ?? '';
  const photoMarkup = OWN_PHOTO.test(photo)
    ? `<img class="photo" src="${escapeHtml(photo)}" alt="">`
    : '';
  const specialty = (language: UiLanguage) =>
    healer.specialty?.trim() || (language === 'ml' ? DEFAULT_SPECIALTY_ML : DEFAULT_SPECIALTY);
  const place = (language: UiLanguage) => {
    const city = healer.city?.trim() ?? '';
    const district = placeNameIn(healer.district, language);
    return city === '' || city.toLowerCase() === healer.district.toLowerCase()
      ? district
      : `${placeNameIn(city, language)}, ${district}`;
  };
  const verification = healer.verification;
  const verified = verification
    ? `<p class="verified">${each(
        (language) =>
          `${profileWords[language].verified} · ${DATES[language].monthYear(verification.checkedOn)}`,
      )}</p>`
    : '';
  const hours =
    healer.clinicTimings.length > 0
      ? `<section class="hours"><h2>${each((language) => profileWords[language].schedule)}</h2><table>${hoursRows(healer, languages)}</table></section>`
      : '';
  const spoken =
    parseLanguages(healer.languages).length > 0
      ? `<section class="spoken"><h2>${each((language) => profileWords[language].languagesSpoken)}</h2><p>${each((language) => languageList(healer, language))}</p></section>`
      : '';
  const profileCode = await qrSvg(profileUrl, posterTexts[first].scanProfile);
  const codes = [
    `<figure class="code" data-code="profile">${profileCode}<figcaption>${each((language) => posterTexts[language].scanProfile)}<span class="address">${escapeHtml(profileUrl.replace(/^https?:\/\//, ''))}</span></figcaption></figure>`,
  ];
  if (whatsApp) {
    // The message makes a long link (Malayalam is percent-encoded): the lowest correction level
    // keeps its modules large enough to scan from an A6 card.
    const whatsAppCode = await qrSvg(whatsApp, posterTexts[first].scanWhatsApp, 'L');
    codes.push(
      `<figure class="code" data-code="whatsapp">${whatsAppCode}<figcaption>${each((language) => posterTexts[language].scanWhatsApp)}<span class="address">${escapeHtml(healer.bookingWhatsApp ?? '')}</span></figcaption></figure>`,
    );
  }
  return `<article class="poster poster-${context.size}" data-healer="${escapeHtml(healer.id)}">
<header class="org"><img class="logo" src="${POSTER_ASSETS.logo}" alt=""><p>${each((language) => profileWords[language].orgName)}</p></header>
<section class="who">${photoMarkup}<div class="who-text"><h1>${each((language) => displayNameIn(healer.titles, healer.name, language))}</h1><p class="specialty">${each(specialty)}</p><p class="place">${each(place)}</p>${verified}</div></section>
${hours}${spoken}
<section class="codes">${codes.join('')}</section>
<footer>${each((language) => `${fill(posterTexts[language].madeOn, { date: DATES[language].fullDate(context.today) })} ${posterTexts[language].listingIsCurrent}`)}</footer>
</article>`;
}

export interface PosterPage {
  title: string;
  /** The document's language: the one shown, or Malayalam (first) for both. */
  language: UiLanguage;
  size: PosterSize;
  /** The sheets, each an <article> from posterArticle, or a message in a <main>. */
  body: string;
  /** The screen's bar of choices above the sheets (never printed); none for a message. */
  toolbar?: string;
}

/** The screen's bar: print, and the other sizes and languages of the same poster. */
export function posterToolbar(
  path: string,
  context: Pick<PosterContext, 'languages' | 'size'>,
  extraQuery: Readonly<Record<string, string>> = {},
): string {
  const ui = context.languages === 'en' ? 'en' : 'ml';
  const texts = posterTexts[ui];
  const link = (
    label: string,
    change: { size?: PosterSize; lang?: PosterLanguages },
    lang?: UiLanguage,
  ) => {
    const size = change.size ?? context.size;
    const languages = change.lang ?? context.languages;
    const query = new URLSearchParams(extraQuery);
    if (size !== 'a4') query.set('size', size);
    if (languages !== 'both') query.set('lang', languages);
    const search = query.toString();
    const current = size === context.size && languages === context.languages;
    return `<a href="${escapeHtml(`${path}${search ? `?${search}` : ''}`)}"${current ? ' aria-current="page"' : ''}${lang ? ` lang="${lang}"` : ''}>${escapeHtml(label)}</a>`;
  };
  return `<nav class="toolbar" aria-label="${escapeHtml(texts.print)}">
<button type="button" data-print>${escapeHtml(texts.print)}</button>
${link(texts.sizeA4, { size: 'a4' })}${link(texts.sizeA6, { size: 'a6' })}
${link(texts.bothLanguages, { lang: 'both' })}${link('മലയാളം', { lang: 'ml' }, 'ml')}${link('English', { lang: 'en' }, 'en')}
<p>${escapeHtml(texts.printHint)}</p>
</nav>`;
}

/** A short message in place of the sheets (not found, no PUBLIC_URL, no healers). */
export function posterMessage(languages: PosterLanguages, text: (language: UiLanguage) => string) {
  return `<main class="message">${shownLanguages(languages)
    .map((language) => `<p lang="${language}">${escapeHtml(text(language))}</p>`)
    .join('')}</main>`;
}

/** The whole printable document; the stylesheet and the print button's script are files (CSP). */
export function posterDocument(page: PosterPage): string {
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<link rel="icon" href="${POSTER_ASSETS.logo}" type="image/svg+xml">
<link rel="stylesheet" href="${POSTER_ASSETS.css}">
<link rel="stylesheet" href="${POSTER_ASSETS.page(page.size)}">
<script type="module" src="${POSTER_ASSETS.script}"></script>
</head>
<body class="sheets-${page.size}">
${page.toolbar ?? ''}
${page.body}
</body>
</html>
`;
}
