import { ATTENTION_REASONS, type AttentionReason } from '../../../../shared/constants/trust.js';
import type { AttentionCounts } from '../../../../shared/schemas/attention.js';
import { Button } from '../../../components/ui/button.js';
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
        <Button
          variant={pressed ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={pressed}
          onClick={() => props.onSelect(reason)}
          className="h-auto min-h-9 whitespace-normal py-1.5 text-left"
        >
          <span>{label}</span>
          {count === undefined ? null : (
            <span
              className={
                pressed
                  ? 'rounded-full bg-white/20 px-2 text-xs font-semibold'
                  : 'rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-800'
              }
            >
              {count.toLocaleString('en-IN')}
            </span>
          )}
        </Button>
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
