import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlSite } from '../../../i18n/ml/site.js';
import { TeamMemberDialog } from './team-member-dialog.js';

// The server is a mocked fetch: the refusal's shape is the point, and the browser test
// (tests/e2e/admin-catalogue.test.ts) shows a real one under its field.
function refuse(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 409 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderDialog(language: 'en' | 'ml') {
  const client = new QueryClient();
  const dialog = <TeamMemberDialog open onOpenChange={() => {}} member={null} />;
  render(
    <QueryClientProvider client={client}>
      {language === 'ml' ? (
        <I18nProvider locale="ml" messages={mlSite}>
          {dialog}
        </I18nProvider>
      ) : (
        dialog
      )}
    </QueryClientProvider>,
  );
}

/** The text the field's input is described by (its hint and its error). */
function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function submitNamed(name: string, nameLabel: string, createLabel: string) {
  fireEvent.input(screen.getByLabelText(nameLabel), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: createLabel }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a server field error in a form', () => {
  it('shows under the field its path names, as the server sent it (English)', async () => {
    const message = 'This phone number is listed for another member';
    const fetch = refuse({ message, errors: [{ path: 'phone', message }] });
    renderDialog('en');
    await submitNamed('Dr. Meera Nair', 'Name', 'Create');
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(describedText(phone)).toBe(message));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).toHaveBeenCalledOnce();
    // The other fields keep no error.
    expect(describedText(screen.getByLabelText('Email'))).toBe('');
  });

  it('shows under the field in Malayalam: a known message translated, another as sent', async () => {
    const known = 'This phone number is already used by another healer';
    const other = 'This e-mail is listed for another member';
    // The server's shape: a message of the product's own carries its key (decision 033).
    refuse({
      message: known,
      key: 'phoneUsedByAnother',
      errors: [
        { path: 'phone', message: known, key: 'phoneUsedByAnother' },
        { path: 'email', message: other },
        { path: 'notAField', message: 'ignored' },
      ],
    });
    renderDialog('ml');
    await submitNamed('ഡോ. മീര നായർ', 'പേര്', 'ചേർക്കുക');
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('ഫോൺ'))).toBe(
        'ഈ ഫോൺ നമ്പർ മറ്റൊരു ഹീലർ ഉപയോഗിക്കുന്നുണ്ട്',
      ),
    );
    expect(describedText(screen.getByLabelText('ഇമെയിൽ'))).toBe(other);
    expect(screen.queryByText('ignored')).toBeNull();
  });
});
