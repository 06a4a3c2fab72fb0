import { type AddressParts, addressLines } from './address-lines.js';
import { externalUrl } from './external-url.js';

/** What the Maps and reviews links need of a healer. */
export interface MapsTarget extends AddressParts {
  name: string;
  mapUrl?: string | null;
  googleReviewsUrl?: string | null;
}

/** The healer's own map link when set, else a Google Maps search for name and address. */
export function mapsLink(healer: MapsTarget): string {
  const own = externalUrl(healer.mapUrl);
  if (own) return own;
  const query = [healer.name.trim(), ...addressLines(healer)].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The healer's Google reviews link when set, else a web search for name and location. */
export function reviewsLink(healer: MapsTarget): string {
  const own = externalUrl(healer.googleReviewsUrl);
  if (own) return own;
  const place =
    healer.location?.trim() ||
    [healer.city, healer.district]
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  const query = [healer.name.trim(), place].filter(Boolean).join(' ');
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}

/** '1 review' or 'N reviews'. */
export function reviewLabel(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}
