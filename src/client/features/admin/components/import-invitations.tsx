import { Copy, MessageCircle } from 'lucide-react';
import { ORGANIZATION_SHORT_NAME } from '../../../../shared/constants/limits.js';
import { invitationMessage } from '../../../../shared/domain/invitation-message.js';
import { spreadsheetRow } from '../../../../shared/domain/spreadsheet-formula.js';
import { whatsappLink } from '../../../../shared/domain/whatsapp.js';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import type { Invitation } from '../../../../shared/schemas/healer-import.js';
import { Button, buttonClasses } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';

/**
 * The new healers' invitations after an import: one WhatsApp link each, with the message the
 * code dialog sends, and "Copy all" as tab-separated lines that paste into a spreadsheet.
 */
export function ImportInvitations({ invitations }: { invitations: readonly Invitation[] }) {
  const t = useT('admin');
  const zone = runtimeConfig.timeZone();
  const items = invitations.map((invitation) => {
    const until = invitation.expiresAt ? todayDate(new Date(invitation.expiresAt), zone) : '';
    const message = invitationMessage({
      organization: ORGANIZATION_SHORT_NAME,
      publicUrl: runtimeConfig.publicUrl(),
      code: invitation.code,
      date: until,
    });
    const link = invitation.code
      ? whatsappLink(invitation.phone, message, runtimeConfig.countryCode())
      : invitation.whatsappUrl;
    return { ...invitation, until, link };
  });
  const copyAll = async () => {
    // Formula-safe: a name typed as =HYPERLINK(…) or a +91 phone must paste as text.
    const lines = items.map((item) =>
      spreadsheetRow([item.name, item.phone, item.code ?? '', item.until, item.link ?? '']),
    );
    try {
      await navigator.clipboard.writeText([t('import.copyHeader'), ...lines].join('\n'));
      toast({ title: t('import.copiedAll'), variant: 'success' });
    } catch {
      toast({ title: t('import.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="import-invitations" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="import-invitations" className="text-lg font-semibold text-slate-900">
          {t('import.invitationsTitle')}
        </h3>
        <Button variant="outline" onClick={copyAll}>
          <Copy aria-hidden="true" />
          {t('import.copyAll')}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{t('import.invitationsHint')}</p>
      <ul className="flex max-h-80 flex-col divide-y divide-slate-100 overflow-auto rounded-lg ring-1 ring-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.name}</p>
              <p className="text-sm text-slate-600">
                {item.phone}
                {item.code ? (
                  <>
                    {' · '}
                    <span className="sr-only">{t('import.code')}: </span>
                    <span className="font-mono">{item.code}</span>
                  </>
                ) : null}
              </p>
            </div>
            {item.link ? (
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('import.sendTo', { name: item.name })}
                className={buttonClasses({ variant: 'success', size: 'sm' })}
              >
                <MessageCircle aria-hidden="true" />
                {t('import.send')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
