import type { SearchSuggestion } from '../../../../shared/schemas/search.js';
import { LocateFixed, MapPin, Search } from '../../../components/icons.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { useSearchSuggestions } from '../api/search-suggestions.js';

/** What a tap on a suggestion does: search `query`, and with `nearMe`, nearest first. */
export type OnSuggest = (query: string, nearMe?: boolean) => void;

/**
 * Under "No healers found": the same words in the neighbouring districts, near me and without
 * the place, each with how many it finds (decision 067). Near me is offered when the browser
 * can locate and the list is not already sorted by distance.
 */
export function SearchSuggestions({
  params,
  onSuggest,
}: {
  params: Record<string, string>;
  onSuggest: OnSuggest;
}) {
  const t = useT();
  const format = useFormat();
  const { data } = useSearchSuggestions(params, true);
  const suggestions = data?.suggestions ?? [];
  const withoutPlace = suggestions.find((suggestion) => suggestion.kind === 'withoutPlace');
  const canLocate =
    typeof navigator !== 'undefined' && 'geolocation' in navigator && params.near === undefined;
  if (suggestions.length === 0) return null;
  const label = (suggestion: SearchSuggestion) =>
    suggestion.kind === 'withoutPlace'
      ? t('home.list.suggestWithoutPlace', { words: suggestion.query })
      : withoutPlace
        ? t('home.list.suggestDistrict', {
            words: withoutPlace.query,
            district: format.place(suggestion.district ?? ''),
          })
        : t('home.list.suggestDistrictOnly', { district: format.place(suggestion.district ?? '') });
  const item = (
    key: string,
    icon: React.ReactNode,
    text: string,
    count: number,
    run: () => void,
  ) => (
    <li key={key}>
      {/* Not the Button: its centred, unbroken line would cut a long Malayalam label. */}
      <button
        type="button"
        className="flex min-h-10 w-full items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        onClick={run}
      >
        <span className="flex items-center gap-2">
          {icon}
          {text}
        </span>
        <span className="shrink-0 font-normal text-slate-600">
          {t('home.list.suggestCount', { count })}
        </span>
      </button>
    </li>
  );
  return (
    <nav aria-labelledby="search-suggestions-title" className="mt-4 w-full max-w-md">
      <h3 id="search-suggestions-title" className="mb-2 font-semibold text-slate-900">
        {t('home.list.suggestTitle')}
      </h3>
      <ul className="flex flex-col gap-2" data-testid="search-suggestions">
        {suggestions
          .filter((suggestion) => suggestion.kind === 'district')
          .map((suggestion) =>
            item(
              suggestion.query,
              <MapPin className="size-4 shrink-0" aria-hidden="true" />,
              label(suggestion),
              suggestion.count,
              () => onSuggest(suggestion.query),
            ),
          )}
        {withoutPlace && canLocate
          ? item(
              'near-me',
              <LocateFixed className="size-4 shrink-0" aria-hidden="true" />,
              t('home.list.suggestNearMe', { words: withoutPlace.query }),
              withoutPlace.count,
              () => onSuggest(withoutPlace.query, true),
            )
          : null}
        {withoutPlace
          ? item(
              withoutPlace.query,
              <Search className="size-4 shrink-0" aria-hidden="true" />,
              label(withoutPlace),
              withoutPlace.count,
              () => onSuggest(withoutPlace.query),
            )
          : null}
      </ul>
    </nav>
  );
}
