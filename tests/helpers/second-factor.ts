import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../src/db/client.js';
import { adminRecoveryCodes, admins } from '../../src/db/schema.js';
import { TEST_ADMIN_PASSWORD } from './admin-sign-in.js';
import type { ApiTest } from './test-app.js';

/** What setting up and turning on need besides the code (decision 055). */
export const CURRENT_PASSWORD = { currentPassword: TEST_ADMIN_PASSWORD };

/** The authenticator's current code for `secret` (RFC 6238, as the server is set up). */
export const codeNow = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** Two-step sign-in off for every admin, straight in the database: a fixture, not a write. */
export async function resetSecondFactor(db: Db): Promise<void> {
  await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
  await db.delete(adminRecoveryCodes);
}

/** Starts the setup as the signed-in admin; the pending secret. */
export async function setUpSecondFactor(t: ApiTest): Promise<string> {
  const response = await t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`2fa setup answered ${response.body}`);
  return response.json<{ secret: string }>().secret;
}

/** Turns two-step sign-in on for the signed-in admin (from off); its recovery codes. */
export async function turnOnSecondFactor(t: ApiTest): Promise<string[]> {
  await resetSecondFactor(t.app.db);
  const secret = await setUpSecondFactor(t);
  const response = await t.call('POST', '/api/admin/2fa/enable', {
    ...CURRENT_PASSWORD,
    code: codeNow(secret),
  });
  if (response.statusCode !== 200) throw new Error(`2fa enable answered ${response.body}`);
  return response.json<{ recoveryCodes: string[] }>().recoveryCodes;
}
