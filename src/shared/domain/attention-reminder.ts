import type { AttentionReason } from '../constants/attention.js';

/**
 * What a reminder asks the healer to do about each reason, in Malayalam and English. The
 * federation's own check (verification-due) is not the healer's to fix, so a reminder never
 * names it.
 */
const ASKS: Partial<Record<AttentionReason, { ml: string; en: string }>> = {
  'never-signed-in': {
    ml: 'ഡയറക്ടറിയിൽ ആദ്യമായി ലോഗിൻ ചെയ്യുക',
    en: 'sign in to the directory for the first time',
  },
  'code-expired': {
    ml: 'നിങ്ങളുടെ ലോഗിൻ കോഡിന്റെ കാലാവധി കഴിഞ്ഞു; പുതിയ കോഡിനായി ഈ സന്ദേശത്തിന് മറുപടി അയയ്ക്കുക',
    en: 'your sign-in code has expired; reply to this message for a new one',
  },
  'not-confirmed': {
    ml: 'നിങ്ങളുടെ വിവരങ്ങൾ ഇപ്പോഴും ശരിയാണെന്ന് സ്ഥിരീകരിക്കുക',
    en: 'confirm that your details are still right',
  },
  'no-photo': { ml: 'ഒരു പ്രൊഫൈൽ ഫോട്ടോ ചേർക്കുക', en: 'add a profile photo' },
  'no-timings': {
    ml: 'ക്ലിനിക് തുറന്നിരിക്കുന്ന ദിവസങ്ങളും സമയവും ചേർക്കുക',
    en: 'add the days and hours your clinic is open',
  },
  'no-pin': {
    ml: 'ക്ലിനിക്കിന്റെ സ്ഥാനം മാപ്പിൽ അടയാളപ്പെടുത്തുക',
    en: 'mark your clinic on the map',
  },
  'no-whatsapp': {
    ml: 'ബുക്കിങ്ങിനായി ഒരു വാട്സ്ആപ്പ് നമ്പർ ചേർക്കുക',
    en: 'add a WhatsApp number for bookings',
  },
  'open-reports': {
    ml: 'വിവരങ്ങൾ ഒന്നു പരിശോധിക്കുക: ചിലത് തെറ്റാണെന്ന് രോഗികൾ അറിയിച്ചിട്ടുണ്ട്',
    en: 'check your details: patients have told us something may be wrong',
  },
};

/** The reasons a reminder can name, in the order given. */
export function remindableReasons(reasons: readonly AttentionReason[]): AttentionReason[] {
  return reasons.filter((reason) => ASKS[reason] !== undefined);
}

/**
 * The WhatsApp reminder from "Needs attention" (decision 048): in Malayalam, then in English,
 * whatever the admin's own language (as the invitation, decision 041), each naming what is
 * missing and the sign-in page in its language. Null when no reason is the healer's to fix.
 */
export function attentionReminderMessage(reminder: {
  name: string;
  organization: string;
  /** The public address of the site, without a trailing slash. */
  publicUrl: string;
  reasons: readonly AttentionReason[];
}): string | null {
  const asks = remindableReasons(reminder.reasons).map((reason) => ASKS[reason]!);
  if (asks.length === 0) return null;
  const { name, organization } = reminder;
  const list = (language: 'ml' | 'en') => asks.map((ask) => `• ${ask[language]}`).join('\n');
  return [
    `നമസ്കാരം ${name}, ${organization} ഡയറക്ടറിയിലെ നിങ്ങളുടെ വിവരങ്ങൾ പൂർത്തിയാക്കാൻ ഇനി ഇത്രയും ചെയ്യാനുണ്ട്:\n${list('ml')}\n${reminder.publicUrl}/healer-login?lang=ml എന്ന വിലാസത്തിൽ ലോഗിൻ ചെയ്യുക.`,
    `Hello ${name}, your listing in the ${organization} directory still needs you to:\n${list('en')}\nSign in at ${reminder.publicUrl}/healer-login`,
  ].join('\n\n');
}
