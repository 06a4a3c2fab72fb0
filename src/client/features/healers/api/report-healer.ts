import type { ReportReason } from '../../../../shared/constants/reports.js';
import { apiRequest, joinPath } from '../../../api/api-request.js';

export interface ReportHealerInput {
  reason: ReportReason;
  note?: string;
  /** The honeypot: what a person leaves empty. */
  website: string;
}

/** POST /api/healers/{id}/reports: a patient's report that the listing is wrong. */
export function reportHealer(healerId: string, input: ReportHealerInput): Promise<{ id: string }> {
  return apiRequest('POST', joinPath(['/api/healers', healerId, 'reports']), input);
}
