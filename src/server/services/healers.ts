import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healerDtoColumns, toHealerDto } from '../../db/mappers.js';
import { healers } from '../../db/schema.js';
import type { Healer } from '../../shared/schemas/healer.js';

/** Ids are generated URL-safe text; anything else cannot name a healer. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const isActive = eq(healers.isActive, 'true');

/**
 * One active healer, or undefined when missing or inactive (both are a public 404); its leave
 * as of `today`, the clinics' day.
 */
export async function findActiveHealer(
  db: Db,
  id: string,
  today: string,
): Promise<Healer | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const [row] = await db
    .select(healerDtoColumns)
    .from(healers)
    .where(and(eq(healers.id, id), isActive))
    .limit(1);
  return row ? toHealerDto(row, today) : undefined;
}
