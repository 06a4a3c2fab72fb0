import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '../../../../shared/schemas/team-member.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { getJson } from '../../../api/api-request.js';

/** GET /api/admin/team-members: every member, active or not. */
export function getTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  return getJson(adminKeys.teamMembers, undefined, signal);
}

export function useAdminTeamMembers() {
  return useQuery({
    queryKey: adminKeys.teamMembers,
    queryFn: ({ signal }) => getTeamMembers(signal),
  });
}
