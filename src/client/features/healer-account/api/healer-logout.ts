import { apiRequest } from '../../../api/api-request.js';

/** POST /api/healer/logout: ends the session on the server. */
export function healerLogout(): Promise<{ message: string }> {
  return apiRequest('POST', '/api/healer/logout');
}
