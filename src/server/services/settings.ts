import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { toSettingsDto } from '../../db/mappers.js';
import { settings } from '../../db/schema.js';
import type { ContactSettingsUpdate, Settings } from '../../shared/schemas/settings.js';

/** The settings table holds exactly one row, id 1 (a check constraint enforces it). */
const SETTINGS_ID = 1;

/** The organisation settings; the row is created with its defaults on first read. */
export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID)).limit(1);
  if (row) return toSettingsDto(row);
  const [created] = await db
    .insert(settings)
    .values({ id: SETTINGS_ID })
    .onConflictDoNothing()
    .returning();
  if (created) return toSettingsDto(created);
  // Another request created it between the read and the insert.
  const [again] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID)).limit(1);
  if (!again) throw new Error('The settings row could not be created');
  return toSettingsDto(again);
}

/** Blank means "not set"; undefined leaves the field as it is. */
function optional(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value.trim();
}

/** Updates the four contact fields the Contact Settings dialog edits; the rest stay as they are. */
export async function updateContactSettings(
  db: Db,
  update: ContactSettingsUpdate,
): Promise<Settings> {
  const values = {
    ...(update.contactEmail !== undefined && { contactEmail: optional(update.contactEmail) }),
    ...(update.contactPhone !== undefined && { contactPhone: optional(update.contactPhone) }),
    ...(update.address !== undefined && { address: optional(update.address) }),
    ...(update.website !== undefined && { website: optional(update.website) }),
  };
  const [row] = await db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...values })
    // Contact details an admin has typed are the federation's own, no longer the demo's.
    .onConflictDoUpdate({
      target: settings.id,
      set: { ...values, isDemo: false, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The settings were not stored');
  return toSettingsDto(row);
}
