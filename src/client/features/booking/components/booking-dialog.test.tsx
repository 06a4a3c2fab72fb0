import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { healerRecord } from '../../../../../tests/factories/healer.js';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlSite } from '../../../i18n/ml/site.js';
import BookingDialog from './booking-dialog.js';

afterEach(cleanup);

describe('the booking dialog of a healer without a booking WhatsApp (spec §2)', () => {
  it('says booking is not available and offers the call, wrapping rather than cutting its text', () => {
    render(
      <I18nProvider locale="ml" messages={mlSite}>
        <BookingDialog
          healer={healerRecord({ bookingWhatsApp: null, phone: '+91 98470 00001' })}
          open
          onOpenChange={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('ഈ ഹീലർക്ക് വാട്സ്ആപ്പ് ബുക്കിംഗ് ലഭ്യമല്ല.')).toBeTruthy();
    const call = screen.getByRole('link', { name: '+91 98470 00001 എന്ന നമ്പറിൽ വിളിക്കുക' });
    expect(call.getAttribute('href')).toBe('tel:+919847000001');
    // A fixed-height, no-wrap button cut the Malayalam line at both ends on a phone.
    expect(call.className.split(' ')).toEqual(
      expect.arrayContaining(['whitespace-normal!', 'h-auto!', 'min-h-12']),
    );
  });
});
