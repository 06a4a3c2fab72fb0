import { LIMITS } from '../../../shared/constants/limits.js';
import type { Healer } from '../../../shared/schemas/healer.js';

export type PrimaryAction = 'book' | 'call' | null;

const has = (value: string | null | undefined) => (value?.trim() ?? '') !== '';

/** The card's main button: Book with a booking WhatsApp number, else Call with a phone, else none. */
export function primaryAction(healer: Pick<Healer, 'bookingWhatsApp' | 'phone'>): PrimaryAction {
  if (has(healer.bookingWhatsApp)) return 'book';
  if (has(healer.phone)) return 'call';
  return null;
}

/** When Book is the main button and there is a phone too, a call icon button sits beside it. */
export function showsCallIcon(healer: Pick<Healer, 'bookingWhatsApp' | 'phone'>): boolean {
  return has(healer.bookingWhatsApp) && has(healer.phone);
}

/** The services a card lists (the first 3) and how many more its '+N more' badge counts. */
export function cardServices(services: readonly string[]): { shown: string[]; more: number } {
  const clean = services.map((service) => service.trim()).filter(Boolean);
  return {
    shown: clean.slice(0, LIMITS.cardServicesShown),
    more: Math.max(0, clean.length - LIMITS.cardServicesShown),
  };
}

/** The rating badge shows only for a rating above 0. */
export function showsRating(rating: number | null | undefined): boolean {
  return typeof rating === 'number' && rating > 0;
}

/** A rating as the badge prints it: one decimal, without a trailing '.0'. */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toString();
}
