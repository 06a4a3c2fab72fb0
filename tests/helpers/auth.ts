import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { type HealerRow, healers, type NewHealerRow } from '../../src/db/schema.js';
import { hashPassword } from '../../src/server/services/password.js';

/** The admin password tests start the app with (createTestApp passes it as ADMIN_PASSWORD). */
export const TEST_ADMIN_PASSWORD = 'test-admin-pass';

/** The `name=value` pairs of a reply's Set-Cookie headers, ready to send back as `cookie`. */
export function cookieHeaderFrom(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function login(
  app: FastifyInstance,
  url: string,
  payload: Record<string, string>,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url, payload });
  if (response.statusCode !== 200) {
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  const cookie = cookieHeaderFrom(response);
  if (!cookie) throw new Error(`${url} set no session cookie`);
  return cookie;
}

/** Signs in as the bootstrap admin; returns the Cookie header to send with later requests. */
export function loginAsAdmin(
  app: FastifyInstance,
  identifier = 'admin',
  password = TEST_ADMIN_PASSWORD,
): Promise<string> {
  return login(app, '/api/admin/login', { identifier, password });
}

/** Signs in as a healer; returns the Cookie header to send with later requests. */
export function loginAsHealer(
  app: FastifyInstance,
  phone: string,
  password: string,
): Promise<string> {
  return login(app, '/api/healer/login', { phone, password });
}

let phoneCounter = 0;

/** A phone number no other test healer in this process has (10 digits). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

export type CreateHealerOptions = Partial<Omit<NewHealerRow, 'passwordHash'>> & {
  /** Plain password to hash; defaults to the phone (the first-sign-in password). */
  password?: string;
};

/**
 * Inserts a healer straight into the database, as the admin form would, with the password
 * hashed. Without `password` the password is the phone and mustChangePassword is true.
 */
export async function createHealerViaDb(
  db: Db,
  options: CreateHealerOptions = {},
): Promise<HealerRow> {
  const { password, ...fields } = options;
  const phone = fields.phone ?? uniquePhone();
  const [row] = await db
    .insert(healers)
    .values({
      name: 'Test Healer',
      district: 'Ernakulam',
      pincode: '682001',
      ...fields,
      phone,
      passwordHash: await hashPassword(password ?? phone),
      mustChangePassword: fields.mustChangePassword ?? password === undefined,
    })
    .returning();
  return row!;
}

/**
 * A healer with a password of their own (past the first-sign-in rule), signed in.
 * Returns the row, its password and the Cookie header.
 */
export async function createSignedInHealer(
  app: FastifyInstance,
  options: CreateHealerOptions = {},
): Promise<{ healer: HealerRow; password: string; cookie: string }> {
  const password = options.password ?? 'healer-own-pass';
  const healer = await createHealerViaDb(app.db, {
    mustChangePassword: false,
    ...options,
    password,
  });
  const cookie = await loginAsHealer(app, healer.phone, password);
  return { healer, password, cookie };
}
