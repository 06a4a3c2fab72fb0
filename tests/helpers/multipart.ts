import { randomBytes } from 'node:crypto';

export interface MultipartFilePart {
  /** Form field name; the upload routes read `photo`. */
  field?: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * A multipart/form-data body with one file, as a browser's FormData sends it, ready for
 * `app.inject({ payload, headers })`.
 */
export function multipartBody(part: MultipartFilePart): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${part.field ?? 'photo'}"; filename="${part.fileName}"\r\n` +
    `Content-Type: ${part.contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), part.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
