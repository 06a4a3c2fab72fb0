import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { getJson } from '../../../api/api-request.js';

export type AdminProfile = {
  email: string | null;
  phone: string | null;
  hasCustomCredentials: boolean;
};

/** GET /api/admin/profile; null when the reply is not OK (spec §7). */
export async function getAdminProfile(signal?: AbortSignal): Promise<AdminProfile | null> {
  try {
    return await getJson<AdminProfile>(adminKeys.profile, undefined, signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return null;
  }
}

export function useAdminProfile() {
  return useQuery({
    queryKey: adminKeys.profile,
    queryFn: ({ signal }) => getAdminProfile(signal),
  });
}
