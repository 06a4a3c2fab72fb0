import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/shared/schemas/audit.js';
import { buildHealerInput } from '../factories/healer-input.js';
import { buildTeamMemberInput } from '../factories/team-member-input.js';
import {
  cookieHeaderFrom,
  createHealerViaDb,
  createSignedInHealer,
  signInAdmin,
  TEST_ADMIN_PASSWORD,
  uniquePhone,
} from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import {
  addPasskeyVia,
  PASSKEY_ORIGIN,
  SoftAuthenticator,
} from '../helpers/passkey-authenticator.js';
import {
  CURRENT_PASSWORD,
  codeNow,
  resetSecondFactor,
  setUpSecondFactor,
  turnOnSecondFactor,
} from '../helpers/second-factor.js';
import { setUpApiTest } from '../helpers/test-app.js';

/**
 * Every write appends an audit entry (DESIGN §10.4, decision 050). This walks the OpenAPI
 * document: each POST, PUT, PATCH and DELETE must have a valid request below that writes an
 * entry, or be listed as not a write with its reason. A new route missing from both fails here.
 */
// With PUBLIC_URL, so that passkeys are offered (decision 063).
const t = setUpApiTest({ env: { PUBLIC_URL: PASSKEY_ORIGIN } });

type Call = () => Promise<LightMyRequestResponse>;
/** A valid request for the operation, and the action its entry must have. */
type Builder = () => Promise<{ action: string; send: Call }>;

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

async function upload(url: string, cookie: string): Promise<LightMyRequestResponse> {
  const body = multipartBody({ fileName: 'p.png', contentType: 'image/png', data: await png() });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

const healer = () => createHealerViaDb(t.app.db, { name: 'Audited Healer' });
const service = async () =>
  (await t.call('POST', '/api/admin/services', { name: `Svc ${uniquePhone()}` })).json<{
    id: string;
  }>();
const member = async () =>
  (await t.call('POST', '/api/admin/team-members', buildTeamMemberInput())).json<{ id: string }>();

/** A patient's report about a new active healer, sent without a session; the report's id. */
const report = async () => {
  const { id } = await healer();
  const response = await t.call('POST', `/api/healers/${id}/reports`, { reason: 'moved' }, {});
  return response.json<{ id: string }>().id;
};

/** A signed-in account (the admin's is `t.cookie`) with a passkey added on a software phone. */
const withPasskey = async (kind: 'admin' | 'healer') => {
  const cookie = kind === 'admin' ? t.cookie : (await createSignedInHealer(t.app)).cookie;
  const authenticator = new SoftAuthenticator(PASSKEY_ORIGIN);
  if (kind === 'admin') await resetSecondFactor(t.app.db);
  const check = kind === 'admin' ? CURRENT_PASSWORD : undefined;
  const added = await addPasskeyVia(t.app, kind, cookie, authenticator, { check });
  if (added.statusCode !== 200) throw new Error(`adding a passkey answered ${added.body}`);
  return { cookie, authenticator };
};

/** Adding a passkey: the options asked for (not a write), then the addition. */
const addsPasskey =
  (kind: 'admin' | 'healer'): Builder =>
  async () => {
    const cookie = kind === 'admin' ? t.cookie : (await createSignedInHealer(t.app)).cookie;
    if (kind === 'admin') await resetSecondFactor(t.app.db);
    const options = await t.call(
      'POST',
      `/api/${kind}/passkeys/registration-options`,
      kind === 'admin' ? CURRENT_PASSWORD : undefined,
      { cookie },
    );
    const response = new SoftAuthenticator(PASSKEY_ORIGIN).register(options.json());
    return {
      action: 'passkey.add',
      send: () => t.call('POST', `/api/${kind}/passkeys`, { response }, { cookie }),
    };
  };

const removesPasskey =
  (kind: 'admin' | 'healer'): Builder =>
  async () => {
    const { cookie, authenticator } = await withPasskey(kind);
    const id = authenticator.passkeys[0]!.id;
    return {
      action: 'passkey.remove',
      send: () => t.call('DELETE', `/api/${kind}/passkeys/${id}`, undefined, { cookie }),
    };
  };

const signsInWithPasskey =
  (kind: 'admin' | 'healer'): Builder =>
  async () => {
    const { authenticator } = await withPasskey(kind);
    const options = await t.call('POST', `/api/${kind}/passkeys/sign-in-options`, undefined, {});
    const response = authenticator.assert(options.json());
    const cookie = cookieHeaderFrom(options);
    return {
      action: 'passkey.use',
      send: () => t.call('POST', `/api/${kind}/passkeys/sign-in`, { response }, { cookie }),
    };
  };

const BUILDERS: Record<string, Builder> = {
  healerAddPasskey: addsPasskey('healer'),
  healerRemovePasskey: removesPasskey('healer'),
  healerPasskeySignIn: signsInWithPasskey('healer'),
  adminAddPasskey: addsPasskey('admin'),
  adminRemovePasskey: removesPasskey('admin'),
  adminPasskeySignIn: signsInWithPasskey('admin'),
  adminCreateHealer: async () => ({
    action: 'healer.create',
    send: () => t.call('POST', '/api/admin/healers', buildHealerInput()),
  }),
  adminUpdateHealer: async () => {
    const { id } = await healer();
    return {
      action: 'healer.update',
      send: () => t.call('PATCH', `/api/admin/healers/${id}`, { specialty: 'Cupping' }),
    };
  },
  adminDeleteHealer: async () => {
    const { id } = await healer();
    return { action: 'healer.delete', send: () => t.call('DELETE', `/api/admin/healers/${id}`) };
  },
  adminChangeUserPhone: async () => {
    const { id } = await healer();
    return {
      action: 'healer.phone',
      send: () => t.call('PATCH', `/api/admin/users/${id}/phone`, { newPhone: uniquePhone() }),
    };
  },
  adminResetUserPassword: async () => {
    const { id } = await healer();
    return {
      action: 'healer.sign-in-code',
      send: () => t.call('POST', `/api/admin/users/${id}/reset-password`),
    };
  },
  adminImportHealers: async () => ({
    action: 'import.run',
    send: () => {
      const csv = `Name,Mobile,District,Pincode\r\nImported Healer,${uniquePhone()},Ernakulam,682001\r\n`;
      const body = multipartBody({
        field: 'file',
        fileName: 'healers.csv',
        contentType: 'text/csv',
        data: Buffer.from(csv),
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/healers/import',
        payload: body.payload,
        headers: { ...body.headers, cookie: t.cookie },
      });
    },
  }),
  adminDeleteDemoData: async () => {
    await createHealerViaDb(t.app.db, { name: 'Demo Healer', isDemo: true });
    return { action: 'demo.remove', send: () => t.call('DELETE', '/api/admin/demo-data') };
  },
  adminCreateService: async () => ({
    action: 'service.create',
    send: () => t.call('POST', '/api/admin/services', { name: 'Moxibustion' }),
  }),
  adminUpdateService: async () => {
    const { id } = await service();
    return {
      action: 'service.update',
      send: () => t.call('PATCH', `/api/admin/services/${id}`, { description: 'Warming' }),
    };
  },
  adminDeleteService: async () => {
    const { id } = await service();
    return { action: 'service.delete', send: () => t.call('DELETE', `/api/admin/services/${id}`) };
  },
  adminCreateTeamMember: async () => ({
    action: 'team.create',
    send: () => t.call('POST', '/api/admin/team-members', buildTeamMemberInput()),
  }),
  adminUpdateTeamMember: async () => {
    const { id } = await member();
    return {
      action: 'team.update',
      send: () => t.call('PATCH', `/api/admin/team-members/${id}`, { summary: 'Treasurer' }),
    };
  },
  adminDeleteTeamMember: async () => {
    const { id } = await member();
    return {
      action: 'team.delete',
      send: () => t.call('DELETE', `/api/admin/team-members/${id}`),
    };
  },
  adminUpdateSettings: async () => ({
    action: 'settings.update',
    send: () => t.call('PATCH', '/api/admin/settings', { contactEmail: 'office@example.org' }),
  }),
  adminUpdateProfile: async () => ({
    action: 'admin.profile',
    send: () => t.call('PUT', '/api/admin/profile', { email: 'secretary@example.org' }),
  }),
  adminUploadPhoto: async () => ({
    action: 'photo.upload',
    send: () => upload('/api/admin/upload-photo', t.cookie),
  }),
  healerUploadPhoto: async () => {
    const { cookie } = await createSignedInHealer(t.app);
    return { action: 'photo.upload', send: () => upload('/api/healer/upload-photo', cookie) };
  },
  healerUpdateProfile: async () => {
    const { cookie, healer: row } = await createSignedInHealer(t.app);
    const body = { name: row.name, district: row.district, pincode: row.pincode, bio: 'New bio' };
    return {
      action: 'healer.self-update',
      send: () => t.call('PUT', '/api/healer/profile', body, { cookie }),
    };
  },
  healerChangePassword: async () => {
    const { cookie, password } = await createSignedInHealer(t.app);
    const body = { currentPassword: password, newPassword: 'a-new-secret-1' };
    return {
      action: 'healer.password-change',
      send: () => t.call('POST', '/api/healer/change-password', body, { cookie }),
    };
  },
  healerConfirmProfile: async () => {
    const { cookie } = await createSignedInHealer(t.app);
    return {
      action: 'healer.self-confirm',
      send: () => t.call('POST', '/api/healer/profile/confirm', undefined, { cookie }),
    };
  },
  adminSetHealerVerification: async () => {
    const { id } = await healer();
    const body = { checks: ['membership'], checkedOn: '2025-01-15' };
    return {
      action: 'healer.verify',
      send: () => t.call('PUT', `/api/admin/healers/${id}/verification`, body),
    };
  },
  adminClearHealerVerification: async () => {
    const { id } = await healer();
    return {
      action: 'healer.verification-clear',
      send: () => t.call('DELETE', `/api/admin/healers/${id}/verification`),
    };
  },
  adminConfirmHealer: async () => {
    const { id } = await healer();
    return {
      action: 'healer.confirm',
      send: () => t.call('POST', `/api/admin/healers/${id}/confirm`),
    };
  },
  adminMarkReminded: async () => {
    const { id } = await healer();
    return {
      action: 'healer.reminded',
      send: () => t.call('POST', `/api/admin/healers/${id}/reminded`),
    };
  },
  reportHealer: async () => {
    const { id } = await healer();
    return {
      action: 'report.create',
      send: () => t.call('POST', `/api/healers/${id}/reports`, { reason: 'closed' }, {}),
    };
  },
  adminSetReportStatus: async () => {
    const id = await report();
    return {
      action: 'report.status',
      send: () => t.call('PATCH', `/api/admin/reports/${id}`, { status: 'resolved' }),
    };
  },
  adminSetUpSecondFactor: async () => {
    await resetSecondFactor(t.app.db);
    return {
      action: 'admin.2fa-setup',
      send: () => t.call('POST', '/api/admin/2fa/setup', CURRENT_PASSWORD),
    };
  },
  adminEnableSecondFactor: async () => {
    await resetSecondFactor(t.app.db);
    const secret = await setUpSecondFactor(t);
    return {
      action: 'admin.2fa-on',
      send: () =>
        t.call('POST', '/api/admin/2fa/enable', { ...CURRENT_PASSWORD, code: codeNow(secret) }),
    };
  },
  adminDisableSecondFactor: async () => {
    const [recoveryCode] = await turnOnSecondFactor(t);
    const body = { currentPassword: TEST_ADMIN_PASSWORD, otp: recoveryCode };
    return { action: 'admin.2fa-off', send: () => t.call('DELETE', '/api/admin/2fa', body) };
  },
  adminEndSession: async () => {
    // A second device of the same admin (two-step sign-in off, so the password alone signs in).
    await resetSecondFactor(t.app.db);
    const other = await signInAdmin(t.app);
    const sessions = await t.call('GET', '/api/admin/sessions', undefined, { cookie: other });
    const { id } = sessions.json<{ id: string; current: boolean }[]>().find((s) => s.current)!;
    return { action: 'session.end', send: () => t.call('DELETE', `/api/admin/sessions/${id}`) };
  },
};

/**
 * Mutating routes that write no data, each with why (decision 050). A sign-in or sign-out
 * starts or ends the caller's own session: access, not a change anyone could want undone.
 */
const NOT_WRITES: Record<string, string> = {
  adminLogin: 'starts the caller’s own session; no data changes',
  adminLogout: 'ends the caller’s own session; no data changes',
  healerLogin: 'starts the caller’s own session (a first code is spent); no profile data changes',
  healerLogout: 'ends the caller’s own session; no data changes',
  healerPasskeyRegistrationOptions:
    'a challenge kept five minutes for the caller’s own next request (decision 063); no data changes',
  adminPasskeyRegistrationOptions:
    'a challenge kept five minutes for the caller’s own next request (decision 063); no data changes',
  healerPasskeySignInOptions: 'a sign-in challenge kept five minutes; no data changes',
  adminPasskeySignInOptions: 'a sign-in challenge kept five minutes; no data changes',
  sendEvent:
    'an anonymous insight event adds to a day’s count (decision 052): nobody’s record changes, and an entry would keep who looked',
};

interface Operation {
  method: string;
  path: string;
  operationId: string | undefined;
}

async function mutatingOperations(): Promise<Operation[]> {
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { operationId?: string }>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method, path, operationId: operation.operationId })),
  );
}

const newest = async (): Promise<{ total: number; entries: AuditEntry[] }> => {
  const response = await t.call('GET', '/api/admin/audit?limit=5');
  expect(response.statusCode).toBe(200);
  return {
    total: Number(response.headers['x-total-count']),
    entries: response.json<AuditEntry[]>(),
  };
};

describe('every mutating route writes an audit entry', () => {
  it('finds the mutating routes in the OpenAPI document', async () => {
    const operations = await mutatingOperations();
    expect(operations.length).toBeGreaterThanOrEqual(Object.keys(BUILDERS).length);
  });

  it('knows every mutating operation: a request that writes an entry, or a reason it writes none', async () => {
    const unknown = (await mutatingOperations()).filter(
      ({ operationId }) =>
        operationId === undefined || !(operationId in BUILDERS || operationId in NOT_WRITES),
    );
    expect(
      unknown.map((op) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`),
    ).toEqual([]);
  });

  it('each write appends an entry with its action', async () => {
    const operations = (await mutatingOperations()).filter(
      ({ operationId }) => operationId !== undefined && operationId in BUILDERS,
    );
    for (const { operationId, method, path } of operations) {
      const { action, send } = await BUILDERS[operationId!]!();
      const before = await newest();
      const response = await send();
      const where = `${method.toUpperCase()} ${path} (${operationId})`;
      expect(response.statusCode, `${where}: ${response.body}`).toBeLessThan(300);
      const after = await newest();
      expect(after.total, `${where} wrote no audit entry`).toBeGreaterThan(before.total);
      const written = after.entries.slice(0, Math.min(5, after.total - before.total));
      expect(
        written.map((entry) => entry.action),
        where,
      ).toContain(action);
    }
    // Every write of the API in turn, each with its set-up: longer than one test's default.
  }, 120_000);
});
