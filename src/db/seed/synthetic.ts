import { count } from 'drizzle-orm';
import type { DbHandle } from '../client.js';
import { healers, type NewHealerRow } from '../schema.js';
import { buildHealer } from './factories.js';
import { hashSeedPassword } from './password-hash.js';

/**
 * Every synthetic healer's password. Hashing 10,000 distinct passwords with argon2id would take
 * minutes, so one hash is computed once and shared: synthetic healers exist for benchmarks, and
 * sign in with this password (they must change it first, like everyone else).
 */
export const SYNTHETIC_PASSWORD = 'synthetic-healer';

/** Seeds of synthetic healers start here, far from the demo's and tests' seeds. */
const SYNTHETIC_SEED_BASE = 1_000_000;
const BATCH_SIZE = 500;

/**
 * Adds `n` generated healers in batches (benchmarks: 10,000 in well under 30 s). Runs again
 * continue with new seeds, hence new phones; a phone already taken is skipped.
 * Returns how many were inserted.
 */
export async function seedSynthetic(handle: DbHandle, n: number): Promise<number> {
  if (!Number.isInteger(n) || n < 0) throw new Error(`Not a healer count: ${n}`);
  const passwordHash = await hashSeedPassword(SYNTHETIC_PASSWORD);
  const [existing] = await handle.db.select({ n: count() }).from(healers);
  const firstSeed = SYNTHETIC_SEED_BASE + (existing?.n ?? 0);
  let inserted = 0;
  // One transaction: all or nothing, and one commit instead of one per batch.
  await handle.db.transaction(async (tx) => {
    for (let start = 0; start < n; start += BATCH_SIZE) {
      const rows: NewHealerRow[] = [];
      for (let i = start; i < Math.min(n, start + BATCH_SIZE); i++) {
        const seed = firstSeed + i;
        // About one in twenty is inactive, as in a real directory.
        const isActive = seed % 20 === 0 ? 'false' : 'true';
        rows.push({ ...buildHealer(seed, { isActive }), passwordHash, mustChangePassword: true });
      }
      const result = await tx
        .insert(healers)
        .values(rows)
        .onConflictDoNothing({ target: healers.phone })
        .returning({ id: healers.id });
      inserted += result.length;
    }
  });
  return inserted;
}
