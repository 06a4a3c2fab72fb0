import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeProblems, lintOpenApi } from '../../scripts/openapi-lint.js';
import { signInAdmin } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { name: string; schema?: unknown }[];
  responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes?: Record<string, { type: string; in: string; name: string }>;
    schemas?: Record<string, unknown>;
  };
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject('/api/openapi.json')).json<Document>();
});

afterAll(async () => {
  await t.close();
});

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
}

describe('the OpenAPI document for client generators', () => {
  it('names every operation with a unique camelCase operationId', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    const unnamed = all.filter(({ operation }) => !operation.operationId);
    expect(unnamed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  it('declares the session cookie sign-in sets, and public operations need none', async () => {
    const schemes = doc.components.securitySchemes ?? {};
    const [name, scheme] = Object.entries(schemes)[0] ?? [];
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const setCookie = cookieNames(await signInAdmin(t.app));
    expect(setCookie).toContain(scheme?.name);

    for (const { method, path, operation } of operations()) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      const needsSession = (operation.security ?? []).some((entry) => name! in entry);
      expect(needsSession, `${method} ${path}`).toBe(
        /^\/api\/(admin|healer)\//.test(path) &&
          // A passkey sign-in is a sign-in: it needs no session (decision 063).
          !/\/(login|logout|status|passkeys\/sign-in-options|passkeys\/sign-in)$/.test(path),
      );
      if (!needsSession) continue;
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replaceAll(/\{\w+\}/g, 'x'),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('answers a signed-out caller 401 before any check of its body, content type or query', async () => {
    const bad = [
      { payload: '{"status":"nonsense","x":', headers: { 'content-type': 'application/json' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
      { payload: '<a/>', headers: { 'content-type': 'application/xml' } },
    ];
    const guarded = operations().filter(({ operation }) => (operation.security ?? []).length > 0);
    expect(guarded.length).toBeGreaterThan(40);
    for (const { method, path } of guarded) {
      for (const { payload, headers } of bad) {
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: `${path.replaceAll(/\{\w+\}/g, 'x')}?limit=-1&from=nonsense`,
          ...(method === 'get' ? {} : { payload, headers }),
        });
        expect(response.statusCode, `${method} ${path} ${payload}`).toBe(401);
        expect(response.json().key, `${method} ${path}`).toMatch(
          /^(adminAuthRequired|notAuthenticated)$/,
        );
      }
    }
  });

  it('writes the error reply once, in components, and every 4xx as that JSON', () => {
    expect(Object.keys(doc.components.schemas ?? {})).toContain('ErrorReply');
    const text = JSON.stringify(doc.paths);
    expect(text).not.toContain('"adminAuthRequired"');
    expect(JSON.stringify(doc).length).toBeLessThan(400_000);
    for (const { method, path, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('4') || response.$ref) continue;
        expect(Object.keys(response.content ?? {}), `${method} ${path} ${status}`).toEqual([
          'application/json',
        ]);
      }
    }
  });

  it('declares the statuses of the server’s own checks on every operation that can meet them', () => {
    for (const { method, path, operation } of operations()) {
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '431']));
      if (method !== 'get') {
        expect(statuses, `${method} ${path}`).toEqual(
          expect.arrayContaining(['403', '413', '415']),
        );
      }
    }
  });

  it('describes the uploads, the search filters and the audit’s times', () => {
    for (const [path, field] of [
      ['/api/admin/upload-photo', 'photo'],
      ['/api/healer/upload-photo', 'photo'],
      ['/api/admin/healers/import', 'file'],
    ] as const) {
      const body = doc.paths[path]?.post?.requestBody as {
        content: Record<string, { schema: { required: string[] } }>;
      };
      expect(body.content['multipart/form-data']?.schema.required, path).toEqual([field]);
    }
    const parameter = (path: string, name: string) =>
      doc.paths[path]?.get?.parameters?.find((entry) => entry.name === name)?.schema;
    expect(parameter('/api/healers/search', 'gender')).toMatchObject({ enum: ['woman', 'man'] });
    expect(parameter('/api/healers/search', 'homeVisits')).toMatchObject({
      enum: ['true', 'false'],
    });
    expect(parameter('/api/healers/search', 'radiusKm')).toMatchObject({
      type: 'number',
      maximum: 1000,
    });
    expect(parameter('/api/healers/search', 'maxFee')).toMatchObject({
      type: 'integer',
      minimum: 0,
    });
    expect(parameter('/api/healers', 'limit')).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    expect(parameter('/api/healers', 'seed')).toMatchObject({
      type: 'integer',
      maximum: 2 ** 32 - 1,
    });
    expect(parameter('/api/admin/audit', 'from')).toMatchObject({
      anyOf: [{ format: 'date' }, { format: 'date-time' }],
    });
    for (const [path, type] of [
      ['/sitemap.xml', 'application/xml'],
      ['/robots.txt', 'text/plain'],
    ] as const) {
      expect(Object.keys(doc.paths[path]?.get?.responses?.['200']?.content ?? {}), path).toEqual([
        type,
      ]);
    }
  });

  it('names a server and passes Redocly’s recommended rules with no error', async () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const { errors } = await lintOpenApi(doc);
    expect(describeProblems(errors)).toBe('');
  });
});

function cookieNames(cookieHeader: string): string[] {
  return cookieHeader.split('; ').map((pair) => pair.split('=')[0]!);
}
