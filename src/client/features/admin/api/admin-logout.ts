import { apiRequest } from '../../../api/api-request.js';

/** POST /api/admin/logout: ends the session on the server. */
export function adminLogout(): Promise<{ message: string }> {
  return apiRequest('POST', '/api/admin/logout');
}
