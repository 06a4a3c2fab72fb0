import { describe, expect, it } from 'vitest';
import { isIndianMobile, newHealerBookingWhatsApp } from './booking-whatsapp.js';

describe('isIndianMobile', () => {
  it.each([
    ['9847012345', true],
    ['6000000000', true],
    ['7012 345 678', true],
    ['+91 98470 12345', true],
    ['0091 98470 12345', true],
    ['098470 12345', true],
    ['5847012345', false], // starts with 5
    ['0484 2345678', false], // a Kochi landline with its trunk 0
    ['984701234', false], // 9 digits
    ['98470123456', false], // 11 digits, no prefix
    ['', false],
  ])('%j → %s', (phone, mobile) => {
    expect(isIndianMobile(phone)).toBe(mobile);
  });
});

describe('newHealerBookingWhatsApp (DESIGN §5)', () => {
  it('keeps a booking WhatsApp that was given', () => {
    expect(newHealerBookingWhatsApp({ phone: '9847012345', bookingWhatsApp: ' 9895000000 ' })).toBe(
      '9895000000',
    );
    expect(
      newHealerBookingWhatsApp({
        phone: '9847012345',
        bookingWhatsApp: '9895000000',
        takesWhatsAppBookings: false,
      }),
    ).toBe('9895000000');
  });

  it('defaults a blank one to a mobile phone, as written', () => {
    expect(newHealerBookingWhatsApp({ phone: ' +91 98470 12345 ' })).toBe('+91 98470 12345');
    expect(newHealerBookingWhatsApp({ phone: '9847012345', bookingWhatsApp: '  ' })).toBe(
      '9847012345',
    );
    expect(newHealerBookingWhatsApp({ phone: '9847012345', takesWhatsAppBookings: true })).toBe(
      '9847012345',
    );
  });

  it('leaves it empty when the box is unticked or the phone is no mobile', () => {
    expect(newHealerBookingWhatsApp({ phone: '9847012345', takesWhatsAppBookings: false })).toBe(
      null,
    );
    expect(newHealerBookingWhatsApp({ phone: '0484 2345678' })).toBe(null);
    expect(newHealerBookingWhatsApp({ phone: '12345' })).toBe(null);
  });
});
