import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  REPORT_LIMITS,
  REPORT_REASONS,
  type ReportReason,
} from '../../../../shared/constants/reports.js';
import { ApiError } from '../../../api/api-request.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { Textarea } from '../../../components/ui/input.js';
import { useT } from '../../../i18n/i18n-context.js';
import { apiErrorText } from '../../../i18n/validation-message.js';
import { reportHealer } from '../api/report-healer.js';

type Phase = 'form' | 'sending' | 'sent';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ReportListingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  healerId: string;
  name: string;
}

/**
 * The short form of a patient's report (DESIGN §10.1): what is wrong, an optional note, and a
 * field only bots fill. It never sends sooner than REPORT_LIMITS.formMinMs after it opened:
 * a person pressing Send at once just waits a moment longer (decision 047).
 */
export default function ReportListingDialog(props: ReportListingDialogProps) {
  const t = useT();
  const account = useT('account');
  const [openedAt] = useState(() => Date.now());
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [website, setWebsite] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const [problem, setProblem] = useState<string | undefined>();
  const firstReason = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const ids = { note: useId(), counter: useId(), hint: useId(), problem: useId() };

  const problemText = (error: unknown) => {
    if (error instanceof ApiError) return apiErrorText(account, error) ?? t('report.failed');
    return t('report.offline');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'form') return;
    if (!reason) {
      setProblem(account('validation.reportReason'));
      firstReason.current?.focus();
      return;
    }
    setProblem(undefined);
    setPhase('sending');
    const early = openedAt + REPORT_LIMITS.formMinMs - Date.now();
    if (early > 0) await wait(early);
    try {
      const trimmed = note.trim();
      await reportHealer(props.healerId, {
        reason,
        ...(trimmed ? { note: trimmed } : {}),
        website,
      });
      if (mounted.current) setPhase('sent');
    } catch (error) {
      if (!mounted.current) return;
      setPhase('form');
      setProblem(problemText(error));
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('report.title')}</DialogTitle>
          <DialogDescription>
            {phase === 'sent'
              ? t('report.thanksTitle')
              : t('report.description', { name: props.name })}
          </DialogDescription>
        </DialogHeader>
        {phase === 'sent' ? (
          <>
            <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
              {t('report.thanks')}
            </p>
            <DialogFooter>
              <Button autoFocus onClick={() => props.onOpenChange(false)}>
                {t('report.done')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={send} noValidate>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-slate-800">
                {t('report.reasonLegend')}
              </legend>
              {REPORT_REASONS.map((value, index) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 text-slate-800 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                >
                  <input
                    ref={index === 0 ? firstReason : undefined}
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    aria-describedby={problem ? ids.problem : undefined}
                    className="size-4 accent-primary"
                  />
                  {t(`report.reasons.${value}`)}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-2">
              {/* Not ui/Label: its single line height would crowd a wrapped Malayalam label. */}
              <label htmlFor={ids.note} className="text-sm font-medium leading-snug text-slate-800">
                {t('report.note')}
              </label>
              <Textarea
                id={ids.note}
                name="note"
                rows={3}
                maxLength={REPORT_LIMITS.noteMax}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                aria-describedby={`${ids.hint} ${ids.counter}`}
              />
              <div className="flex justify-between gap-3 text-xs text-slate-600">
                <span id={ids.hint}>{t('report.noteHint')}</span>
                <span id={ids.counter} className="shrink-0 tabular-nums">
                  {t('report.counter', {
                    count: String(note.length),
                    max: String(REPORT_LIMITS.noteMax),
                  })}
                </span>
              </div>
            </div>
            {/* People never see or reach this field; a bot filling every input fills it too. */}
            <div
              aria-hidden="true"
              className="absolute -left-[10000px] top-auto size-px overflow-hidden"
            >
              <label>
                {t('report.honeypot')}
                <input
                  type="text"
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  value={website}
                  onChange={(event) => setWebsite(event.target.value)}
                />
              </label>
            </div>
            {problem ? (
              <p id={ids.problem} role="alert" className="text-sm font-medium text-red-800">
                {problem}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => props.onOpenChange(false)}>
                {t('report.cancel')}
              </Button>
              {/* aria-disabled, not disabled: the focus stays on the button while it waits. */}
              <Button type="submit" aria-disabled={phase === 'sending'}>
                {phase === 'sending' ? t('report.sending') : t('report.send')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
