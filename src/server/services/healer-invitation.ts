import { ORGANIZATION_SHORT_NAME } from '../../shared/constants/limits.js';
import { whatsappLink } from '../../shared/domain/whatsapp.js';
import { todayDate } from '../../shared/domain/zoned-time.js';
import type { Invitation } from '../../shared/schemas/healer-import.js';
import type { IssuedSignInCode } from './sign-in-code.js';

export type IssuedInvitation = Invitation;

/**
 * The message the admin panel's code dialog prepares (admin catalogue `signInCode.message`),
 * in English for API callers; the panel builds its own link in the admin's language.
 */
function invitationText(code: string | undefined, url: string, date: string | undefined): string {
  if (!code || !date) {
    return `You are listed in the ${ORGANIZATION_SHORT_NAME} directory. Sign in at ${url} with your phone number as your password, then choose your own password.`;
  }
  return `Your ${ORGANIZATION_SHORT_NAME} sign-in code is ${code}. Sign in at ${url} with your phone number and this code by ${date}, then choose your own password.`;
}

/** A new healer's invitation with a prepared WhatsApp message (DESIGN §9.4). */
export function invitationOf(
  healer: { id: string; name: string; phone: string },
  issued: IssuedSignInCode | undefined,
  options: { countryCode: string; publicUrl: string; timeZone: string },
): Invitation {
  const date = issued ? todayDate(new Date(issued.expiresAt), options.timeZone) : undefined;
  const text = invitationText(issued?.code, `${options.publicUrl}/healer-login`, date);
  return {
    ...healer,
    code: issued?.code ?? null,
    expiresAt: issued?.expiresAt ?? null,
    whatsappUrl: whatsappLink(healer.phone, text, options.countryCode),
  };
}
