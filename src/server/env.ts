import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../shared/constants/validation-messages.js';
import { previousSecrets } from './audit/audit-key.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['0', '1', 'true', 'false', 'yes', 'no'].includes(value), {
    message: 'must be 1 or 0 (or true/false)',
  })
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** Whether proxy-addr (which Fastify's trustProxy uses) takes these addresses and ranges. */
function isProxyList(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

const TRUST_PROXY_MESSAGE =
  'must be the number of proxies in front (1 to 10), or their addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8, loopback)';

/**
 * Which reverse proxies may say who the client is (X-Forwarded-For, -Proto, -Host): none by
 * default, so that a client cannot pretend to be another; a hop count or an address list.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
      if (isProxyList(entries)) return entries;
    }
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

/**
 * How a healer first signs in: a one-time code the admin sends (default), or the phone number as
 * the specification has it, for an operator who accepts that risk (DESIGN §5).
 */
export const FIRST_PASSWORD_MODES = ['code', 'phone'] as const;
export type FirstPasswordMode = (typeof FIRST_PASSWORD_MODES)[number];

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65_535, 'must be a whole number from 0 to 65535')
    .default(5000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => /^postgres(ql)?:\/\/.+/i.test(value) && URL.canParse(value), {
      message: 'must be a postgres:// or postgresql:// URL',
    })
    .optional(),
  DATA_DIR: z
    .string()
    .trim()
    .default('./data')
    .transform((value) => resolve(value)),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').max(200).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Earlier values of SESSION_SECRET, comma-separated: the audit entries keyed with them are
   * still checked (decision 056). Nothing new is made with them.
   */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .refine(
      (value) => previousSecrets(value).every((secret) => secret.length >= 32),
      'each secret must be at least 32 characters',
    )
    .optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          (url.pathname === '/' || url.pathname === '') &&
          !url.search &&
          !url.hash
        );
      },
      { message: 'must be an absolute http(s) origin such as https://healers.example.org' },
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Kolkata' })
    .default('Asia/Kolkata'),
  COUNTRY_CODE: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,2}$/, 'must be 1 to 3 digits without + (for India: 91)')
    .default('91'),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  TRUST_PROXY: trustProxy.optional(),
  /** New searches one client may send per minute (a bucket that size); 0 turns it off. */
  SEARCH_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .max(100_000, 'must be at most 100000')
    .default(600),
  /**
   * The Bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics answers only
   * requests made on this machine and not relayed by a proxy (decision 051).
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters')
    .max(200, 'must be at most 200 characters')
    .optional(),
  /**
   * Seconds between SIGTERM and closing in which /healthz and /readyz answer 503 while every other
   * request is still served, so a load balancer stops sending new ones first (decision 051).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 (off) or more')
    .max(60, 'must be at most 60')
    .default(0),
  FIRST_PASSWORD: z
    .enum(FIRST_PASSWORD_MODES, { error: `must be ${FIRST_PASSWORD_MODES.join(' or ')}` })
    .default('code'),
});

export type Env = z.output<typeof envSchema>;

/** Variables whose values must never be echoed in an error message or a log line. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
  'SESSION_SECRET_PREVIOUS',
  'METRICS_TOKEN',
]);

/**
 * The placeholder deploy/healers.env.example gives every secret ("CHANGE-ME", "CHANGE-ME-to-…").
 * A value still holding it was copied, not chosen: it is public, so it is refused at start.
 */
export const EXAMPLE_PLACEHOLDER = 'CHANGE-ME';

/** A start-up configuration problem; its message is one line naming the variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads and validates the environment; throws EnvError naming the first bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (common in .env files and container definitions) means "not set".
  const present: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key];
    if (value !== undefined && value !== '') present[key] = value;
  }
  for (const name of SECRET_VARIABLES) {
    if (present[name]?.toUpperCase().includes(EXAMPLE_PLACEHOLDER)) {
      throw new EnvError(
        `Invalid environment variable ${name}: still holds the example's placeholder ${EXAMPLE_PLACEHOLDER}; set a value of your own`,
      );
    }
  }
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const raw = present[name];
  const shown = raw === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${raw}")`;
  throw new EnvError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
}

/**
 * TIME_ZONE alone, read and checked as readEnv reads it, for a command-line tool that needs no
 * other variable (`npm run db:seed`'s dates). The one other reader of process.env.TIME_ZONE is
 * readEnv (decision 070).
 */
export function readTimeZone(source: NodeJS.ProcessEnv = process.env): string {
  const raw = source.TIME_ZONE;
  const result = envSchema.shape.TIME_ZONE.safeParse(raw === '' ? undefined : raw);
  if (result.success) return result.data;
  throw new EnvError(
    `Invalid environment variable TIME_ZONE: ${result.error.issues[0]!.message} (got "${raw}")`,
  );
}

/**
 * The secret that signs session cookies. SESSION_SECRET wins; on the embedded database a random
 * one is generated once and kept in DATA_DIR so that sessions survive a restart. On PostgreSQL
 * (possibly several instances) a random per-process value is used, so sessions end on restart
 * and instances disagree: set SESSION_SECRET there.
 */
export function resolveSessionSecret(env: Env): { secret: string; source: string } {
  if (env.SESSION_SECRET) return { secret: env.SESSION_SECRET, source: 'SESSION_SECRET' };
  if (env.DATABASE_URL) {
    return { secret: randomBytes(32).toString('base64url'), source: 'per-process' };
  }
  const file = join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { secret: stored, source: file };
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, source: file };
}

/** Where passkeys are bound (decision 063): the relying party id (a host name) and its origin. */
export type PasskeyRelyingParty =
  | { rpID: string; origin: string }
  | { refused: typeof VALIDATION_MESSAGES.passkeysNeedPublicUrl };

/**
 * The relying party of PUBLIC_URL: its host and origin, when it is https, or http on localhost
 * (a browser's only plain-HTTP secure context). Without PUBLIC_URL, or on plain HTTP elsewhere,
 * passkeys are refused with a message saying what to set: a passkey is bound to the domain, so
 * guessing it from a request's Host header would bind them to whatever a client sent.
 */
export function passkeyRelyingParty(publicUrl: string | undefined): PasskeyRelyingParty {
  const refused = { refused: VALIDATION_MESSAGES.passkeysNeedPublicUrl } as const;
  if (!publicUrl) return refused;
  const url = new URL(publicUrl);
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return refused;
  return { rpID: url.hostname, origin: url.origin };
}
