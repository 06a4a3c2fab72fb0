import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { type HealerRow, healers, type NewHealerRow } from '../../src/db/schema.js';
import { hashPassword } from '../../src/server/services/password.js';
import { cookieHeaderOf, uniquePhone } from './admin-sign-in.js';

export { signInAdmin, TEST_ADMIN_PASSWORD, uniquePhone } from './admin-sign-in.js';

/** The `name=value` pairs of a reply's Set-Cookie headers, ready to send back as `cookie`. */
export function cookieHeaderFrom(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  return cookieHeaderOf(Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []);
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

/** Signs in as a healer; returns the Cookie header to send with later requests. */
export function loginAsHealer(
  app: FastifyInstance,
  phone: string,
  password: string,
): Promise<string> {
  return login(app, '/api/healer/login', { phone, password });
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
