import { randomBytes } from 'node:crypto';

/**
 * A new random record id: 16 URL-safe characters (96 random bits), short enough for
 * /healer/{id} links and unguessable, so ids reveal neither order nor count. It starts with a
 * letter or digit: a leading '-' would read as a formula to spreadsheet programs, so the CSV
 * export would have to quote it with an apostrophe and the exported id would no longer match.
 */
export function newId(): string {
  for (;;) {
    const id = randomBytes(12).toString('base64url');
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}
