import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TeamMember,
  TeamMemberInput,
  TeamMemberPatch,
} from '../../../../shared/schemas/team-member.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';

/** The admin table and the About page's list both show members. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.teamMembers }),
    queryClient.invalidateQueries({ queryKey: ['/api/team-members'] }),
  ]);

/** POST /api/admin/team-members. */
export function createTeamMember(body: TeamMemberInput): Promise<TeamMember> {
  return apiRequest('POST', '/api/admin/team-members', body);
}

/** PATCH /api/admin/team-members/{id}. */
export function updateTeamMember(input: {
  id: string;
  patch: TeamMemberPatch;
}): Promise<TeamMember> {
  return apiRequest('PATCH', joinPath(['/api/admin/team-members', input.id]), input.patch);
}

/** DELETE /api/admin/team-members/{id}. */
export function deleteTeamMember(id: string): Promise<{ message: string }> {
  return apiRequest('DELETE', joinPath(['/api/admin/team-members', id]));
}

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeamMember, onSuccess: () => refresh(queryClient) });
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeamMember, onSuccess: () => refresh(queryClient) });
}

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeamMember, onSuccess: () => refresh(queryClient) });
}
