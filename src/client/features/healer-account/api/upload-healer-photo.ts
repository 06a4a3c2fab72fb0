import { apiRequest } from '../../../api/api-request.js';

/** POST /api/healer/upload-photo (multipart field `photo`); the reply's photoUrl is then saved with the profile. */
export function uploadHealerPhoto(file: File): Promise<{ photoUrl: string }> {
  const body = new FormData();
  body.append('photo', file);
  return apiRequest('POST', '/api/healer/upload-photo', body);
}
