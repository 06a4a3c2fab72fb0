import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../shared/schemas/audit.js';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlFormatters, mlSite } from '../../../i18n/ml/site.js';
import { AuditEntries } from './audit-entries.js';

afterEach(cleanup);

const ENTRY: AuditEntry = {
  id: 'e1',
  seq: 1,
  at: '2026-11-27T10:00:00.000Z',
  actor: { kind: 'admin', id: 'a1', label: 'admin' },
  action: 'healer.update',
  target: { kind: 'healer', id: 'h1', label: 'Ancy Joseph' },
  changes: [
    { field: 'bookingWhatsApp', from: null, to: '9847000000' },
    { field: 'homeVisits', from: false, to: true },
    { field: 'isActive', from: 'true', to: 'false' },
    { field: 'confirmedOn', from: '2026-10-17', to: '2026-11-27' },
    {
      field: 'leave',
      from: [],
      to: [{ from: '2026-11-26', to: '2026-12-07', note: 'Family function' }],
    },
    { field: 'somethingNew', from: 'a', to: 'b' },
  ],
  ip: null,
};

function renderEntries(language: 'en' | 'ml') {
  const entries = <AuditEntries entries={[ENTRY]} />;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        {language === 'ml' ? (
          <I18nProvider locale="ml" messages={mlSite} formatters={mlFormatters}>
            {entries}
          </I18nProvider>
        ) : (
          entries
        )}
      </Suspense>
    </QueryClientProvider>,
  );
}

/** Each change's line as a reader sees it. */
async function lines(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: /What changed|എന്തു മാറി/ });
  return [...list.querySelectorAll('li')].map((item) => item.textContent ?? '');
}

describe('AuditEntries: each change in words', () => {
  it('names the fields as the forms do and says values as the pages do', async () => {
    renderEntries('en');
    expect(await lines()).toEqual([
      'WhatsApp number for bookings: (empty) → 9847000000Restore this value',
      'Home visits: No → YesRestore this value',
      'Shown in the directory: Yes → NoRestore this value',
      'Details confirmed on: 17 October 2026 → 27 November 2026',
      'Leave: (empty) → 26 November – 7 December (Family function)Restore this value',
      'somethingNew: a → b',
    ]);
    // The time in words where the clinics are, as the pages write dates and times.
    expect(screen.getByText('27 November 2026, 3:30 PM')).toBeTruthy();
    // The button names what it writes back, in the same words.
    expect(
      screen.getByRole('button', { name: 'Restore WhatsApp number for bookings to (empty)' }),
    ).toBeTruthy();
  });

  it('does the same in Malayalam', async () => {
    renderEntries('ml');
    const [whatsApp, homeVisits, , confirmed] = await lines();
    expect(whatsApp).toMatch(/^ബുക്കിംഗിനുള്ള വാട്സ്ആപ്പ് നമ്പർ: \(ശൂന്യം\) → 9847000000/);
    expect(homeVisits).toMatch(/^വീട്ടിൽ വന്ന് ചികിത്സ: ഇല്ല → അതെ/);
    expect(confirmed).toBe('വിവരങ്ങൾ ഉറപ്പാക്കിയ തീയതി: 2026 ഒക്ടോബർ 17 → 2026 നവംബർ 27');
    expect(screen.getByText('2026 നവംബർ 27, വൈകുന്നേരം 3:30')).toBeTruthy();
  });
});
