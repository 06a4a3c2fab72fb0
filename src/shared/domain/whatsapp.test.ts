import { describe, expect, it } from 'vitest';
import {
  healerPageUrl,
  normaliseWhatsAppNumber,
  shareLink,
  telLink,
  whatsappLink,
} from './whatsapp.js';

describe('normaliseWhatsAppNumber', () => {
  it.each([
    ['10 digits get the country code', '9876543210', '919876543210'],
    ['spaces, dashes and + are dropped', '+91 98765-43210', '919876543210'],
    ['a trunk 0 is replaced by the country code', '09876543210', '919876543210'],
    ['an international 00 prefix is dropped', '0091 9876543210', '919876543210'],
    ['already with a country code', '919876543210', '919876543210'],
    ['empty', '', ''],
    ['no digits', 'n/a', ''],
  ])('%s', (_case, raw, expected) => {
    expect(normaliseWhatsAppNumber(raw)).toBe(expected);
  });

  it('uses another country code when given', () => {
    expect(normaliseWhatsAppNumber('2025550123', '1')).toBe('12025550123');
  });
});

describe('links', () => {
  it('builds a wa.me link with encoded text', () => {
    expect(whatsappLink('98765 43210', 'Hello & *bye*\nnow')).toBe(
      'https://wa.me/919876543210?text=Hello%20%26%20*bye*%0Anow',
    );
  });

  it('gives no WhatsApp link without a number', () => {
    expect(whatsappLink('', 'Hi')).toBeNull();
    expect(whatsappLink(null, 'Hi')).toBeNull();
  });

  it('shares a page through WhatsApp', () => {
    expect(shareLink('https://x.org/healer/1', 'See')).toBe(
      'https://wa.me/?text=See%20https%3A%2F%2Fx.org%2Fhealer%2F1',
    );
    expect(shareLink('https://x.org/healer/1')).toBe(
      'https://wa.me/?text=https%3A%2F%2Fx.org%2Fhealer%2F1',
    );
  });

  it('builds the healer page address', () => {
    expect(healerPageUrl('https://x.org/', 'a b')).toBe('https://x.org/healer/a%20b');
    expect(healerPageUrl('https://x.org', 'abc', 'en')).toBe('https://x.org/healer/abc');
  });

  it('keeps a Malayalam page Malayalam for whoever opens the link', () => {
    expect(healerPageUrl('https://x.org/', 'abc', 'ml')).toBe('https://x.org/healer/abc?lang=ml');
  });

  it.each([
    ['+91 98765 43210', 'tel:+919876543210'],
    ['8325858892', 'tel:+918325858892'],
    ['0471-2345678', 'tel:+914712345678'],
    ['+1 555 123 4567', 'tel:+15551234567'],
    ['12345', 'tel:12345'],
    ['', null],
  ])('tel link for %s', (phone, expected) => {
    expect(telLink(phone)).toBe(expected);
  });

  it('puts the configured country code in front of a national number', () => {
    expect(telLink('9876543210', '44')).toBe('tel:+449876543210');
  });
});
