import { skipToken, useQuery } from '@tanstack/react-query';

/** The key of GET /api/admin/status, which the admin page reads (features/admin/api). */
export const ADMIN_STATUS_KEY = ['/api/admin/status'] as const;

/**
 * Whether this page knows an admin is signed in: the admin page's status read, watched in the
 * cache and never fetched here, so the public pages cost no request (decision 041).
 */
export function useKnownSignedInAdmin(): boolean {
  const { data } = useQuery<{ isAuthenticated: boolean }>({
    queryKey: ADMIN_STATUS_KEY,
    queryFn: skipToken,
  });
  return data?.isAuthenticated === true;
}
