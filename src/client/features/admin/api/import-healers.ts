import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoData, ImportReport } from '../../../../shared/schemas/healer-import.js';
import { refreshAfterHealerChange } from '../../../api/admin-query-keys.js';
import { ApiError, apiRequest } from '../../../api/api-request.js';

/** The reply of a refused import (400 with its rows), or a plain error message. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly report?: ImportReport,
  ) {
    super(message);
  }
}

/**
 * POST /api/admin/healers/import (multipart field `file`): the preview with `dryRun`, else the
 * write. A refusal keeps its rows, so the dialog can show them.
 */
export async function importHealers(file: File, dryRun: boolean): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  try {
    return await apiRequest(
      'POST',
      `/api/admin/healers/import${dryRun ? '?dryRun=true' : ''}`,
      body,
    );
  } catch (error) {
    if (!(error instanceof ApiError))
      throw new ImportRefused(error instanceof Error ? error.message : '');
    // A refused import's 400 carries its rows; ApiError has parsed the body already.
    const report = Array.isArray(error.json?.rows)
      ? (error.json as unknown as ImportReport)
      : undefined;
    throw new ImportRefused(error.serverMessage ?? (error.body || error.statusText), report);
  }
}

export function useImportHealers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => importHealers(file, dryRun),
    onSuccess: (_report, { dryRun }) => {
      if (!dryRun) void refreshAfterHealerChange(queryClient);
    },
  });
}

const demoKey = ['/api/admin/demo-data'];

/** GET /api/admin/demo-data: what the demo seed left (the banner shows while any is left). */
export function useDemoData() {
  return useQuery({
    queryKey: demoKey,
    queryFn: () => apiRequest<DemoData>('GET', '/api/admin/demo-data'),
  });
}

/** DELETE /api/admin/demo-data. */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ removed: number }>('DELETE', '/api/admin/demo-data'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: demoKey });
      await refreshAfterHealerChange(queryClient);
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/team-members'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/settings'] });
    },
  });
}
