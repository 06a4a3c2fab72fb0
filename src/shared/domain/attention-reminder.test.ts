import { describe, expect, it } from 'vitest';
import { attentionReminderMessage, remindableReasons } from './attention-reminder.js';

const base = {
  name: 'Anil Kumar',
  organization: 'FCAH Kerala',
  publicUrl: 'https://healers.example.org',
};

describe('attentionReminderMessage', () => {
  it('names what is missing, in Malayalam then English, with each sign-in page', () => {
    const message = attentionReminderMessage({ ...base, reasons: ['no-photo', 'no-pin'] })!;
    const [malayalam, english] = message.split('\n\n');
    expect(malayalam).toContain('നമസ്കാരം Anil Kumar');
    expect(malayalam).toContain('• ഒരു പ്രൊഫൈൽ ഫോട്ടോ ചേർക്കുക');
    expect(malayalam).toContain('• ക്ലിനിക്കിന്റെ സ്ഥാനം മാപ്പിൽ അടയാളപ്പെടുത്തുക');
    expect(malayalam).toContain('https://healers.example.org/healer-login?lang=ml');
    expect(english).toBe(
      'Hello Anil Kumar, your listing in the FCAH Kerala directory still needs you to:\n• add a profile photo\n• mark your clinic on the map\nSign in at https://healers.example.org/healer-login',
    );
  });

  it('never asks the healer about the federation’s own check', () => {
    expect(remindableReasons(['verification-due', 'no-whatsapp'])).toEqual(['no-whatsapp']);
    expect(attentionReminderMessage({ ...base, reasons: ['verification-due'] })).toBeNull();
  });
});
