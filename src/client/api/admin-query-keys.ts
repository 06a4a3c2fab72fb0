import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_STATUS_KEY } from './admin-session.js';

/** Query keys of the admin panel: each is its endpoint's path (spec §7's default reads). */
export const adminKeys = {
  status: ADMIN_STATUS_KEY,
  profile: ['/api/admin/profile'],
  stats: ['/api/admin/stats'],
  healers: ['/api/admin/healers'],
  services: ['/api/admin/services'],
  teamMembers: ['/api/admin/team-members'],
  users: ['/api/admin/users'],
  settings: ['/api/admin/settings'],
  attention: ['/api/admin/attention'],
  reports: ['/api/admin/reports'],
} as const;

/**
 * After any change to healers: the admin list, its stat cards, users table and "Needs attention",
 * and the public reads this browser may hold (they never go stale on their own).
 */
export function refreshAfterHealerChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return (
        key === adminKeys.healers[0] ||
        key === adminKeys.stats[0] ||
        key === adminKeys.users[0] ||
        key === adminKeys.attention[0] ||
        key.startsWith('/api/healers') ||
        key === '/api/stats'
      );
    },
  });
}
