import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The key the admin's TOTP secret is encrypted with (decision 049): derived from the server's
 * stable secret, or null when the secret lasts one process (PostgreSQL without SESSION_SECRET),
 * where a secret encrypted now could not be read after the next restart; two-step sign-in is
 * then refused rather than locking the admin out.
 */
export type SecondFactorKey = Buffer | null;

/** The second-factor key of a stable secret: an HMAC with its own label, never the secret itself. */
export function secondFactorKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('healers-directory admin second factor v1').digest();
}

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * `v1.iv.tag.ciphertext` (base64url): AES-256-GCM with a fresh IV. The admin's id is the
 * associated data, so a ciphertext copied onto another row does not decrypt.
 */
export function encryptSecret(key: Buffer, plain: string, adminId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(adminId));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The plain secret, or null when it cannot be read: another server secret (a moved data
 * directory without its `session-secret`), a changed row, or no key at all.
 */
export function decryptSecret(
  key: SecondFactorKey,
  stored: string | null,
  adminId: string,
): string | null {
  if (!key || !stored) return null;
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(adminId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
