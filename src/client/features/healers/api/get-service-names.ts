import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ServiceName } from '../../../../shared/schemas/service.js';
import { getJson } from '../../../api/api-request.js';
import { useLocale } from '../../../i18n/i18n-context.js';

export const serviceNamesQueryKey = ['/api/service-names'] as const;

/** GET /api/service-names: the services' Malayalam names by English name. */
export function serviceNamesQueryOptions() {
  return queryOptions({
    queryKey: serviceNamesQueryKey,
    queryFn: ({ signal }) => getJson<ServiceName[]>(serviceNamesQueryKey, undefined, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * A service's name as the interface shows it: in Malayalam its Malayalam name when the admins
 * gave one (read only in Malayalam; the pre-render seeds it), else the name as stored.
 */
export function useServiceName(): (name: string) => string {
  const malayalam = useLocale() === 'ml';
  const { data } = useQuery({ ...serviceNamesQueryOptions(), enabled: malayalam });
  return useCallback(
    (name: string) => {
      if (!malayalam || !data) return name;
      const key = name.trim().toLowerCase();
      return data.find((service) => service.name.trim().toLowerCase() === key)?.nameMl || name;
    },
    [malayalam, data],
  );
}
