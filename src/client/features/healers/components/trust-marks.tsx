import { CircleAlert, CircleCheck, Info, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { confirmationAge } from '../../../../shared/domain/confirmation.js';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import type { Verification } from '../../../../shared/schemas/verification.js';
import { useClinicClock } from '../../../hooks/use-clinic-clock.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';

/**
 * The profile's "Verified by the federation · March 2026", a button that shows what the
 * federation checked and that this is no licence (decision 044: a disclosure rather than a
 * tooltip, which a phone's tap never opens). Escape or a tap elsewhere closes it.
 */
export function VerifiedBadge({ verification }: { verification: Verification | null }) {
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  if (!verification) return null;
  return (
    <div ref={box} className="flex flex-col items-start gap-2">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1.5 rounded-lg bg-emerald-50 px-2.5 py-1 text-left text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {t('trust.verified')}{' '}
          {/* The month stays on one line when a narrow screen wraps the badge. */}
          <span className="whitespace-nowrap">
            · {format.dates.monthYear(verification.checkedOn)}
          </span>
        </span>
        <Info className="size-4 shrink-0" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="max-w-prose rounded-lg border border-emerald-200 bg-white p-3 text-sm text-slate-700 shadow-sm"
      >
        <p className="font-medium text-slate-900">
          {t('trust.checkedOn', { date: format.dates.fullDate(verification.checkedOn) })}
        </p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {verification.checks.map((check) => (
            <li key={check}>{t(`trust.checks.${check}`)}</li>
          ))}
        </ul>
        <p className="mt-2">{t('trust.notALicence')}</p>
      </div>
    </div>
  );
}

/**
 * "Details confirmed 12 March 2026", or, after CONFIRMATION_LIMITS.staleAfterDays, a warning
 * that they may have changed; nothing when never confirmed (decision 044).
 */
export function ConfirmedLine({ confirmedOn }: { confirmedOn: string | null }) {
  const t = useT();
  const format = useFormat();
  const { now, timeZone } = useClinicClock();
  const age = confirmationAge(confirmedOn, todayDate(now, timeZone));
  if (!age || !confirmedOn) return null;
  const date = format.dates.fullDate(confirmedOn);
  return age === 'recent' ? (
    <p className="flex items-center gap-1.5 text-sm text-slate-600">
      <CircleCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      {t('trust.confirmed', { date })}
    </p>
  ) : (
    <p className="flex items-start gap-1.5 text-sm text-amber-800">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('trust.confirmedLongAgo', { date })}
    </p>
  );
}
