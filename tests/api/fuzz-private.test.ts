import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/plugins/auth.js';
import { createSession } from '../../src/server/services/session.js';
import { WEEK_DAYS } from '../../src/shared/constants/days.js';
import { DISTRICTS } from '../../src/shared/constants/districts.js';
import { TEAM_ROLES } from '../../src/shared/constants/people.js';
import { createHealerViaDb, uniquePhone } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { setUpApiTest } from '../helpers/test-app.js';

/**
 * Sends generated bodies, query strings and ids to every admin and healer endpoint (read from
 * the OpenAPI document, so a new route is fuzzed without editing this file), signed in as an
 * admin, as a healer and not at all. Whatever arrives, the answer is never a 5xx and never holds
 * a password hash.
 */

const RUNS_PER_ENDPOINT = 30;
const ROLES = ['anonymous', 'admin', 'healer'] as const;
type Role = (typeof ROLES)[number];

interface Endpoint {
  method: string;
  path: string;
}

let endpoints: Endpoint[] = [];
let jpeg: Buffer;
let casesRun = 0;
/** The server's error log lines, so that a 5xx's cause shows in the failure. */
const serverErrors: string[] = [];
const statusCounts = new Map<number, number>();
const t = setUpApiTest({
  logger: {
    level: 'error',
    stream: { write: (line: string) => void serverErrors.push(line) },
  },
  signIn: 'none',
});

beforeAll(async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  endpoints = Object.entries(doc.paths)
    .filter(([path]) => /^\/api\/(admin|healer)\//.test(path))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  // For the note: how many generated requests the suite sent.
  const statuses = [...statusCounts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(`fuzz-private: ${casesRun} generated requests (${statuses.join(', ')})`);
});

const KNOWN_KEYS = [
  'name',
  'phone',
  'district',
  'pincode',
  'titles',
  'email',
  'website',
  'languages',
  'services',
  'qualifications',
  'clinicTimings',
  'rating',
  'reviewCount',
  'isActive',
  'photoUrl',
  'bio',
  'latitude',
  'longitude',
  'password',
  'currentPassword',
  'newPassword',
  'identifier',
  'newPhone',
  'contactEmail',
  'contactPhone',
  'address',
  'role',
  'displayOrder',
  'summary',
  'description',
  '__proto__',
  'constructor',
] as const;

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '9847012345',
    'a@b.co',
    'https://x.example',
    "' or 1=1 --",
    '\u0000',
  ),
  fc.string({ minLength: 250, maxLength: 12_000 }),
);

const clinicTiming = fc.record(
  {
    day: fc.oneof(fc.constantFrom(...WEEK_DAYS), text),
    isOpen: fc.oneof(fc.boolean(), text),
    morningStart: fc.oneof(fc.constantFrom('09:00', '25:61', ''), text),
    morningEnd: fc.oneof(fc.constantFrom('13:00', '9:00'), text),
  },
  { requiredKeys: [] },
);

const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 8 }),
  fc.array(clinicTiming, { maxLength: 9 }),
  fc.constantFrom(...DISTRICTS, ...TEAM_ROLES, 'true', 'false'),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Mostly plausible forms with one or more fields off, so that validation paths get exercised. */
const mostly = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: text });

const plausibleForm = fc
  .record({
    name: mostly(fc.constant('Fuzz Healer')),
    phone: mostly(fc.constant('').map(() => uniquePhone())),
    district: mostly(fc.constantFrom(...DISTRICTS)),
    pincode: mostly(fc.constant('682001')),
    role: fc.constantFrom(...TEAM_ROLES),
    newPassword: mostly(fc.constant('a-new-password')),
    currentPassword: text,
    newPhone: mostly(fc.constant('').map(() => uniquePhone())),
  })
  .chain((base) =>
    fc
      .dictionary(fc.constantFrom(...KNOWN_KEYS), value, { maxKeys: 2 })
      .map((extra) => ({ ...base, ...extra })),
  );

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 10 })), value, {
    maxKeys: 8,
  }),
  plausibleForm,
);

type Payload =
  | { kind: 'json'; body: unknown }
  | { kind: 'raw'; contentType: string; data: string }
  | { kind: 'multipart'; data: 'jpeg' | Uint8Array; fileName: string; contentType: string };

const payload: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 6, arbitrary: body.map((b) => ({ kind: 'json' as const, body: b })) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=xyz',
        'application/xml',
      ),
      data: fc.string({ maxLength: 200 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('multipart' as const),
      data: fc.oneof(fc.constant('jpeg' as const), fc.uint8Array({ maxLength: 2000 })),
      fileName: fc.oneof(
        fc.constantFrom('a.jpg', 'a.png', '../../x', ''),
        fc.string({ maxLength: 20 }),
      ),
      contentType: fc.constantFrom(
        'image/jpeg',
        'image/png',
        'text/plain',
        'application/octet-stream',
      ),
    }),
  },
);

const query = fc.dictionary(
  fc.oneof(fc.constantFrom('q', 'page', 'pageSize', 'id', 'query'), fc.string({ maxLength: 8 })),
  fc.oneof(text, fc.integer().map(String)),
  { maxKeys: 4 },
);

/** Fills `{id}`-style path parameters; sometimes with a real record's id. */
function idArbitrary(realIds: string[]) {
  return fc.oneof(
    fc.string({ minLength: 1, maxLength: 60 }),
    fc.constantFrom(...realIds, 'x'.repeat(300), '..', '%00', ' ', 'null'),
  );
}

function toRequest(payloadValue: Payload): {
  payload?: string | Buffer;
  headers: Record<string, string>;
} {
  switch (payloadValue.kind) {
    case 'json':
      return payloadValue.body === undefined
        ? { headers: {} }
        : {
            payload: JSON.stringify(payloadValue.body),
            headers: { 'content-type': 'application/json' },
          };
    case 'raw':
      return { payload: payloadValue.data, headers: { 'content-type': payloadValue.contentType } };
    case 'multipart': {
      const multipart = multipartBody({
        fileName: payloadValue.fileName.replace(/["\r\n]/g, ''),
        contentType: payloadValue.contentType,
        data: payloadValue.data === 'jpeg' ? jpeg : Buffer.from(payloadValue.data),
      });
      return { payload: multipart.payload, headers: multipart.headers };
    }
  }
}

async function fixtures() {
  const healer = await createHealerViaDb(t.app.db, {
    mustChangePassword: false,
    password: 'fuzz-pass',
  });
  const service = await t.app.inject({
    method: 'POST',
    url: '/api/admin/services',
    headers: { cookie: await sessionCookie('admin') },
    payload: { name: `Fuzz service ${healer.id}` },
  });
  return { healerId: healer.id, serviceId: service.json<{ id: string }>().id };
}

let adminId: string | undefined;

async function sessionCookie(role: Role, healerId?: string): Promise<string> {
  if (role === 'anonymous') return '';
  if (role === 'admin') {
    adminId ??= (await t.app.db.query.admins.findFirst())?.id;
    if (!adminId) throw new Error('The test app has no admin');
  }
  const subjectId = role === 'admin' ? adminId! : healerId!;
  const { token } = await createSession(t.app.db, { kind: role, subjectId });
  return `${SESSION_COOKIE}=${token}`;
}

describe('fuzzing the admin and healer API', () => {
  it('finds the admin and healer endpoints in the OpenAPI document', () => {
    const paths = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/healers',
        'POST /api/admin/healers',
        'PATCH /api/admin/healers/{id}',
        'DELETE /api/admin/healers/{id}',
        'GET /api/admin/healers/export',
        'POST /api/admin/upload-photo',
        'GET /api/admin/services',
        'POST /api/admin/services',
        'PATCH /api/admin/services/{id}',
        'DELETE /api/admin/services/{id}',
        'GET /api/admin/team-members',
        'POST /api/admin/team-members',
        'PATCH /api/admin/team-members/{id}',
        'DELETE /api/admin/team-members/{id}',
        'GET /api/admin/settings',
        'PATCH /api/admin/settings',
        'GET /api/admin/stats',
        'PUT /api/healer/profile',
        'POST /api/healer/upload-photo',
      ]),
    );
  });

  it.each(ROLES)(
    'never answers 5xx nor leaks a hash, as %s',
    async (role) => {
      for (const endpoint of endpoints) {
        const { healerId, serviceId } = await fixtures();
        const property = fc.asyncProperty(
          payload,
          query,
          idArbitrary([healerId, serviceId]),
          async (payloadValue, queryValue, id) => {
            casesRun += 1;
            const cookie = await sessionCookie(role, healerId);
            const path = endpoint.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
            const search = new URLSearchParams(queryValue).toString();
            const request = toRequest(payloadValue);
            const response = await t.app.inject({
              method: endpoint.method as 'GET',
              url: search ? `${path}?${search}` : path,
              headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
              ...(request.payload !== undefined && endpoint.method !== 'GET'
                ? { payload: request.payload }
                : {}),
            });
            statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
            if (
              response.statusCode >= 500 ||
              response.body.includes('$argon2') ||
              response.body.includes('$hmac-sha256')
            ) {
              throw new Error(
                `${endpoint.method} ${path} answered ${response.statusCode}: ${response.body.slice(0, 300)}\n${serverErrors.at(-1)?.slice(0, 2000) ?? ''}`,
              );
            }
          },
        );
        await fc.assert(property, { numRuns: RUNS_PER_ENDPOINT });
      }
    },
    600_000,
  );
});
