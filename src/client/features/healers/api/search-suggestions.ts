import { useQuery } from '@tanstack/react-query';
import type { SearchSuggestionsReply } from '../../../../shared/schemas/search.js';
import { getJson } from '../../../api/api-request.js';

const SUGGESTIONS_PATH = ['/api/healers/search/suggestions'] as const;

/**
 * GET /api/healers/search/suggestions for a search that found nobody (decision 067); asked only
 * when `enabled`, so a search that finds someone costs nothing more.
 */
export function useSearchSuggestions(params: Record<string, string>, enabled: boolean) {
  return useQuery({
    queryKey: [...SUGGESTIONS_PATH, params],
    queryFn: ({ signal }) =>
      getJson<SearchSuggestionsReply>(SUGGESTIONS_PATH, new URLSearchParams(params), signal),
    enabled: enabled && params.query !== undefined,
    staleTime: 0,
  });
}
