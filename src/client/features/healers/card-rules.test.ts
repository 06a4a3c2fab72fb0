import { describe, expect, it } from 'vitest';
import {
  cardServices,
  formatRating,
  primaryAction,
  showsCallIcon,
  showsRating,
} from './card-rules.js';

describe('primary button of a healer card', () => {
  it.each([
    { bookingWhatsApp: '9847000001', phone: '9847000002', action: 'book', callIcon: true },
    { bookingWhatsApp: '9847000001', phone: '', action: 'book', callIcon: false },
    { bookingWhatsApp: null, phone: '9847000002', action: 'call', callIcon: false },
    { bookingWhatsApp: '   ', phone: '9847000002', action: 'call', callIcon: false },
    { bookingWhatsApp: null, phone: ' ', action: null, callIcon: false },
  ] as const)('WhatsApp $bookingWhatsApp, phone "$phone" → $action', (row) => {
    expect(primaryAction(row)).toBe(row.action);
    expect(showsCallIcon(row)).toBe(row.callIcon);
  });
});

describe('card services', () => {
  it.each([
    { services: [], shown: [], more: 0 },
    { services: ['A', 'B', 'C'], shown: ['A', 'B', 'C'], more: 0 },
    { services: ['A', 'B', 'C', 'D', 'E'], shown: ['A', 'B', 'C'], more: 2 },
    { services: [' A ', '', 'B'], shown: ['A', 'B'], more: 0 },
  ])('$services → $shown and +$more', ({ services, shown, more }) => {
    expect(cardServices(services)).toEqual({ shown, more });
  });
});

describe('rating badge', () => {
  it.each([
    [0, false],
    [0.1, true],
    [4.5, true],
  ])('rating %s shows a badge: %s', (rating, shown) => {
    expect(showsRating(rating)).toBe(shown);
  });

  it.each([
    [4, '4'],
    [4.5, '4.5'],
    [4.56, '4.6'],
  ])('prints %s as %s', (rating, text) => {
    expect(formatRating(rating)).toBe(text);
  });
});
