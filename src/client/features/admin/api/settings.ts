import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactSettingsUpdate, Settings } from '../../../../shared/schemas/settings.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { apiRequest, getJson } from '../../../api/api-request.js';

/** GET /api/admin/settings. */
export function getAdminSettings(signal?: AbortSignal): Promise<Settings> {
  return getJson(adminKeys.settings, undefined, signal);
}

/** PATCH /api/admin/settings: contact e-mail, phone, address, website. */
export function updateContactSettings(body: ContactSettingsUpdate): Promise<Settings> {
  return apiRequest('PATCH', '/api/admin/settings', body);
}

export function useAdminSettings(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => getAdminSettings(signal),
    enabled,
  });
}

/** Saves, and refreshes the public settings this browser may hold (header icons, Contact page). */
export function useUpdateContactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: ['/api/settings'] });
    },
  });
}
