/**
 * The WhatsApp message that invites a healer to sign in (DESIGN §5): in Malayalam, then in English,
 * whatever the admin's own language, each with the sign-in page in its language (decision 041).
 * One home for the server's invitation links and the admin panel's code dialog and import list.
 */
export function invitationMessage(invitation: {
  organization: string;
  /** The public address of the site, without a trailing slash. */
  publicUrl: string;
  /** The one-time code and its last day; absent with FIRST_PASSWORD=phone. */
  code?: string | null | undefined;
  date?: string | undefined;
}): string {
  const { organization, code, date } = invitation;
  const malayalamUrl = `${invitation.publicUrl}/healer-login?lang=ml`;
  const englishUrl = `${invitation.publicUrl}/healer-login`;
  if (!code || !date) {
    return [
      `നിങ്ങളെ ${organization} ഡയറക്ടറിയിൽ ചേർത്തിട്ടുണ്ട്. ${malayalamUrl} എന്ന വിലാസത്തിൽ ഫോൺ നമ്പർ തന്നെ പാസ്‌വേഡായി നൽകി ലോഗിൻ ചെയ്ത്, സ്വന്തം പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക.`,
      `You are listed in the ${organization} directory. Sign in at ${englishUrl} with your phone number as your password, then choose your own password.`,
    ].join('\n\n');
  }
  return [
    `നിങ്ങളുടെ ${organization} ലോഗിൻ കോഡ് ${code} ആണ്. ${date}-നു മുമ്പ് ${malayalamUrl} എന്ന വിലാസത്തിൽ നിങ്ങളുടെ ഫോൺ നമ്പറും ഈ കോഡും ഉപയോഗിച്ച് ലോഗിൻ ചെയ്ത്, സ്വന്തം പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക.`,
    `Your ${organization} sign-in code is ${code}. Sign in at ${englishUrl} with your phone number and this code by ${date}, then choose your own password.`,
  ].join('\n\n');
}
