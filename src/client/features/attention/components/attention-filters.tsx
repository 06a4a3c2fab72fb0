import { ATTENTION_REASONS, type AttentionReason } from '../../../../shared/constants/trust.js';
import type { AttentionCounts } from '../../../../shared/schemas/attention.js';
import { cn } from '../../../components/ui/cn.js';
import { useT } from '../../../i18n/i18n-context.js';

/**
 * The attention list's summary, which is also its filter: "All" and one button per reason with
 * how many active healers have it; the pressed one is the list shown.
 */
export function AttentionFilters(props: {
  counts: AttentionCounts | undefined;
  all: number | undefined;
  selected: AttentionReason | null;
  onSelect: (reason: AttentionReason | null) => void;
}) {
  const t = useT('admin');
  const chip = (reason: AttentionReason | null, label: string, count: number | undefined) => {
    const pressed = props.selected === reason;
    return (
      <li key={reason ?? 'all'}>
        <button
          type="button"
          aria-pressed={pressed}
          onClick={() => props.onSelect(reason)}
          className={cn(
            // A chip, not buttonClasses(): a long Malayalam reason must wrap on a phone.
            'inline-flex min-h-9 max-w-full items-center gap-2 rounded-md px-3 py-1.5 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
            pressed
              ? 'bg-primary text-white shadow-sm hover:bg-primary-strong'
              : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
          )}
        >
          <span>{label}</span>
          {count === undefined ? null : (
            <span
              className={
                pressed
                  ? 'shrink-0 rounded-full bg-white/20 px-2 text-xs font-semibold'
                  : 'shrink-0 rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-800'
              }
            >
              {count.toLocaleString('en-IN')}
            </span>
          )}
        </button>
      </li>
    );
  };
  return (
    <ul aria-label={t('attention.filters')} className="flex flex-wrap gap-2">
      {chip(null, t('attention.all'), props.all)}
      {ATTENTION_REASONS.map((reason) =>
        chip(reason, t(`attention.reasons.${reason}`), props.counts?.[reason]),
      )}
    </ul>
  );
}
