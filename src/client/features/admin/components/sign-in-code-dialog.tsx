import { Copy, MessageCircle } from 'lucide-react';
import { ORGANIZATION_SHORT_NAME } from '../../../../shared/constants/limits.js';
import { invitationMessage } from '../../../../shared/domain/invitation-message.js';
import { whatsappLink } from '../../../../shared/domain/whatsapp.js';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import { Button, buttonClasses } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast-store.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { closeSignInCode, useIssuedSignInCode } from '../hooks/sign-in-code-store.js';

/**
 * The one-time sign-in code, shown once after a create, reset or phone change, with a prepared
 * WhatsApp message to the healer and a Copy button (DESIGN §5).
 */
export function SignInCodeDialog() {
  const t = useT('admin');
  const issued = useIssuedSignInCode();
  if (!issued) return null;
  const { name, phone, signInCode } = issued;
  const until = todayDate(new Date(signInCode.expiresAt), runtimeConfig.timeZone());
  const message = invitationMessage({
    organization: ORGANIZATION_SHORT_NAME,
    publicUrl: runtimeConfig.publicUrl(),
    code: signInCode.code,
    date: until,
  });
  const sendLink = whatsappLink(phone, message, runtimeConfig.countryCode());
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(signInCode.code);
      toast({ title: t('signInCode.copied'), variant: 'success' });
    } catch {
      toast({ title: t('signInCode.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && closeSignInCode()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('signInCode.title')}</DialogTitle>
          <DialogDescription>{t('signInCode.description', { name, phone })}</DialogDescription>
        </DialogHeader>
        <p className="rounded-lg bg-slate-100 py-4 text-center font-mono text-3xl font-semibold tracking-widest text-slate-900">
          <span className="sr-only">{t('signInCode.codeLabel')}: </span>
          {signInCode.code}
        </p>
        <p className="text-sm text-slate-600">{t('signInCode.validUntil', { date: until })}</p>
        <DialogFooter className="flex-wrap gap-2">
          {sendLink ? (
            <a
              href={sendLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'success' })}
            >
              <MessageCircle aria-hidden="true" />
              {t('signInCode.send')}
            </a>
          ) : null}
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden="true" />
            {t('signInCode.copy')}
          </Button>
          <Button variant="ghost" onClick={closeSignInCode}>
            {t('signInCode.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
