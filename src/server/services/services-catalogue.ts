import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { toServiceDto } from '../../db/mappers.js';
import { services } from '../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import type {
  Service,
  ServiceInput,
  ServiceName,
  ServiceOption,
  ServicePatch,
} from '../../shared/schemas/service.js';
import { fieldRefusal, HttpError } from '../errors.js';

export const SERVICE_NOT_FOUND = VALIDATION_MESSAGES.serviceNotFound;
export const SERVICE_DUPLICATE = VALIDATION_MESSAGES.serviceDuplicate;

/** Blank descriptions are stored as "not set". */
function description(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value.trim();
}

/** Throws 409 when another service already has this name (case and spacing ignored). */
async function assertNameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: services.id })
    .from(services)
    .where(sql`lower(btrim(${services.name})) = ${name.trim().toLowerCase()}`)
    .limit(2);
  if (clash && clash.id !== exceptId) throw fieldRefusal(409, SERVICE_DUPLICATE, 'name');
}

/** Every service, active or not, by name (the admin's Manage Services list). */
export async function listServices(db: Db): Promise<Service[]> {
  const rows = await db
    .select()
    .from(services)
    .orderBy(asc(sql`lower(${services.name})`));
  return rows.map(toServiceDto);
}

/** The active services by name: what a healer can choose for their own profile. */
export async function listActiveServiceOptions(db: Db): Promise<ServiceOption[]> {
  return db
    .select({ name: services.name, description: services.description, nameMl: services.nameMl })
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(sql`lower(${services.name})`));
}

/** The Malayalam names of the services that have one, by English name (the public cards'). */
export async function listServiceNames(db: Db): Promise<ServiceName[]> {
  const rows = await db
    .select({
      name: services.name,
      nameMl: services.nameMl,
      descriptionMl: services.descriptionMl,
    })
    .from(services)
    .where(isNotNull(services.nameMl))
    .orderBy(asc(sql`lower(${services.name})`));
  return rows.map((row) => ({ ...row, nameMl: row.nameMl ?? '' }));
}

/** Adds a service; 409 when the name is taken. */
export async function createService(db: Db, input: ServiceInput): Promise<Service> {
  await assertNameFree(db, input.name);
  const [row] = await db
    .insert(services)
    .values({
      name: input.name.trim(),
      description: description(input.description) ?? null,
      nameMl: description(input.nameMl) ?? null,
      descriptionMl: description(input.descriptionMl) ?? null,
    })
    .returning();
  if (!row) throw new Error('The service was not stored');
  return toServiceDto(row);
}

/** Changes name, description or active state; 404 when missing, 409 on a taken name. */
export async function updateService(db: Db, id: string, patch: ServicePatch): Promise<Service> {
  const [existing] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  if (!existing) throw new HttpError(404, SERVICE_NOT_FOUND);
  if (patch.name !== undefined) await assertNameFree(db, patch.name, id);
  const values = {
    ...(patch.name !== undefined && { name: patch.name.trim() }),
    ...(patch.description !== undefined && { description: description(patch.description) }),
    ...(patch.nameMl !== undefined && { nameMl: description(patch.nameMl) }),
    ...(patch.descriptionMl !== undefined && {
      descriptionMl: description(patch.descriptionMl),
    }),
    ...(patch.isActive !== undefined && { isActive: patch.isActive }),
  };
  if (Object.keys(values).length === 0) return toServiceDto(existing);
  const [row] = await db.update(services).set(values).where(eq(services.id, id)).returning();
  if (!row) throw new HttpError(404, SERVICE_NOT_FOUND);
  return toServiceDto(row);
}

/** Removes a service; 404 when missing. Healers keep the name in their own service list. */
export async function deleteService(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(services)
    .where(eq(services.id, id))
    .returning({ id: services.id });
  if (deleted.length === 0) throw new HttpError(404, SERVICE_NOT_FOUND);
}
