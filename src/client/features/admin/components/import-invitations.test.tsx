import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportInvitations } from './import-invitations.js';

afterEach(cleanup);

/** What a spreadsheet runs as a formula when a pasted cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/;

describe('the import invitations, "Copy all"', () => {
  it('copies lines whose every cell pastes into a spreadsheet as text, not a formula', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <ImportInvitations
        invitations={[
          {
            id: 'h1',
            name: '=HYPERLINK("https://evil.example","Open")',
            phone: '+91 98470 11111',
            code: '1234 5678',
            expiresAt: '2026-12-10T00:00:00.000Z',
            whatsappUrl: null,
          },
          {
            id: 'h2',
            name: '@SUM(1)\tshifted',
            phone: '9847022222',
            code: null,
            expiresAt: null,
            whatsappUrl: 'https://wa.me/919847022222',
          },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const [header, ...lines] = writeText.mock.calls[0]![0].split('\n');
    const width = header!.split('\t').length;
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const cells = line.split('\t');
      expect(cells).toHaveLength(width);
      for (const cell of cells) expect(cell).not.toMatch(FORMULA_START);
    }
    expect(lines[0]!.split('\t').slice(0, 3)).toEqual([
      `'=HYPERLINK("https://evil.example","Open")`,
      "'+91 98470 11111",
      '1234 5678',
    ]);
  });
});
