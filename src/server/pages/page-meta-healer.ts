import { SCHEDULE_DAYS } from '../../shared/constants/days.js';
import { ORGANIZATION_NAME, ORGANIZATION_SHORT_NAME } from '../../shared/constants/limits.js';
import { LANGUAGE_NAMES_ML } from '../../shared/constants/malayalam-names.js';
import type { UiLanguage } from '../../shared/constants/ui-languages.js';
import { externalUrl } from '../../shared/domain/external-url.js';
import { parseLanguages } from '../../shared/domain/languages.js';
import { displayNameIn } from '../../shared/domain/localised-format.js';
import { daySchedule } from '../../shared/domain/open-status.js';
import { placeNameIn } from '../../shared/domain/place-display.js';
import { displayName } from '../../shared/domain/titles.js';
import { healerPageUrl } from '../../shared/domain/whatsapp.js';
import { healerPagePath } from '../../shared/pages/pages.js';
import type { Healer } from '../../shared/schemas/healer.js';
import { languageAlternates, languageUrl } from './page-language.js';
import { cleanText, type PageMeta, truncateText } from './page-meta-html.js';

/** Search engines show about 160 characters of a description. */
export const DESCRIPTION_MAX = 160;

export const DEFAULT_SPECIALTY = 'Classical acupuncture healer';
export const DEFAULT_SPECIALTY_ML = 'ക്ലാസിക്കൽ അക്യുപങ്ചർ ഹീലർ';

/** A stored photo's card URL, relative or on our own origin: `/photos/{id}.webp`. */
const OWN_PHOTO = /^\/photos\/([A-Za-z0-9_-]{1,64})\.webp$/;

/** The absolute URL of the default 1200×630 preview image (src/client/public/og-default.jpg). */
export function defaultImageUrl(origin: string): string {
  return `${origin}/og-default.jpg`;
}

/**
 * The healer's 1200×630 preview (`/photos/{id}/og.jpg`) when their photo is one the server
 * stored, else the default image: a photo linked from elsewhere has no preview size, and
 * pointing crawlers at other sites is not ours to do.
 */
export function healerImageUrl(photoUrl: string | null, origin: string): string {
  let path = photoUrl?.trim() ?? '';
  if (path.startsWith(`${origin}/`)) path = path.slice(origin.length);
  const id = OWN_PHOTO.exec(path)?.[1];
  return id ? `${origin}/photos/${id}/og.jpg` : defaultImageUrl(origin);
}

/** 'Kochi, Ernakulam': city and district, once when they are the same (in Malayalam: names known). */
export function healerPlace(
  healer: Pick<Healer, 'city' | 'district'>,
  language: UiLanguage = 'en',
): string {
  const city = cleanText(healer.city);
  const district = cleanText(healer.district);
  const named = (place: string) => placeNameIn(place, language);
  if (city === '' || city.toLowerCase() === district.toLowerCase()) return named(district);
  return district === '' ? named(city) : `${named(city)}, ${named(district)}`;
}

/**
 * '{name} – {specialty} in {city, district} | FCAH Kerala'; in Malayalam
 * '{titles in Malayalam} {name} – {specialty}, {place} | FCAH Kerala'.
 */
export function healerTitle(healer: Healer, language: UiLanguage = 'en'): string {
  const place = healerPlace(healer, language);
  if (language === 'ml') {
    const specialty = cleanText(healer.specialty) || DEFAULT_SPECIALTY_ML;
    const name = cleanText(displayNameIn(healer.titles, healer.name, 'ml'));
    return `${name} – ${specialty}${place ? `, ${place}` : ''} | ${ORGANIZATION_SHORT_NAME}`;
  }
  const specialty = cleanText(healer.specialty) || DEFAULT_SPECIALTY;
  const name = cleanText(displayName(healer.titles, healer.name));
  return `${name} – ${specialty}${place ? ` in ${place}` : ''} | ${ORGANIZATION_SHORT_NAME}`;
}

/** Specialty and place, languages, then the start of the bio; at most 160 characters. */
export function healerDescription(healer: Healer, language: UiLanguage = 'en'): string {
  const place = healerPlace(healer, language);
  const spoken = parseLanguages(healer.languages);
  const parts =
    language === 'ml'
      ? [
          `${cleanText(healer.specialty) || DEFAULT_SPECIALTY_ML}${place ? `, ${place}` : ''}.`,
          spoken.length > 0
            ? `ഭാഷകൾ: ${spoken.map((name) => LANGUAGE_NAMES_ML[name as keyof typeof LANGUAGE_NAMES_ML] ?? name).join(', ')}.`
            : '',
          cleanText(healer.bio),
        ]
      : [
          `${cleanText(healer.specialty) || DEFAULT_SPECIALTY}${place ? ` in ${place}` : ''}.`,
          spoken.length > 0 ? `Speaks ${spoken.join(', ')}.` : '',
          cleanText(healer.bio),
        ];
  return truncateText(parts.filter((part) => part !== '').join(' '), DESCRIPTION_MAX);
}

function streetAddress(healer: Healer): string | undefined {
  const parts = [healer.building, healer.addressField2, healer.addressField3]
    .map(cleanText)
    .filter((part) => part !== '');
  const street = parts.length > 0 ? parts.join(', ') : cleanText(healer.location);
  return street || undefined;
}

function postalAddress(healer: Healer): Record<string, unknown> {
  const country = cleanText(healer.country);
  return {
    '@type': 'PostalAddress',
    streetAddress: streetAddress(healer),
    addressLocality: cleanText(healer.city) || cleanText(healer.district) || undefined,
    addressRegion: cleanText(healer.state) || 'Kerala',
    postalCode: cleanText(healer.pincode) || undefined,
    addressCountry: country === '' || /^india$/i.test(country) ? 'IN' : country,
  };
}

/** schema.org opening hours: one entry per distinct morning/evening range, with its days. */
export function openingHours(healer: Pick<Healer, 'clinicTimings'>): Record<string, unknown>[] {
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of SCHEDULE_DAYS) {
    const schedule = daySchedule(healer.clinicTimings.find((entry) => entry.day === day));
    if (schedule.kind !== 'hours') continue;
    for (const range of [schedule.morning, schedule.evening]) {
      if (!range || range.start >= range.end) continue;
      const key = `${range.start}-${range.end}`;
      const entry = byRange.get(key) ?? { opens: range.start, closes: range.end, days: [] };
      entry.days.push(`https://schema.org/${day}`);
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }));
}

/**
 * Each period of leave as schema.org's special closed days (opens and closes at 00:00 over the
 * dates), the form search engines read to show a business as closed then.
 */
export function leaveClosures(healer: Pick<Healer, 'leave'>): Record<string, unknown>[] {
  return healer.leave.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: period.from,
    validThrough: period.to,
  }));
}

/** IETF language tags of the languages a healer may list, for schema.org's knowsLanguage. */
const LANGUAGE_TAGS: Record<string, string> = {
  English: 'en',
  Malayalam: 'ml',
  Tamil: 'ta',
  Hindi: 'hi',
  Kannada: 'kn',
  Telugu: 'te',
  Marathi: 'mr',
  Bengali: 'bn',
  Gujarati: 'gu',
  Punjabi: 'pa',
  Urdu: 'ur',
  Odia: 'or',
  Assamese: 'as',
};

/** The languages the healer speaks as schema.org Languages (with their tag when known). */
export function knownLanguages(healer: Pick<Healer, 'languages'>): Record<string, unknown>[] {
  return parseLanguages(healer.languages).map((name) => ({
    '@type': 'Language',
    name,
    alternateName: Object.hasOwn(LANGUAGE_TAGS, name) ? LANGUAGE_TAGS[name] : undefined,
  }));
}

function sameAs(healer: Healer): string[] {
  const links = [
    healer.website,
    healer.facebook,
    healer.instagram,
    healer.twitter,
    healer.linkedin,
    healer.youtube,
  ]
    .map(externalUrl)
    .filter((url): url is string => url !== null);
  return [...new Set(links)];
}

/**
 * The first visit's fee as schema.org's priceRange (DESIGN §10.2): '₹300–500', '₹300', '₹300+'
 * when only a "from" is said; undefined when no fee is.
 */
export function priceRange(healer: Pick<Healer, 'feeFrom' | 'feeTo'>): string | undefined {
  const { feeFrom, feeTo } = healer;
  if (typeof feeFrom !== 'number') return undefined;
  if (typeof feeTo !== 'number') return `₹${feeFrom}+`;
  return feeTo === feeFrom ? `₹${feeFrom}` : `₹${feeFrom}–${feeTo}`;
}

/** The healer's schema.org MedicalBusiness; empty fields are left out. */
export function healerJsonLd(
  healer: Healer,
  pageUrl: string,
  imageUrl: string,
  description: string,
): Record<string, unknown> {
  const hours = [...openingHours(healer), ...leaveClosures(healer)];
  const links = sameAs(healer);
  const languages = knownLanguages(healer);
  const district = cleanText(healer.district);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    '@id': `${pageUrl}#healer`,
    name: cleanText(displayName(healer.titles, healer.name)),
    description,
    url: pageUrl,
    image: imageUrl,
    telephone: cleanText(healer.phone) || undefined,
    email: cleanText(healer.email) || undefined,
    address: postalAddress(healer),
    areaServed: district ? { '@type': 'AdministrativeArea', name: district } : undefined,
    geo:
      healer.latitude !== null && healer.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: healer.latitude, longitude: healer.longitude }
        : undefined,
    hasMap: externalUrl(healer.mapUrl) ?? undefined,
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    sameAs: links.length > 0 ? links : undefined,
    // Every listed healer is a member of the federation; what it verified is on the page.
    memberOf: {
      '@type': 'Organization',
      name: ORGANIZATION_NAME,
      url: `${new URL(pageUrl).origin}/`,
    },
    knowsLanguage: languages.length > 0 ? languages : undefined,
    priceRange: priceRange(healer),
  };
  if (healer.rating > 0 && healer.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: healer.rating,
      reviewCount: healer.reviewCount,
      bestRating: 5,
      worstRating: 0,
    };
  }
  return data;
}

/** Everything a link preview or a search engine needs about one healer's page. */
export function healerPageMeta(
  healer: Healer,
  origin: string,
  language: UiLanguage = 'en',
): PageMeta {
  const path = healerPagePath(healer.id);
  const canonicalUrl =
    language === 'en' ? healerPageUrl(origin, healer.id) : languageUrl(origin, path, language);
  const imageUrl = healerImageUrl(healer.photoUrl, origin);
  const description = healerDescription(healer, language);
  const name = cleanText(displayNameIn(healer.titles, healer.name, language));
  return {
    language,
    alternates: languageAlternates(origin, path),
    title: healerTitle(healer, language),
    description,
    canonicalUrl,
    ogType: 'profile',
    imageUrl,
    imageAlt: imageUrl.endsWith('/og-default.jpg') ? ORGANIZATION_SHORT_NAME : name,
    jsonLd: healerJsonLd(healer, canonicalUrl, imageUrl, description),
  };
}
