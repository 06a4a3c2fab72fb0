import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admins, healers } from '../../src/db/schema.js';
import { loggerOptions } from '../../src/server/logger.js';
import { sessionTokenOf } from '../helpers/admin-sign-in.js';
import {
  cookieHeaderFrom,
  createHealerViaDb,
  signInAdmin,
  TEST_ADMIN_PASSWORD,
  uniquePhone,
} from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const t = setUpApiTest({
  logger: { ...(loggerOptions('trace') as Record<string, unknown>), stream } as never,
  signIn: 'none',
});

describe('no password, hash or session token in any reply or log line (DESIGN §6)', () => {
  it('holds across sign-in, password changes, resets and failures', async () => {
    const replies: LightMyRequestResponse[] = [];
    const tokens: string[] = [];
    const call = async (options: InjectOptions) => {
      const response = await t.app.inject(options);
      replies.push(response);
      const cookie = cookieHeaderFrom(response);
      if (cookie) tokens.push(sessionTokenOf(cookie));
      return response;
    };
    const healerPassword = 'first-secret-pw';
    const newHealerPassword = 'second-secret-pw';
    const newAdminPassword = 'admin-secret-pw';
    const healer = await createHealerViaDb(t.app.db, { password: healerPassword });
    const newPhone = uniquePhone();

    await call({
      method: 'POST',
      url: '/api/healer/login',
      payload: { phone: healer.phone, password: 'wrong-secret-pw' },
    });
    const login = await call({
      method: 'POST',
      url: '/api/healer/login',
      payload: { phone: healer.phone, password: healerPassword },
    });
    const cookie = cookieHeaderFrom(login);
    await call({ url: '/api/healer/status', headers: { cookie } });
    await call({
      method: 'POST',
      url: '/api/healer/change-password',
      headers: { cookie },
      payload: { currentPassword: 'wrong-secret-pw', newPassword: newHealerPassword },
    });
    await call({
      method: 'POST',
      url: '/api/healer/change-password',
      headers: { cookie },
      payload: { currentPassword: healerPassword, newPassword: 'short' },
    });
    await call({
      method: 'POST',
      url: '/api/healer/change-password',
      headers: { cookie },
      payload: { currentPassword: healerPassword, newPassword: newHealerPassword },
    });
    await call({
      method: 'PUT',
      url: '/api/healer/profile',
      headers: { cookie },
      payload: {
        name: 'Secretless',
        district: 'Kollam',
        pincode: '691001',
        password: 'smuggled-secret',
      },
    });
    await call({
      method: 'POST',
      url: '/api/admin/login',
      payload: { identifier: 'admin', password: 'wrong-admin-secret' },
    });
    const admin = await call({
      method: 'POST',
      url: '/api/admin/login',
      payload: { identifier: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    const adminCookie = cookieHeaderFrom(admin);
    await call({ url: '/api/admin/profile', headers: { cookie: adminCookie } });
    await call({
      method: 'PUT',
      url: '/api/admin/profile',
      headers: { cookie: adminCookie },
      payload: { password: 'tiny', currentPassword: TEST_ADMIN_PASSWORD },
    });
    await call({
      method: 'PUT',
      url: '/api/admin/profile',
      headers: { cookie: adminCookie },
      payload: { password: newAdminPassword, currentPassword: TEST_ADMIN_PASSWORD },
    });
    await call({ url: '/api/admin/users', headers: { cookie: adminCookie } });
    await call({ url: '/api/admin/healers', headers: { cookie: adminCookie } });
    await call({
      method: 'PATCH',
      url: `/api/admin/users/${healer.id}/phone`,
      headers: { cookie: adminCookie },
      payload: { newPhone },
    });
    await call({
      method: 'POST',
      url: `/api/admin/users/${healer.id}/reset-password`,
      headers: { cookie: adminCookie },
    });
    await call({ url: '/api/healers' });
    await call({ url: `/api/healers/${healer.id}` });
    await call({ method: 'POST', url: '/api/healer/logout', headers: { cookie } });
    await signInAdmin(t.app, newAdminPassword);

    const hashes = [
      ...(await t.app.db.select({ hash: healers.passwordHash }).from(healers)),
      ...(await t.app.db.select({ hash: admins.passwordHash }).from(admins)),
    ].map((row) => row.hash);
    const secrets = [
      healerPassword,
      newHealerPassword,
      'wrong-secret-pw',
      'smuggled-secret',
      'wrong-admin-secret',
      TEST_ADMIN_PASSWORD,
      newAdminPassword,
      '$argon2',
      '$hmac-sha256',
      ...hashes,
    ];

    expect(logLines.length).toBeGreaterThan(replies.length);
    const logs = logLines.join('\n');
    for (const secret of [...secrets, ...tokens]) expect(logs).not.toContain(secret);
    // The one-time codes are shown to the admin in the reply, and nowhere else.
    const codes = replies.flatMap((response) => {
      const code = (response.json() as { signInCode?: { code: string } }).signInCode?.code;
      return code ? [code, code.replace(' ', '')] : [];
    });
    expect(codes).toHaveLength(4);
    for (const code of codes) expect(logs).not.toContain(code);

    for (const response of replies) {
      const { 'set-cookie': _cookie, ...headers } = response.headers;
      const visible = `${JSON.stringify(headers)}\n${response.body}`;
      for (const secret of [...secrets, ...tokens]) expect(visible).not.toContain(secret);
      expect(response.body.toLowerCase()).not.toContain('passwordhash');
      expect(response.body).not.toMatch(/"password"\s*:/);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
