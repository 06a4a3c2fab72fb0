import { buildHealer, type HealerFields } from '../../src/db/seed/factories.js';
import type { HealerInput } from '../../src/shared/schemas/healer.js';

/** Test seeds start here, clear of the demo's and the synthetic healers' seeds (and phones). */
const TEST_SEED_BASE = 3_000_000;
let nextSeed = 0;

/**
 * A healer for the admin healer form (POST /api/admin/healers), valid as it is: a realistic,
 * deterministic healer for `seed` (default: the next unused one), with `overrides` on top.
 */
export function buildHealerInput(
  overrides: Partial<HealerFields> = {},
  seed: number = nextSeed++,
): HealerInput {
  return buildHealer(TEST_SEED_BASE + seed, overrides);
}
