import { MapPin } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { KeralaTown } from '../../../../shared/constants/kerala-towns.js';
import { searchTowns } from '../../../../shared/domain/geo.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { useT } from '../../../i18n/i18n-context.js';
import type { PickReason } from '../hooks/use-near-me.js';

/** At most this many towns are listed at once; typing narrows the list. */
const SHOWN = 8;

const REASON_KEYS = {
  denied: 'home.near.reasonDenied',
  unavailable: 'home.near.reasonUnavailable',
  chosen: 'home.near.reasonChosen',
} as const;

/** Kerala towns searchable by name, old name and Malayalam name; choosing one sorts by distance from it. */
export default function TownPicker(props: {
  reason: PickReason;
  onPick: (town: KeralaTown) => void;
  onCancel: () => void;
}) {
  const { reason, onPick, onCancel } = props;
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const towns = useMemo(() => searchTowns(query).slice(0, SHOWN), [query]);

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
          type="search"
          autoComplete="off"
          placeholder={t('home.near.townPlaceholder')}
          value={query}
          maxLength={60}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {towns.length === 0 ? (
        <p className="text-sm text-slate-700">{t('home.near.townNone')}</p>
      ) : (
        <ul
          className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={t('home.near.townsLabel')}
        >
          {towns.map((town) => (
            <li key={town.name}>
              <button
                type="button"
                onClick={() => onPick(town)}
                className="flex w-full items-start gap-2 rounded-lg bg-white px-3 py-2 text-left ring-1 ring-slate-200 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <MapPin className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{town.name}</span>
                  <span className="block text-xs text-slate-600">
                    <span lang="ml">{town.malayalam}</span>
                    {' · '}
                    {t('home.near.townDistrict', { district: town.district })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('home.near.cancel')}
        </Button>
      </div>
    </section>
  );
}
