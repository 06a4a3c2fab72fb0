import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';

// ajv-formats is CommonJS: under Node's ESM its function is the default export's `default`.
const addFormats = ((formatsModule as unknown as { default?: unknown }).default ??
  formatsModule) as unknown as (ajv: Ajv2020) => void;

import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import { cookieHeaderOf, signInAdmin } from '../../helpers/admin-sign-in.js';
import { createHealer, healerForm } from './api-client.js';

/**
 * The fuzz of every operation in /api/openapi.json (decision 059): requests generated from the
 * declared schemas by json-schema-faker, then mutated by fast-check (both from one seed, so a
 * run is repeated by its seed), sent over HTTP to a real server on 127.0.0.1, and each reply
 * checked against what the document declares for that operation.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Response {
  $ref?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> };
}

export interface FuzzOperation {
  method: string;
  path: string;
  operation: Operation;
}

const ROLES = ['anonymous', 'admin', 'healer'] as const;
type Role = (typeof ROLES)[number];

/** One generated request, as the failure report prints it. */
export interface FuzzRequest {
  role: Role;
  method: string;
  url: string;
  operationId: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface FuzzFailure {
  request: Omit<FuzzRequest, 'body'> & { body?: string };
  problem: string;
  status?: number;
  reply?: string;
}

export interface FuzzResult {
  sent: number;
  failures: FuzzFailure[];
  statuses: Map<number, number>;
  slowestMs: number;
}

/** Values that have broken servers: scripts, directions, NUL, lone surrogates, edges of numbers and calendars. */
const NASTY_STRINGS = [
  '',
  ' ',
  'തിരുവനന്തപുരം ആയുർവേദം',
  'مرحبا بالعالم',
  '\u202Eevil\u202C',
  '👩🏽‍⚕️🧘‍♂️🇮🇳',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  "'; drop table healers; --",
  '<script>alert(1)</script>',
  '%00%2e%2e%2f',
  '../../etc/passwd',
  '0000-01-01',
  '1970-01-01',
  '2000-02-29',
  '2100-02-29',
  '2026-13-40',
  '9999-12-31',
  '275760-09-13',
  '2026-05-01T09:30:00+05:30',
  '-1',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'true',
  'null',
  '{}',
  '[]',
];
const NASTY_NUMBERS = [
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
];
const UNKNOWN_IDS = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  'x',
  'not-an-id',
  '12345678901234567890',
];

function deepNesting(depth: number): Json {
  let value: Json = 'deep';
  for (let level = 0; level < depth; level += 1) {
    value = level % 2 === 0 ? [value] : { a: value };
  }
  return value;
}

/** Stringified JSON broken in the ways a client's bug or an attacker breaks it. */
const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  'nul',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[1,2,3',
  // Deeper than any parser's recursion should go: 10,000 levels, as text.
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('ക'.repeat(34_000)),
  fc.constant('x'.repeat(100_000)),
);

const nastyValue: fc.Arbitrary<Json> = fc.oneof(
  nastyString,
  fc.constantFrom<Json>(...NASTY_NUMBERS, true, false, null, [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(deepNesting(200)),
  fc.array(fc.constantFrom<Json>(...NASTY_STRINGS), { maxLength: 30 }),
);

/** A value of the declared schema, by json-schema-faker, deterministic in its seed. */
function fromSchema(schema: Schema | undefined, seed: number): Json {
  if (!schema) return {};
  try {
    return generateSync(schema as never, {
      seed,
      maxDepth: 4,
      maxItems: 4,
      maxLength: 60,
      optionalsProbability: 0.6,
      failOnInvalidTypes: false,
    }) as Json;
  } catch {
    return {};
  }
}

/** The generator's random source: one fast-check `gen()` per request, so a seed repeats a run. */
export interface Rng {
  nextInt(min: number, max: number): number;
  nasty(): Json;
}

function rngOf(generate: fc.GeneratorValue): Rng {
  return {
    nextInt: (min, max) => generate(fc.integer, { min, max }),
    nasty: () => generate(() => nastyValue),
  };
}

type Mutation = (value: Json, rng: Rng) => Json;

function pick<T>(rng: Rng, values: readonly T[]): T {
  return values[rng.nextInt(0, values.length - 1)]!;
}

function nasty(rng: Rng): Json {
  return rng.nasty();
}

/** Changes one generated object the way a broken or hostile client does. */
const MUTATIONS: Mutation[] = [
  (value) => value,
  (value) => value,
  (value, rng) => {
    if (!isObject(value)) return nasty(rng);
    const keys = Object.keys(value);
    if (keys.length === 0) return { extra: nasty(rng) };
    const { [pick(rng, keys)]: _dropped, ...rest } = value;
    return rest;
  },
  (value, rng) =>
    isObject(value)
      ? { ...value, [pick(rng, ['extra', 'isAdmin', 'id', '__proto__'])]: nasty(rng) }
      : value,
  (value, rng) => {
    if (!isObject(value)) return nasty(rng);
    const keys = Object.keys(value);
    return keys.length === 0 ? value : { ...value, [pick(rng, keys)]: nasty(rng) };
  },
  (value, rng) => {
    if (!isObject(value)) return [value];
    const keys = Object.keys(value);
    // The wrong type for every field at once.
    return Object.fromEntries(
      keys.map((key) => [
        key,
        typeof value[key] === 'string' ? rng.nextInt(-9, 9) : String(value[key]),
      ]),
    );
  },
  (_value, rng) => nasty(rng),
];

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function queryText(value: Json): string {
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Percent-encodes a path segment; sometimes leaves it raw or breaks its encoding on purpose. */
function pathSegment(value: Json, rng: Rng): string {
  // An address cannot carry a lone surrogate (encodeURIComponent throws); bodies still do.
  const text = queryText(value).replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  const roll = rng.nextInt(0, 19);
  if (roll === 0) return '%E0%A4';
  if (roll === 1) return `${encodeURIComponent(text.slice(0, 50) || 'x')}%`;
  return encodeURIComponent(text === '' ? 'x' : text);
}

export interface FuzzContext {
  baseUrl: string;
  document: OpenApiDocument;
  cookies: Record<Role, string>;
  /** Ids of real records, so that some requests reach the handlers past "not found". */
  knownIds: string[];
  /** Signs the role in again when a fuzzed sign-out ended its session. */
  renew(role: Exclude<Role, 'anonymous'>): Promise<void>;
}

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, fileName: string, type: string, bytes: Buffer, boundary: string) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** One request for `target`, from the generator's random source. */
export function generateRequest(
  target: FuzzOperation,
  context: FuzzContext,
  rng: Rng,
): FuzzRequest {
  const { operation } = target;
  const role = pick(rng, ROLES);
  const seed = rng.nextInt(0, 2 ** 31 - 1);
  const headers: Record<string, string> = {};
  if (role !== 'anonymous') headers.cookie = context.cookies[role];

  let path = target.path;
  const query = new URLSearchParams();
  for (const [index, parameter] of (operation.parameters ?? []).entries()) {
    if (parameter.in === 'path') {
      const roll = rng.nextInt(0, 9);
      const value =
        roll < 3
          ? pick(rng, context.knownIds)
          : roll < 5
            ? pick(rng, UNKNOWN_IDS)
            : roll < 8
              ? fromSchema(parameter.schema, seed + index)
              : nasty(rng);
      path = path.replace(`{${parameter.name}}`, pathSegment(value, rng));
    } else if (parameter.in === 'query') {
      const roll = rng.nextInt(0, 9);
      if (roll < 3 && !parameter.required) continue;
      const value = roll < 7 ? fromSchema(parameter.schema, seed + index) : nasty(rng);
      query.append(parameter.name, queryText(value));
    }
  }
  if (rng.nextInt(0, 9) === 0)
    query.append(pick(rng, ['extra', 'limit', '__proto__']), queryText(nasty(rng)));
  const search = query.toString();
  const url = `${path}${search ? `?${search}` : ''}`;

  const request: FuzzRequest = {
    role,
    method: target.method.toUpperCase(),
    url,
    operationId: operation.operationId,
    headers,
  };
  if (request.method === 'GET') return request;

  const content = operation.requestBody?.content ?? {};
  const roll = rng.nextInt(0, 19);
  if (content['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema as { required?: string[] } | undefined;
    const field =
      roll < 12 ? (schema?.required?.[0] ?? 'file') : pick(rng, ['other', 'photo', 'file']);
    const boundary = `fuzz${seed}`;
    const [fileName, type, bytes] = pick(rng, [
      ['a.png', 'image/png', tinyPng],
      ['a.csv', 'text/csv', Buffer.from('Name,Phone,District\nതിരു,9876543210,Ernakulam\n')],
      ['a.jpg', 'image/jpeg', Buffer.from(queryText(nasty(rng)))],
      ['a.xlsx', 'application/octet-stream', Buffer.from('PK\u0003\u0004broken')],
    ] as const);
    if (roll >= 17) {
      headers['content-type'] = 'application/json';
      request.body = JSON.stringify(fromSchema(undefined, seed));
    } else {
      headers['content-type'] = `multipart/form-data; boundary=${roll === 16 ? 'other' : boundary}`;
      request.body =
        roll === 15
          ? Buffer.from(`--${boundary}\r\nbroken`)
          : multipart(field, fileName, type, bytes, boundary);
    }
    return request;
  }
  const schema = content['application/json']?.schema;
  if (roll < 2) return request;
  if (roll < 4) {
    headers['content-type'] = pick(rng, [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]);
    request.body = pick(rng, ['a=1', '<a/>', 'plain text', '--x--']);
    return request;
  }
  headers['content-type'] = pick(rng, [
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
  ]);
  if (roll < 6) {
    request.body = pick(rng, [...MALFORMED_JSON, '']);
    return request;
  }
  if (!schema) {
    request.body = roll < 10 ? '' : JSON.stringify(nasty(rng));
    if (request.body === '') delete headers['content-type'];
    return request;
  }
  const mutation = pick(rng, MUTATIONS);
  request.body = JSON.stringify(mutation(fromSchema(schema, seed), rng));
  return request;
}

/** The document's declared reply for `status`, its $ref followed. */
function declaredResponse(
  document: OpenApiDocument,
  operation: Operation,
  status: number,
): Response | undefined {
  const response =
    operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  if (!response?.$ref) return response;
  return document.components.responses[response.$ref.replace('#/components/responses/', '')];
}

/** Checks replies against the document: statuses, error shape, schemas (ajv, draft 2020-12). */
export function replyChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const compiled = new Map<Schema, ValidateFunction>();
  const validator = (schema: Schema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      // The document's components travel with each schema, so its #/components/... refs resolve.
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(schema, validate);
    }
    return validate;
  };
  // What every 4xx carries: the message and its key. A refusal may add its own fields beside
  // them (the import's row report, whose `errors` is a count), which the operation's declared
  // schema then checks.
  const errorSchema = {
    type: 'object',
    required: ['message', 'key'],
    properties: {
      message: { type: 'string', minLength: 1 },
      key: { $ref: '#/components/schemas/MessageKey' },
    },
  };

  return (
    operation: Operation,
    status: number,
    contentType: string,
    text: string,
  ): string | undefined => {
    if (status >= 500) return `answered ${status}`;
    const declared = declaredResponse(document, operation, status);
    if (!declared)
      return `status ${status} is not declared (${Object.keys(operation.responses).join(', ')})`;
    if (status === 204 || status === 304) return undefined;
    const json = /^application\/json\b/.test(contentType);
    if (status >= 400) {
      if (!json)
        return `a ${status} answered ${contentType || 'no content type'}, not the JSON error reply`;
      const body = JSON.parse(text) as { key?: unknown; message?: unknown };
      if (!validator(errorSchema)(body))
        return `a ${status} is not the error reply: ${ajv.errorsText(validator(errorSchema).errors)}`;
      if (typeof body.key !== 'string')
        return `a ${status} has no message key: ${String(body.message)}`;
    }
    if (!json) {
      const types = Object.keys(declared.content ?? {});
      const base = contentType.split(';')[0]!.trim();
      return types.includes(base)
        ? undefined
        : `answered ${base}, declared ${types.join(', ') || 'no content'}`;
    }
    const schema = declared.content?.['application/json']?.schema;
    if (!schema)
      return `answered JSON, declared ${Object.keys(declared.content ?? {}).join(', ') || 'no content'}`;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'answered invalid JSON';
    }
    const validate = validator(schema);
    return validate(body)
      ? undefined
      : `the reply does not match its schema: ${ajv.errorsText(validate.errors)}`;
  };
}

/** Every documented operation, public and private. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

/**
 * Signs an admin in and makes a healer who has set a password of their own, on a fresh server;
 * returns the context the generator needs.
 */
export async function fuzzContext(baseUrl: string): Promise<FuzzContext> {
  const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
  const cookies: Record<Role, string> = {
    anonymous: '',
    admin: await signInAdmin(baseUrl),
    healer: '',
  };
  const created = await createHealer(baseUrl, cookies.admin, healerForm('fuzz'));
  const password = 'fuzz-healer-password';
  let healerPassword = created.signInCode?.code ?? '';
  const signInHealer = async () => {
    const response = await fetch(`${baseUrl}/api/healer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: created.phone, password: healerPassword }),
    });
    if (response.status !== 200) throw new Error(`healer sign-in answered ${response.status}`);
    cookies.healer = cookieHeaderOf(response.headers.getSetCookie());
  };
  await signInHealer();
  const changed = await fetch(`${baseUrl}/api/healer/change-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.healer },
    body: JSON.stringify({ currentPassword: healerPassword, newPassword: password }),
  });
  if (changed.status !== 200) throw new Error(`change-password answered ${changed.status}`);
  healerPassword = password;
  await signInHealer();
  return {
    baseUrl,
    document,
    cookies,
    knownIds: [created.id],
    renew: async (role) => {
      try {
        if (role === 'admin') cookies.admin = await signInAdmin(baseUrl);
        else await signInHealer();
      } catch {
        // The fuzz may have changed a password or hit a sign-in limit: the old cookie stays,
        // and its replies (401) are still checked against the document.
      }
    },
  };
}

export interface FuzzOptions {
  seed: number;
  requests: number;
  concurrency: number;
  timeoutMs: number;
  /** Operations this run leaves out, each with why (see the caller). */
  skip?: (request: FuzzRequest) => boolean;
}

/** Sends `requests` generated requests, round-robin over every operation, `concurrency` at a time. */
export async function runFuzz(context: FuzzContext, options: FuzzOptions): Promise<FuzzResult> {
  const operations = operationsOf(context.document);
  const check = replyChecker(context.document);
  const generators = fc.sample(fc.gen(), { seed: options.seed, numRuns: options.requests });
  const requests: { target: FuzzOperation; request: FuzzRequest }[] = [];
  for (const [index, generate] of generators.entries()) {
    const target = operations[index % operations.length]!;
    const request = generateRequest(target, context, rngOf(generate));
    if (!options.skip?.(request)) requests.push({ target, request });
  }
  const result: FuzzResult = { sent: 0, failures: [], statuses: new Map(), slowestMs: 0 };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { target, request } = requests[next++]!;
      if (request.role !== 'anonymous') request.headers.cookie = context.cookies[request.role];
      const printable = {
        ...request,
        body: request.body === undefined ? undefined : String(request.body).slice(0, 300),
        url: request.url.slice(0, 300),
      };
      const started = performance.now();
      try {
        const response = await fetch(`${context.baseUrl}${request.url}`, {
          method: request.method,
          headers: request.headers,
          ...(request.body === undefined
            ? {}
            : { body: new Uint8Array(Buffer.from(request.body)) }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const text = await response.text();
        const ms = performance.now() - started;
        result.slowestMs = Math.max(result.slowestMs, ms);
        result.statuses.set(response.status, (result.statuses.get(response.status) ?? 0) + 1);
        const problem = check(
          target.operation,
          response.status,
          response.headers.get('content-type') ?? '',
          text,
        );
        if (problem)
          result.failures.push({
            request: printable,
            problem,
            status: response.status,
            reply: text.slice(0, 300),
          });
        if (response.status === 401 && request.role !== 'anonymous')
          await context.renew(request.role);
      } catch (error) {
        const ms = Math.round(performance.now() - started);
        result.failures.push({
          request: printable,
          problem: `no reply within ${ms} ms: ${describeFetchError(error)}`,
        });
      }
      result.sent += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return result;
}

/** A failed fetch with its cause (undici says only "fetch failed"): a reset, a timeout. */
function describeFetchError(error: unknown): string {
  const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  return cause ? `${message} (${cause.code ?? cause.message ?? 'no cause'})` : message;
}

/** The server process's resident memory in MB (Linux), or undefined where /proc is absent. */
export function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The failures grouped by operation and problem, for a readable assertion message. */
export function describeFailures(seed: number, failures: FuzzFailure[]): string {
  if (failures.length === 0) return '';
  const groups = new Map<string, FuzzFailure[]>();
  for (const failure of failures) {
    const key = `${failure.request.operationId}: ${failure.problem.replace(/\d+ ms/, 'N ms').slice(0, 160)}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [...groups].map(([key, list]) => {
    const first = list[0]!;
    return `- ${key} ×${list.length}\n    e.g. ${first.request.role} ${first.request.method} ${first.request.url} ${first.request.body ?? ''}\n    → ${first.reply ?? ''}`;
  });
  return `fuzz seed ${seed} (FUZZ_SEED=${seed} repeats it): ${failures.length} failures\n${lines.join('\n')}`;
}

/**
 * The fuzz suite on one database kind: a fresh server, `requests` generated requests, then the
 * checks the issue names: no 5xx, nothing over the timeout, every reply as declared, /healthz
 * fine and the process's memory bounded.
 */
export const FUZZ_TIMEOUT_MS = 10_000;
/** What the server may hold after the run: well above its working size, far below a leak's. */
export const FUZZ_RSS_LIMIT_MB = 1024;

/** FUZZ_SEED repeats a run; otherwise a new seed each time, printed with any failure. */
export function fuzzSeed(fixed: number): number {
  // A run in CI repeats its fixed seed, so a landing never hangs on a draw; FUZZ_SEED=random (or
  // a number) explores further, and a failure prints the seed that found it.
  const given = process.env.FUZZ_SEED;
  if (given === 'random') return Math.floor(Math.random() * 2 ** 31);
  return given !== undefined && Number.isInteger(Number(given)) ? Number(given) : fixed;
}
