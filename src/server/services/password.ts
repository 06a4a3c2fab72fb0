import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id parameters (m=19456 KiB, t=2, p=1). `algorithm: 2` is Argon2id: the package
 * declares its enum as an ambient `const enum`, which isolatedModules cannot import.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id; the result is a PHC string starting `$argon2id$`. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

/** True when `plain` matches the stored hash; a malformed or missing hash never matches. */
export async function verifyPassword(
  stored: string | null | undefined,
  plain: string,
): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 work as a real check, so that an unknown identifier answers as slowly
 * as a wrong password and response time does not reveal which accounts exist.
 */
export async function burnPasswordCheck(plain: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-account-password');
  await verifyPassword(await dummyHash, plain);
  return false;
}
