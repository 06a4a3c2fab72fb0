import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeProblems, lintOpenApi } from '../../scripts/openapi-lint.js';
import { signInAdmin } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
}

interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
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
        /^\/api\/(admin|healer)\//.test(path) && !/\/(login|logout|status)$/.test(path),
      );
      // Bodies are validated before the guard runs, so only operations without one answer 401
      // to a request that carries nothing at all.
      if (!needsSession || operation.requestBody) continue;
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replaceAll(/\{\w+\}/g, 'x'),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
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
