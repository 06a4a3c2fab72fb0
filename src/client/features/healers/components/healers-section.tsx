import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/constants/limits.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { sendEvent } from '../../../api/send-event.js';
import { CircleAlert, MapPin, SearchX, Users } from '../../../components/icons.js';
import { Button } from '../../../components/ui/button.js';
import { useMediaQuery } from '../../../hooks/use-media-query.js';
import { useT } from '../../../i18n/i18n-context.js';
import { HEALERS_FETCH_FAILED } from '../api/fetch-errors.js';
import { useHealers } from '../api/get-healers.js';
import { useSearchHealers } from '../api/search-healers.js';
import { useReshuffle } from '../hooks/use-reshuffle.js';
import { CardStack } from './card-stack.js';
import { HealerCard } from './healer-card.js';
import { HealerListSkeleton } from './healer-list-skeleton.js';
import { type OnSuggest, SearchSuggestions } from './search-suggestions.js';

/**
 * The directory list: loading, error, empty and populated, unfiltered or searched; a near-me
 * list says under its heading which place it is sorted from.
 */
export function HealersSection({
  params,
  sortedFrom,
  openCard,
  onCardShown,
  onSuggest,
}: {
  params: Record<string, string>;
  sortedFrom?: string | null;
  /** The phone's stack opens at this healer's card when the list has it (Back, decision 066). */
  openCard?: string | undefined;
  /** Told which healer's card the phone's stack shows. */
  onCardShown?: (id: string) => void;
  /** Runs a search offered after an empty one (decision 067). */
  onSuggest?: OnSuggest;
}) {
  const t = useT();
  const searching = Object.keys(params).length > 0;
  const all = useHealers();
  const search = useSearchHealers(params);
  const query = searching ? search : all;
  // The cards are drawn in a deferred render, which React works through in slices between which
  // the browser can answer a tap, instead of blocking a cheap phone for the whole list at once.
  const allPages = useDeferredValue(all.data);
  const searchPages = useDeferredValue(search.data);
  const allData = useMemo(() => allPages?.pages.flatMap((page) => page.items), [allPages]);
  const searchData = useMemo(() => searchPages?.pages.flatMap((page) => page.items), [searchPages]);
  const pages = searching ? searchPages : allPages;
  const drawing = query.data !== undefined && pages === undefined;
  const [showAll, setShowAll] = useState(false);
  const wide = useMediaQuery('(min-width: 640px)');
  const listRef = useRef<HTMLDivElement>(null);
  const { list, shuffleKey, pause, hold } = useReshuffle(allData, !searching, listRef);

  // One page at a time: a second call while one is on its way would cancel and repeat it.
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const fetchMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const healers: readonly Healer[] = searching ? (searchData ?? []) : list;
  const visible = searching || showAll ? healers : healers.slice(0, LIMITS.publicInitialCount);
  // Every page carries the total (decision 026); the newest one is the freshest count.
  const total = Math.max(pages?.pages.at(-1)?.total ?? 0, healers.length);
  // Pages after the first load as the visitor asks: the whole search, or the list after Show More.
  const paging = searching || showAll;

  let body: React.ReactNode;
  if (query.isPending || drawing) {
    body = <HealerListSkeleton label={t('home.list.loading')} />;
  } else if (query.isError) {
    const message = query.error?.message;
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-2 rounded-xl bg-red-50 p-8 text-center text-red-900"
      >
        <CircleAlert className="size-8" aria-hidden="true" />
        <p className="font-semibold">{t('home.list.errorTitle')}</p>
        <p className="text-sm">
          {message === HEALERS_FETCH_FAILED
            ? t('home.list.fetchFailed')
            : message || t('common.unexpectedError')}
        </p>
      </div>
    );
  } else if (healers.length === 0) {
    body = searching ? (
      <div className="flex flex-col items-center gap-2 rounded-xl bg-white px-5 py-8 text-center ring-1 ring-slate-200 sm:p-10">
        <SearchX className="size-10 text-slate-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">{t('home.list.emptySearchTitle')}</p>
        <p className="max-w-md text-slate-600">{t('home.list.emptySearchBody')}</p>
        <EmptySearchBeacon key={JSON.stringify(params)} params={params} />
        {onSuggest ? <SearchSuggestions params={params} onSuggest={onSuggest} /> : null}
      </div>
    ) : (
      <div className="flex flex-col items-center gap-2 rounded-xl bg-white p-10 text-center ring-1 ring-slate-200">
        <Users className="size-10 text-slate-500" aria-hidden="true" />
        <p className="max-w-md text-slate-700">{t('home.list.emptyPublic')}</p>
      </div>
    );
  } else {
    body = (
      <div
        ref={listRef}
        onPointerDownCapture={pause}
        onKeyDownCapture={pause}
        onFocusCapture={pause}
        onPointerOver={pause}
      >
        {wide ? (
          <ul className="grid grid-cols-2 gap-5 lg:grid-cols-3 2xl:grid-cols-4 min-[1800px]:grid-cols-5">
            {visible.map((healer, position) => (
              <li key={healer.id}>
                <HealerCard healer={healer} eagerPhoto={position < 4} />
              </li>
            ))}
          </ul>
        ) : (
          <>
            <div className="sm:hidden">
              <CardStack
                healers={visible}
                shuffleKey={shuffleKey}
                onInteract={pause}
                onAwayFromFirst={hold}
                restoreId={openCard}
                onShow={onCardShown}
                {...(paging && { total, onNeedMore: fetchMore })}
              />
            </div>
            {/* The pre-render cannot know the screen's width (decision 043): a wide screen shows
                grey cards where its grid will be, not the phone's stack, until the script runs. */}
            <div className="hidden sm:block" aria-hidden="true">
              <HealerListSkeleton label={t('home.list.loading')} />
            </div>
          </>
        )}
      </div>
    );
  }

  // The grid's way to the next page; the phone's card stack asks by itself near its end.
  const moreMatches = wide && paging && query.isSuccess && !drawing && hasNextPage;
  return (
    <section aria-labelledby="healers-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2 id="healers-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {searching ? t('home.list.searchResults') : t('home.list.ourHealers')}
        </h2>
        {query.isSuccess && !drawing && total > 0 ? (
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="list-count">
            {searching
              ? t('home.list.matching', { count: total })
              : t('home.list.showing', { shown: visible.length, total })}
          </p>
        ) : null}
        {sortedFrom ? (
          <p
            className="flex basis-full items-center gap-1.5 text-sm font-medium text-sky-900"
            data-testid="sorted-from"
          >
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {sortedFrom}
          </p>
        ) : null}
      </div>
      {body}
      {moreMatches ? (
        <MoreMatches
          loading={isFetchingNextPage}
          onMore={fetchMore}
          label={t('home.list.showMore')}
        />
      ) : null}
      {!searching &&
      !showAll &&
      query.isSuccess &&
      !drawing &&
      total > LIMITS.publicInitialCount ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" size="lg" onClick={() => setShowAll(true)}>
            {t('home.list.showMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The grid's next page of a search (decision 026): loaded when it comes into view as the
 * visitor scrolls (a little before), or when they press the button, which keyboards and screen
 * readers reach.
 */
function MoreMatches({
  loading,
  onMore,
  label,
}: {
  loading: boolean;
  onMore: () => void;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const element = ref.current;
    if (!element || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);
  return (
    <div ref={ref} className="mt-8 flex justify-center">
      <Button variant="outline" size="lg" onClick={onMore} disabled={loading} aria-busy={loading}>
        {label}
      </Button>
    </div>
  );
}

/** How long "no healer found" must stay on screen before it is counted (not each keystroke). */
const EMPTY_SEARCH_SHOWN_MS = 1_500;
/** Searches already counted on this page, so going back and forth to one counts it once. */
const countedEmptySearches = new Set<string>();

/**
 * Counts a search that found nobody (DESIGN §10.5) once it has been shown for 1.5 s: typing
 * on changes the search, which remounts this and starts the wait again.
 */
function EmptySearchBeacon({ params }: { params: Record<string, string> }) {
  useEffect(() => {
    const key = JSON.stringify(params);
    if (countedEmptySearches.has(key)) return;
    const timer = setTimeout(() => {
      countedEmptySearches.add(key);
      sendEvent('search-empty', { query: params.query ?? '', district: params.district ?? '' });
    }, EMPTY_SEARCH_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [params]);
  return null;
}
