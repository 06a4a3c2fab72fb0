import { describe, expect, it } from 'vitest';
import { invitationMessage } from './invitation-message.js';

describe('invitationMessage', () => {
  const base = { organization: 'FCAH Kerala', publicUrl: 'https://healers.example' };

  it('says it in Malayalam first, with the Malayalam sign-in page, then in English', () => {
    const text = invitationMessage({ ...base, code: '1234 5678', date: '2026-12-11' });
    const [malayalam, english] = text.split('\n\n');
    expect(malayalam).toContain('1234 5678');
    expect(malayalam).toContain('https://healers.example/healer-login?lang=ml');
    expect(malayalam).toMatch(/[\u0D00-\u0D7F]/);
    expect(english).toBe(
      'Your FCAH Kerala sign-in code is 1234 5678. Sign in at https://healers.example/healer-login with your phone number and this code by 2026-12-11, then choose your own password.',
    );
  });

  it('without a code (FIRST_PASSWORD=phone) asks for the phone number as password', () => {
    const text = invitationMessage(base);
    expect(text).toContain('https://healers.example/healer-login?lang=ml');
    expect(text).toContain('with your phone number as your password');
  });
});
