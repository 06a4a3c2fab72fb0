import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healerRecord } from '../../../../../tests/factories/healer.js';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlSite } from '../../../i18n/ml/site.js';
import { BookingForm } from './booking-form.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const healer = healerRecord({ bookingWhatsApp: '9847000001' });

function renderForm(language: 'en' | 'ml') {
  const form = <BookingForm healer={healer} onBooked={() => {}} />;
  render(
    language === 'ml' ? (
      <I18nProvider locale="ml" messages={mlSite}>
        {form}
      </I18nProvider>
    ) : (
      form
    ),
  );
}

/** A field by its label, with or without the required mark after it. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** A date well after today in any zone. */
const LATER = `${new Date().getFullYear() + 1}-06-15`;

const TEXTS = {
  en: {
    name: 'Patient name',
    age: 'Age',
    sex: 'Sex',
    phone: 'Phone number',
    date: 'Preferred date',
    time: 'Preferred time',
    language: 'Preferred language',
    book: 'Book via WhatsApp',
    waits: 'To book, fill in: Patient name, Age, Sex, Phone number, Preferred date, Preferred time',
    waitsLater: 'To book, fill in: Sex, Preferred date, Preferred time',
    phoneShort: 'Enter a phone number with at least 10 digits',
    ageRange: 'Enter an age from 1 to 120',
    defaultLanguage: 'English',
    dateInPast: 'Preferred date cannot be in the past',
  },
  ml: {
    name: 'രോഗിയുടെ പേര്',
    age: 'പ്രായം',
    sex: 'ലിംഗം',
    phone: 'ഫോൺ നമ്പർ',
    date: 'സൗകര്യപ്രദമായ തീയതി',
    time: 'സൗകര്യപ്രദമായ സമയം',
    language: 'സംസാരിക്കാൻ താൽപ്പര്യമുള്ള ഭാഷ',
    book: 'വാട്സ്ആപ്പ് വഴി ബുക്ക് ചെയ്യുക',
    waits:
      'ബുക്ക് ചെയ്യാൻ ഇവ പൂരിപ്പിക്കുക: രോഗിയുടെ പേര്, പ്രായം, ലിംഗം, ഫോൺ നമ്പർ, സൗകര്യപ്രദമായ തീയതി, സൗകര്യപ്രദമായ സമയം',
    waitsLater: 'ബുക്ക് ചെയ്യാൻ ഇവ പൂരിപ്പിക്കുക: ലിംഗം, സൗകര്യപ്രദമായ തീയതി, സൗകര്യപ്രദമായ സമയം',
    phoneShort: 'കുറഞ്ഞത് 10 അക്കങ്ങളുള്ള ഫോൺ നമ്പർ നൽകുക',
    ageRange: '1 മുതൽ 120 വരെയുള്ള പ്രായം നൽകുക',
    defaultLanguage: 'Malayalam',
    dateInPast: 'കഴിഞ്ഞുപോയ ഒരു തീയതി തിരഞ്ഞെടുക്കാനാവില്ല',
  },
} as const;

describe.each(['en', 'ml'] as const)('the booking form in %s', (language) => {
  const text = TEXTS[language];

  it('starts with the interface language as the language to talk in', () => {
    renderForm(language);
    const select = screen.getByLabelText(text.language) as HTMLSelectElement;
    expect(select.value).toBe(text.defaultLanguage);
  });

  it('says under a disabled Book which fields it waits for', () => {
    renderForm(language);
    const book = screen.getByRole('button', { name: text.book });
    expect(book.hasAttribute('disabled')).toBe(true);
    const waits = screen.getByTestId('book-waits-for');
    expect(waits.textContent).toBe(text.waits);
    expect(book.getAttribute('aria-describedby')).toBe(waits.id);
    type(text.name, 'Anitha');
    type(text.age, '42');
    type(text.phone, '9847012345');
    expect(screen.getByTestId('book-waits-for').textContent).toBe(text.waitsLater);
  });

  it('refuses a phone of "12" and ages 0 and 150 with their messages, and opens nothing', () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderForm(language);
    type(text.name, 'Anitha');
    type(text.age, '150');
    fireEvent.change(field(text.sex), {
      target: { value: 'Female' },
    });
    type(text.phone, '12');
    type(text.date, LATER);
    type(text.time, '10:00');
    // The spec's rule enables Book; pressing it shows what is wrong instead of booking.
    const book = screen.getByRole('button', { name: text.book });
    expect(book.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('book-waits-for')).toBeNull();
    fireEvent.click(book);
    expect(screen.getByText(text.phoneShort)).toBeTruthy();
    expect(screen.getByText(text.ageRange)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field(text.age));

    type(text.age, '0');
    expect(screen.getByText(text.ageRange)).toBeTruthy();
    type(text.age, '42');
    type(text.phone, '98470 12345');
    expect(screen.queryByText(text.ageRange)).toBeNull();
    expect(screen.queryByText(text.phoneShort)).toBeNull();
    fireEvent.click(book);
    expect(open).toHaveBeenCalledOnce();
  });

  it('points a Book disabled only by a past date to the date’s own message', () => {
    renderForm(language);
    type(text.name, 'Anitha');
    type(text.age, '42');
    fireEvent.change(field(text.sex), { target: { value: 'Female' } });
    type(text.phone, '9847012345');
    type(text.date, '2020-01-01');
    type(text.time, '10:00');
    const book = screen.getByRole('button', { name: text.book });
    expect(book.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('book-waits-for')).toBeNull();
    const described = document.getElementById(book.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(text.dateInPast);
  });

  it('shows a phone problem once the visitor leaves the field', () => {
    renderForm(language);
    type(text.phone, '12');
    expect(screen.queryByText(text.phoneShort)).toBeNull();
    fireEvent.blur(field(text.phone));
    const message = screen.getByText(text.phoneShort);
    const phone = field(text.phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe(message.id);
  });
});
