import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMITS } from '../../../../shared/constants/limits.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { getPage, type ListPage } from '../../../api/api-request.js';
import { HEALERS_FETCH_FAILED, withFailureMessage } from './fetch-errors.js';

export const healersQueryKey = ['/api/healers'] as const;

/** One page of GET /api/healers in the random order of `seed` (decision 026). */
export function getHealersPage(
  seed: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ListPage<Healer>> {
  const query = new URLSearchParams({ seed: String(seed), limit: String(LIMITS.publicPageSize) });
  if (offset > 0) query.set('offset', String(offset));
  return withFailureMessage(HEALERS_FETCH_FAILED, () =>
    getPage<Healer>(healersQueryKey, query, signal),
  );
}

/**
 * The seed of the list this page already holds: the first page the server pre-rendered in an
 * order it picked (decision 043), or the one this visit read before; the newest when several.
 */
function keptSeed(client: QueryClient): number | undefined {
  let newest: { seed: number; at: number } | undefined;
  for (const query of client.getQueryCache().findAll({ queryKey: healersQueryKey })) {
    const seed = (query.queryKey[1] as { seed?: unknown } | undefined)?.seed;
    const at = query.state.dataUpdatedAt;
    if (typeof seed !== 'number' || query.state.data === undefined) continue;
    if (!newest || at > newest.at) newest = { seed, at };
  }
  return newest?.seed;
}

/**
 * The unfiltered directory, a page at a time in a random order (decision 026): the server's
 * pre-render picks it and draws the first page (decision 043), else this visit picks it. The
 * first page holds the first 6 cards and their reshuffles, the next ones come as the visitor
 * asks, and every page says how many healers there are. Stale after a minute (spec §9).
 */
export function useHealers() {
  const client = useQueryClient();
  const [seed] = useState(() => keptSeed(client) ?? Math.floor(Math.random() * 2 ** 32));
  return useInfiniteQuery({
    queryKey: [...healersQueryKey, { seed }],
    queryFn: ({ pageParam, signal }) => getHealersPage(seed, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: LIMITS.publicListStaleMs,
  });
}
