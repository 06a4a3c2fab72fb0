import { hash } from '@node-rs/argon2';

/**
 * OWASP's argon2id parameters (m=19456 KiB, t=2, p=1), the same as the server's. `algorithm: 2`
 * is Argon2id: the package's enum is an ambient const enum, which isolatedModules cannot import.
 */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id hash a seeded healer signs in with. */
export function hashSeedPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}
