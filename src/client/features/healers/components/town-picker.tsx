import { MapPin } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import type { KeralaTown } from '../../../../shared/constants/kerala-towns.js';
import { searchTowns } from '../../../../shared/domain/geo.js';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../components/ui/cn.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { useFormat, useLocale, useT } from '../../../i18n/i18n-context.js';
import type { PickReason } from '../hooks/use-near-me.js';

/** At most this many towns are listed at once; typing narrows the list. */
const SHOWN = 8;

const REASON_KEYS = {
  denied: 'home.near.reasonDenied',
  unavailable: 'home.near.reasonUnavailable',
  chosen: 'home.near.reasonChosen',
} as const;

/**
 * Kerala towns searchable by name, old name and Malayalam name; choosing one sorts by distance
 * from it. The field is a WAI-ARIA combobox with a list of suggestions (decision 034): the
 * arrows move through them, Enter takes the highlighted one (or the first), Escape closes the
 * list, and a tap or click takes one too. Focus stays in the field throughout, so a phone's
 * keyboard stays open.
 */
export default function TownPicker(props: {
  reason: PickReason;
  onPick: (town: KeralaTown) => void;
  onCancel: () => void;
}) {
  const { reason, onPick, onCancel } = props;
  const t = useT();
  const format = useFormat();
  // A Malayalam page names each town in Malayalam first, its English name beneath.
  const malayalam = useLocale() === 'ml';
  const id = useId();
  const listId = `${id}-towns`;
  const [query, setQuery] = useState('');
  // The list is open from the start: on a phone the suggestions are the quickest way to a town.
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const towns = useMemo(() => searchTowns(query).slice(0, SHOWN), [query]);
  const expanded = open && towns.length > 0;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = towns.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (last < 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : last);
        } else if (down) {
          setActive(active >= last ? 0 : active + 1);
        } else {
          setActive(active <= 0 ? last : active - 1);
        }
        return;
      }
      case 'Enter': {
        // Enter never submits anything else: it chooses the highlighted town, or the best match.
        event.preventDefault();
        const town = towns[expanded && active >= 0 ? active : 0];
        if (town) onPick(town);
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        return;
      }
      default:
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="col-span-2 flex flex-col gap-3 rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200 lg:col-span-5"
    >
      <div>
        <h2 id={`${id}-title`} className="font-semibold text-slate-900">
          {t('home.near.pickerTitle')}
        </h2>
        <p className="text-sm text-slate-700" role={reason === 'chosen' ? undefined : 'status'}>
          {t(REASON_KEYS[reason])}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-town`}>{t('home.near.townLabel')}</Label>
        <Input
          id={`${id}-town`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(id, active) : undefined}
          autoComplete="off"
          enterKeyHint="go"
          placeholder={t('home.near.townPlaceholder')}
          value={query}
          maxLength={60}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {towns.length === 0 ? (
        <p className="text-sm text-slate-700">{t('home.near.townNone')}</p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        hidden={!expanded}
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t('home.near.townsLabel')}
      >
        {towns.map((town, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (WAI-ARIA combobox)
          <div
            key={town.name}
            id={optionId(id, index)}
            role="option"
            // Never tabbed to: the field keeps the focus and points at the option instead.
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the field, where the keys work, when an option is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(town)}
            className={cn(
              'flex w-full cursor-pointer items-start gap-2 rounded-lg bg-white px-3 py-2 text-left ring-1 ring-slate-200 hover:bg-sky-100',
              index === active && 'bg-sky-100 ring-2 ring-primary',
            )}
          >
            <MapPin className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900" lang={malayalam ? 'ml' : 'en'}>
                {malayalam ? town.malayalam : town.name}
              </span>
              <span className="block text-xs text-slate-600">
                <span lang={malayalam ? 'en' : 'ml'}>{malayalam ? town.name : town.malayalam}</span>
                {' · '}
                {t('home.near.townDistrict', { district: format.place(town.district) })}
              </span>
            </span>
          </div>
        ))}
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('home.near.cancel')}
        </Button>
      </div>
    </section>
  );
}

function optionId(base: string, index: number): string {
  return `${base}-town-${index}`;
}
