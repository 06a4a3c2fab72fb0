import { useInfiniteQuery } from '@tanstack/react-query';
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
 * The unfiltered directory, a page at a time in a random order this visit picks (decision
 * 026): the first page holds the first 6 cards and their reshuffles, the next ones come as the
 * visitor asks, and every page says how many healers there are. Stale after a minute (spec §9).
 */
export function useHealers() {
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 32));
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
