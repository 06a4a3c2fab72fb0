import { lazy, Suspense } from 'react';
import { ArrowLeft, LoaderCircle, LocateFixed, MapPin } from '../../../components/icons.js';
import { Button } from '../../../components/ui/button.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import type { NearMe, NearMeState } from '../hooks/use-near-me.js';

// The towns table and its search load only when the picker is first needed.
const TownPicker = lazy(() => import('./town-picker.js'));

const SORTED_FROM_KEYS = {
  control: { town: 'home.near.fromTown', location: 'home.near.fromLocation' },
  results: { town: 'home.near.resultsFromTown', location: 'home.near.resultsFromLocation' },
} as const;

/**
 * What a near-me list is sorted from, in the interface language (a picked town by its Malayalam
 * name on a Malayalam page), as the search panel's line or the results' heading says it; null
 * when the list is not sorted by distance.
 */
export function useSortedFrom(state: NearMeState, where: 'control' | 'results'): string | null {
  const t = useT();
  const format = useFormat();
  if (state.status !== 'on') return null;
  const keys = SORTED_FROM_KEYS[where];
  return state.town ? t(keys.town, { town: format.place(state.town) }) : t(keys.location);
}

/** The "Near me" button of the search panel, what the list is sorted from, and the way back. */
export function NearMeControl({ nearMe }: { nearMe: NearMe }) {
  const { state, locate, pickTown, choose, stop } = nearMe;
  const t = useT();
  const sortedFrom = useSortedFrom(state, 'control');

  return (
    <>
      <div className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-2 lg:col-span-5">
        {state.status === 'on' ? (
          <>
            <p className="flex items-center gap-1.5 text-sm font-medium text-sky-900" role="status">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {sortedFrom}
            </p>
            <Button variant="ghost" size="sm" onClick={choose}>
              {t('home.near.changeTown')}
            </Button>
            <Button variant="outline" size="sm" onClick={stop}>
              <ArrowLeft aria-hidden="true" />
              {t('home.near.back')}
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={locate}
            disabled={state.status === 'locating'}
          >
            {state.status === 'locating' ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <LocateFixed aria-hidden="true" />
            )}
            {t('home.near.button')}
          </Button>
        )}
        {state.status === 'locating' ? (
          <p className="text-sm text-slate-600" role="status">
            {t('home.near.locating')}
          </p>
        ) : null}
      </div>
      {state.status === 'picking' ? (
        <Suspense fallback={null}>
          <TownPicker reason={state.reason} onPick={pickTown} onCancel={stop} />
        </Suspense>
      ) : null}
    </>
  );
}
