import { CheckCircle2, KeyRound, MessageCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { ORGANIZATION_SHORT_NAME } from '../../../../shared/constants/limits.js';
import type { AttentionReason } from '../../../../shared/constants/trust.js';
import { attentionReminderMessage } from '../../../../shared/domain/attention-reminder.js';
import { whatsappLink } from '../../../../shared/domain/whatsapp.js';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import {
  ATTENTION_PAGE_SIZE,
  type AttentionListItem,
} from '../../../../shared/schemas/attention.js';
import { Pagination } from '../../../components/table/pagination.js';
import { pageCount } from '../../../components/table/pagination-items.js';
import { TableCard, type TableColumn } from '../../../components/table/table-card.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button, buttonClasses } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { useAttentionPage } from '../api/get-attention.js';
import { useMarkReminded } from '../api/mark-reminded.js';
import { AttentionFilters } from './attention-filters.js';

/** Reasons a new sign-in code fixes. */
const SIGN_IN_REASONS: readonly AttentionReason[] = ['never-signed-in', 'code-expired'];
/** Reasons shown in red: the healer cannot sign in, or patients said something is wrong. */
const URGENT_REASONS: readonly AttentionReason[] = ['code-expired', 'open-reports'];

/** The reminder's WhatsApp link for a healer, or null when it would ask them for nothing. */
function reminderLink(item: AttentionListItem): string | null {
  const message = attentionReminderMessage({
    name: item.name,
    organization: ORGANIZATION_SHORT_NAME,
    publicUrl: runtimeConfig.publicUrl(),
    reasons: item.reasons,
  });
  if (!message) return null;
  // The booking WhatsApp when there is one; else the phone they sign in with.
  return whatsappLink(item.bookingWhatsApp || item.phone, message, runtimeConfig.countryCode());
}

/** The healer whose sign-in is being reset, as the reset dialog takes them. */
export interface ResettingHealer {
  id: string;
  name: string;
  phone: string;
}

export interface AttentionListProps {
  /** The console's reset dialog (features/admin), open for `healer` until `close`. */
  resetDialog: (healer: ResettingHealer, close: () => void) => ReactNode;
}

/**
 * "Needs attention" (DESIGN §10.1, decision 048): the active healers whose listing is missing
 * something, with counts per reason that filter the list, each healer's reasons in words and
 * what fixes them: a new sign-in code, or a WhatsApp reminder whose sending is ticked.
 */
export function AttentionList({ resetDialog }: AttentionListProps) {
  const t = useT('admin');
  const format = useFormat();
  const [reason, setReason] = useState<AttentionReason | null>(null);
  const [page, setPage] = useState(1);
  const [resetting, setResetting] = useState<AttentionListItem | null>(null);
  const list = useAttentionPage(reason, page);
  const remind = useMarkReminded();
  const data = list.data;
  const pages = pageCount(data?.total ?? 0, ATTENTION_PAGE_SIZE);
  const codeMode = runtimeConfig.firstPassword() === 'code';
  const timeZone = runtimeConfig.timeZone();

  // A page left past the end (healers fixed meanwhile) moves back to the last one.
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && page > pages) setPage(pages);
  }, [list.isSuccess, list.isPlaceholderData, page, pages]);

  const select = (next: AttentionReason | null) => {
    setReason(next);
    setPage(1);
  };
  const sent = (item: AttentionListItem) =>
    remind.mutate(item.healerId, {
      onError: () => toast({ title: t('attention.remindFailed'), variant: 'destructive' }),
    });

  const columns: TableColumn<AttentionListItem>[] = [
    {
      header: t('attention.healer'),
      cell: (item) => (
        <div className="flex min-w-36 flex-col">
          <span className="font-medium text-slate-900">{item.name}</span>
          <span className="text-sm text-slate-600">
            {format.place(item.district)} · <span className="whitespace-nowrap">{item.phone}</span>
          </span>
        </div>
      ),
    },
    {
      header: t('attention.reasonsHeading'),
      cell: (item) => (
        <ul className="flex min-w-48 flex-wrap gap-1.5">
          {item.reasons.map((entry) => (
            <li key={entry}>
              <Badge variant={URGENT_REASONS.includes(entry) ? 'danger' : 'warning'}>
                {t(`attention.reasons.${entry}`)}
              </Badge>
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: t('attention.reminderHeading'),
      className: 'whitespace-nowrap text-sm',
      cell: (item) =>
        item.remindedAt ? (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('attention.sent', { date: todayDate(new Date(item.remindedAt), timeZone) })}
          </span>
        ) : (
          <span className="text-slate-600">{t('attention.notSent')}</span>
        ),
    },
    {
      header: t('attention.actions'),
      headerClassName: 'text-right',
      cell: (item) => {
        const link = reminderLink(item);
        return (
          <div className="flex flex-wrap justify-end gap-1.5">
            {item.reasons.some((entry) => SIGN_IN_REASONS.includes(entry)) ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={
                  codeMode
                    ? t('codeMode.newCodeOf', { name: item.name })
                    : t('users.resetPasswordOf', { name: item.name })
                }
                onClick={() => setResetting(item)}
              >
                <KeyRound aria-hidden="true" />
                <span aria-hidden="true">
                  {codeMode ? t('codeMode.newCode') : t('users.resetPassword')}
                </span>
              </Button>
            ) : null}
            {link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('attention.remindOf', { name: item.name })}
                className={buttonClasses({ variant: 'success', size: 'sm' })}
                onClick={() => sent(item)}
              >
                <MessageCircle aria-hidden="true" />
                <span aria-hidden="true">{t('attention.remind')}</span>
              </a>
            ) : (
              <span className="text-sm text-slate-600">{t('attention.nothingToRemind')}</span>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <div id="attention" className="scroll-mt-4">
      <TableCard
        title={t('attention.title')}
        header={
          <>
            <p className="text-sm text-slate-600">{t('attention.subtitle')}</p>
            <AttentionFilters
              counts={data?.counts}
              all={data?.all}
              selected={reason}
              onSelect={select}
            />
            {data ? (
              <p className="text-sm text-slate-700" aria-live="polite">
                {t('attention.count', { count: data.total })}
              </p>
            ) : null}
          </>
        }
        headerLayout="stack"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(item) => item.healerId}
        pending={list.isPending}
        loadingText={t('attention.loading')}
        emptyText={
          list.isError
            ? t('attention.failed')
            : reason
              ? t('attention.emptyFilter')
              : t('attention.empty')
        }
        scroll
        footer={
          <Pagination
            page={Math.min(page, pages)}
            pageCount={pages}
            onPage={setPage}
            label={t('attention.pages')}
          />
        }
      >
        {resetting
          ? resetDialog(
              { id: resetting.healerId, name: resetting.name, phone: resetting.phone },
              () => setResetting(null),
            )
          : null}
      </TableCard>
    </div>
  );
}
