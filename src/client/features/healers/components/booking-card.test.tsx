import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { healerRecord } from '../../../../../tests/factories/healer.js';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlSite } from '../../../i18n/ml/site.js';
import { BookingCard } from './profile-sidebar.js';

afterEach(cleanup);

describe('the profile’s booking card follows the card’s rule (DESIGN §5)', () => {
  it('offers Book via WhatsApp and Call Directly with a booking WhatsApp', () => {
    render(<BookingCard healer={healerRecord({ bookingWhatsApp: '9847000001' })} className="" />);
    expect(screen.getByRole('button', { name: 'Book via WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Directly' }).getAttribute('href')).toBe(
      'tel:+919847000001',
    );
  });

  it('offers only the call, as the main button, without one (Malayalam)', () => {
    render(
      <I18nProvider locale="ml" messages={mlSite}>
        <BookingCard healer={healerRecord({ bookingWhatsApp: null })} className="" />
      </I18nProvider>,
    );
    expect(screen.queryByRole('button', { name: 'വാട്സ്ആപ്പ് വഴി ബുക്ക് ചെയ്യുക' })).toBeNull();
    const call = screen.getByRole('link', { name: 'നേരിട്ട് വിളിക്കുക' });
    expect(call.getAttribute('href')).toBe('tel:+919847000001');
    expect(call.className).toContain('bg-primary');
  });

  it('is not drawn with neither a booking WhatsApp, a phone nor availability', () => {
    const { container } = render(
      <BookingCard healer={healerRecord({ bookingWhatsApp: null, phone: '' })} className="" />,
    );
    expect(container.textContent).toBe('');
  });
});
