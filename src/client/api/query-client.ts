import { QueryClient } from '@tanstack/react-query';
import type { SeededQuery } from '../../shared/domain/page-data.js';

/**
 * Queries never retry, never refetch on focus or on an interval, and never go stale by default.
 * `seed` holds the API data a pre-rendered page was drawn from, so that the first render (on the
 * server and in the browser alike) shows that same page.
 */
export function createQueryClient(seed: readonly SeededQuery[] = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}
