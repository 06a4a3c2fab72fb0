import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '../../../../shared/schemas/team-member.js';
import { getJson } from '../../../api/api-request.js';

export const teamMembersQueryKey = ['/api/team-members'] as const;

/** GET /api/team-members: the active leadership team. */
export function getTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  return getJson<TeamMember[]>(teamMembersQueryKey, undefined, signal);
}

export function teamMembersQueryOptions() {
  return queryOptions({
    queryKey: teamMembersQueryKey,
    queryFn: ({ signal }) => getTeamMembers(signal),
  });
}

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}
