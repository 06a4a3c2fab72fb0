import { apiRequest } from '../../../api/api-request.js';

/** POST /api/admin/upload-photo (multipart field `photo`): a healer's or team member's photo. */
export function uploadAdminPhoto(file: File): Promise<{ photoUrl: string }> {
  const body = new FormData();
  body.append('photo', file);
  return apiRequest('POST', '/api/admin/upload-photo', body);
}
