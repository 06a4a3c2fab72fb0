import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../shared/constants/limits.js';
import { getJson } from '../../../api/api-request.js';
import { pageCount } from '../../../components/table/pagination-items.js';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.js';

/**
 * A searchable admin list paged on the server: `GET {path}?page=&pageSize=&q=` answering
 * `{ …, total }`. The search is trimmed and debounced like the directory's; typing goes back to
 * page 1; the page shown stays while the next one (or the next search) loads; and a page left
 * past the end (a delete, a narrower search) moves back to the last one.
 */
export function usePagedSearch<Reply extends { total: number }>(
  path: readonly string[],
  pageSize: number,
) {
  const [query, setQueryText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(query.trim(), LIMITS.searchDebounceMs);
  const result = useQuery({
    queryKey: [...path, { page, q }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (q) params.set('q', q);
      return getJson<Reply>(path, params, signal);
    },
    placeholderData: keepPreviousData,
  });
  const total = result.data?.total ?? 0;
  const pages = pageCount(total, pageSize);

  useEffect(() => {
    if (result.isSuccess && !result.isPlaceholderData && page > pages) setPage(pages);
  }, [result.isSuccess, result.isPlaceholderData, page, pages]);

  return {
    result,
    /** The text in the search field, and its setter (which goes back to page 1). */
    query,
    setQuery: (text: string) => {
      setQueryText(text);
      setPage(1);
    },
    /** Whether a (debounced) search is in force. */
    searching: q !== '',
    total,
    page: Math.min(page, pages),
    pages,
    setPage,
  };
}
