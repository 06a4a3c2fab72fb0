import { ORGANIZATION_SHORT_NAME } from '../../shared/constants/limits.js';
import { invitationMessage } from '../../shared/domain/invitation-message.js';
import { whatsappLink } from '../../shared/domain/whatsapp.js';
import { todayDate } from '../../shared/domain/zoned-time.js';
import type { Invitation } from '../../shared/schemas/healer-import.js';
import type { IssuedSignInCode } from './sign-in-code.js';

export type IssuedInvitation = Invitation;

/** A new healer's invitation with a prepared WhatsApp message (DESIGN §9.4). */
export function invitationOf(
  healer: { id: string; name: string; phone: string },
  issued: IssuedSignInCode | undefined,
  options: { countryCode: string; publicUrl: string; timeZone: string },
): Invitation {
  const date = issued ? todayDate(new Date(issued.expiresAt), options.timeZone) : undefined;
  const text = invitationMessage({
    organization: ORGANIZATION_SHORT_NAME,
    publicUrl: options.publicUrl,
    code: issued?.code,
    date,
  });
  return {
    ...healer,
    code: issued?.code ?? null,
    expiresAt: issued?.expiresAt ?? null,
    whatsappUrl: whatsappLink(healer.phone, text, options.countryCode),
  };
}
