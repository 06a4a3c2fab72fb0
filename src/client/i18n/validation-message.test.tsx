import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { ApiError } from '../api/api-request.js';
import { I18nProvider, useT } from './i18n-context.js';
import { mlSite } from './ml/site.js';
import { apiErrorText } from './validation-message.js';

afterEach(cleanup);

/** The server's refusal as the healer sign-in form shows it (healer-login-form.tsx). */
function SignInFailure({ message }: { message: string }) {
  const t = useT('account');
  const refusal = new ApiError(401, JSON.stringify({ message, key: 'signInCodeVoid' }));
  return <p>{apiErrorText(t, refusal)}</p>;
}

describe('the healer sign-in page on a void code', () => {
  it('tells the healer to ask the federation for a new code, in English and Malayalam', () => {
    render(<SignInFailure message={VALIDATION_MESSAGES.signInCodeVoid} />);
    expect(
      screen.getByText(
        'This sign-in code no longer works: it was tried wrongly too many times. Please ask the federation for a new code.',
      ),
    ).toBeTruthy();
    cleanup();
    render(
      <I18nProvider locale="ml" messages={mlSite}>
        <SignInFailure message={VALIDATION_MESSAGES.signInCodeVoid} />
      </I18nProvider>,
    );
    expect(
      screen.getByText(
        'ഈ ലോഗിൻ കോഡ് ഇനി ഉപയോഗിക്കാനാവില്ല: പലതവണ തെറ്റായി ശ്രമിച്ചു. പുതിയ കോഡിനായി ഫെഡറേഷനെ ബന്ധപ്പെടുക.',
      ),
    ).toBeTruthy();
  });
});
