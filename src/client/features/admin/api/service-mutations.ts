import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceInput, ServicePatch } from '../../../../shared/schemas/service.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.services }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
  ]);

/** POST /api/admin/services. */
export function createService(body: ServiceInput): Promise<Service> {
  return apiRequest('POST', '/api/admin/services', body);
}

/** PATCH /api/admin/services/{id}: name, description or isActive. */
export function updateService(input: { id: string; patch: ServicePatch }): Promise<Service> {
  return apiRequest('PATCH', joinPath(['/api/admin/services', input.id]), input.patch);
}

/** DELETE /api/admin/services/{id}. */
export function deleteService(id: string): Promise<{ message: string }> {
  return apiRequest('DELETE', joinPath(['/api/admin/services', id]));
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createService, onSuccess: () => refresh(queryClient) });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateService, onSuccess: () => refresh(queryClient) });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteService, onSuccess: () => refresh(queryClient) });
}
