import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context.js';
import { mlFormatters, mlSite } from '../../../i18n/ml/site.js';
import { EmptySearches } from './admin-insights.js';

afterEach(cleanup);

function renderSearches(language: 'en' | 'ml', other: number) {
  const searches = (
    <EmptySearches
      rows={[{ query: 'marma chikitsa', district: 'Kollam', count: 4 }]}
      other={other}
    />
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        {language === 'ml' ? (
          <I18nProvider locale="ml" messages={mlSite} formatters={mlFormatters}>
            {searches}
          </I18nProvider>
        ) : (
          searches
        )}
      </Suspense>
    </QueryClientProvider>,
  );
}

async function rows(): Promise<string[][]> {
  const table = await screen.findByRole('table');
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent ?? ''),
  );
}

describe('EmptySearches: the searches past a day’s 500 distinct ones (decision 057)', () => {
  it('shows them as a last row in English, only when there are any', async () => {
    renderSearches('en', 1234);
    expect(await rows()).toEqual([
      ['marma chikitsa', 'Kollam', '4'],
      ['Other searches (beyond 500 different ones a day)', 'Any district', '1,234'],
    ]);
    cleanup();
    renderSearches('en', 0);
    expect(await rows()).toEqual([['marma chikitsa', 'Kollam', '4']]);
  });

  it('and in Malayalam', async () => {
    renderSearches('ml', 7);
    const last = (await rows()).at(-1);
    expect(last).toEqual([
      'മറ്റു തിരച്ചിലുകൾ (ഒരു ദിവസം 500 വ്യത്യസ്ത തിരച്ചിലുകൾക്കു ശേഷമുള്ളവ)',
      'എല്ലാ ജില്ലകളും',
      '7',
    ]);
  });
});
