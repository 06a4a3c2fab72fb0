import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../shared/schemas/settings.js';
import { getJson } from './api-request.js';

export const settingsQueryKey = ['/api/settings'] as const;

/** GET /api/settings: contact details, branding and social links. */
export function getSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return getJson<PublicSettings>(settingsQueryKey, undefined, signal);
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
