import { cn } from '../../../components/ui/cn.js';
import { useT } from '../../../i18n/i18n-context.js';

/** At most this many dots; a longer list shows the window around the current card. */
const MAX_DOTS = 7;

/** The dot indicators of the card stack; each dot moves to its card. */
export function StackDots(props: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
}) {
  const { count, current, onSelect } = props;
  const t = useT();
  if (count < 2) return null;
  const size = Math.min(count, MAX_DOTS);
  const first = Math.max(0, Math.min(current - Math.floor(size / 2), count - size));
  const indexes = Array.from({ length: size }, (_, offset) => first + offset);
  return (
    <div className="flex items-center">
      {indexes.map((index) => (
        <button
          key={index}
          type="button"
          aria-label={t('home.stack.goTo', { number: index + 1 })}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-primary"
        >
          <span
            className={cn(
              'block rounded-full transition-all',
              index === current
                ? 'h-2 w-5 bg-primary'
                : 'size-2 bg-slate-400 group-hover:bg-slate-500',
            )}
          />
        </button>
      ))}
    </div>
  );
}
