import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REPORT_LIMITS } from '../../shared/constants/reports.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { nationalNumber } from '../../shared/domain/phone-number.js';
import { tooManyRequests } from '../errors.js';

/** The 429 message of every refused sign-in. */
export const TOO_MANY_ATTEMPTS = VALIDATION_MESSAGES.tooManyAttempts;

const MINUTE = 60 * 1000;

/** One limit: at most `max` failures in `windowMs`; once reached, refuse for `lockMs`. */
interface Rule {
  max: number;
  windowMs: number;
  lockMs: number;
}

export interface LoginThrottleRules {
  /** One client guessing one account's password. */
  identifierAndClient: Rule;
  /** One client trying many accounts. */
  client: Rule;
  /**
   * Many clients on one account. The lock is short and restarts the count, so a botnet can slow
   * an account's guessing to `max` per lock but cannot keep its owner out for long.
   */
  identifier: Rule;
}

export const DEFAULT_LOGIN_RULES: LoginThrottleRules = {
  identifierAndClient: { max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  client: { max: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  identifier: { max: 30, windowMs: 15 * MINUTE, lockMs: 1 * MINUTE },
};

interface Counter {
  failures: number;
  windowEnds: number;
  lockedUntil: number;
}

/**
 * The client a failure is counted against: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so counting single addresses would let one client
 * pick a fresh address for every guess).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The identifier a failure is counted against when the account is not known: a phone-like text
 * by the number it denotes, so '98470 55555', '+919847055555' and '(98470)55555' are one.
 */
export function identifierKey(identifier: string, countryCode: string): string {
  const text = identifier.trim().toLowerCase();
  if (/^[\d\s+().-]+$/.test(text) && /\d/.test(text)) {
    return `phone:${nationalNumber(text, countryCode)}`;
  }
  return `text:${text}`;
}

/** Above this many tracked keys the oldest are forgotten, so a flood cannot exhaust memory. */
const MAX_KEYS = 100_000;

/**
 * Counts failed sign-ins per client, per identifier and per both (ASVS 6.3.1). In memory: with
 * several instances each counts its own share, which still bounds guessing per instance.
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly rules: LoginThrottleRules = DEFAULT_LOGIN_RULES,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The counters of one attempt. A browser with a valid device cookie for the account (decision
   * 055) is counted on its own device counter instead of the account's: anonymous failures lock
   * the account for others, not for a browser that signed in to it before.
   */
  private keys(scope: string, identifier: string, clientAddress: string, deviceId?: string) {
    const id = identifier.trim().toLowerCase();
    const client = clientKey(clientAddress);
    return [
      [`${scope}|both|${id}|${client}`, this.rules.identifierAndClient],
      [`${scope}|client|${client}`, this.rules.client],
      deviceId
        ? ([`${scope}|device|${id}|${deviceId}`, this.rules.identifierAndClient] as const)
        : ([`${scope}|id|${id}`, this.rules.identifier] as const),
    ] as const;
  }

  /** Seconds until a sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterSeconds(scope: string, identifier: string, client: string, deviceId?: string): number {
    const now = this.now();
    let until = 0;
    for (const [key] of this.keys(scope, identifier, client, deviceId)) {
      const counter = this.counters.get(key);
      if (counter && counter.lockedUntil > now) until = Math.max(until, counter.lockedUntil);
    }
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - now) / 1000));
  }

  /** Counts one failed sign-in. */
  recordFailure(scope: string, identifier: string, client: string, deviceId?: string): void {
    const now = this.now();
    for (const [key, rule] of this.keys(scope, identifier, client, deviceId)) {
      let counter = this.counters.get(key);
      if (!counter || counter.windowEnds <= now) {
        counter = { failures: 0, windowEnds: now + rule.windowMs, lockedUntil: 0 };
      }
      this.counters.delete(key);
      counter.failures += 1;
      if (counter.failures >= rule.max) {
        counter.lockedUntil = now + rule.lockMs;
        // After the lock the count starts again, so the next lock needs `max` new failures.
        counter.failures = 0;
        counter.windowEnds = counter.lockedUntil + rule.windowMs;
      }
      this.counters.set(key, counter);
    }
    this.prune();
  }

  /** A correct password clears that client's failures on that account. */
  recordSuccess(scope: string, identifier: string, client: string, deviceId?: string): void {
    const [both, , own] = this.keys(scope, identifier, client, deviceId);
    this.counters.delete(both[0]);
    if (deviceId) this.counters.delete(own[0]);
  }

  /** Forgets the least recently counted keys (the Map keeps update order). */
  private prune(): void {
    if (this.counters.size <= MAX_KEYS) return;
    for (const key of this.counters.keys()) {
      if (this.counters.size <= MAX_KEYS * 0.9) break;
      this.counters.delete(key);
    }
  }
}

/** At most `max` uploads per session in `windowMs` (DESIGN §6, wave 2). */
export const UPLOAD_RULE = { max: 20, windowMs: 10 * MINUTE } as const;

/**
 * At most `max` profile saves per healer in `windowMs` (DESIGN §10.7, decision 032): each save
 * empties the public cache, and a person editing their profile saves a few times at most.
 */
export const PROFILE_WRITE_RULE = { max: 30, windowMs: 10 * MINUTE } as const;

/**
 * At most `max` patients' reports per client address in `windowMs` (DESIGN §10.1, decision 047):
 * a neighbour or a rival cannot bury a listing under reports from one connection.
 */
export const REPORT_RULE = { max: REPORT_LIMITS.perHour, windowMs: 60 * MINUTE } as const;

/** Counts actions per key in fixed windows; in memory, like the sign-in counters. */
export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly rule: { max: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one action for `key`; returns 0 when allowed, else seconds until the next may come. */
  take(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + this.rule.windowMs };
      this.windows.delete(key);
    }
    if (window.count >= this.rule.max) return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) {
      for (const old of this.windows.keys()) {
        if (this.windows.size <= MAX_KEYS * 0.9) break;
        this.windows.delete(old);
      }
    }
    return 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    uploadLimiter: WindowLimiter;
    profileWriteLimiter: WindowLimiter;
    reportLimiter: WindowLimiter;
  }
}

/** The 429 of an upload over the session's limit. */
export const TOO_MANY_UPLOADS = VALIDATION_MESSAGES.tooManyUploads;
/** The 429 of a profile save over the healer's limit. */
export const TOO_MANY_PROFILE_CHANGES = VALIDATION_MESSAGES.tooManyProfileChanges;

/** Throws the 429 when this session has used its uploads; else counts this one. */
export function assertUploadAllowed(request: FastifyRequest): void {
  const key = request.session?.id ?? `client|${clientKey(request.ip)}`;
  const seconds = request.server.uploadLimiter.take(key);
  if (seconds > 0) throw tooManyRequests(TOO_MANY_UPLOADS, seconds);
}

/** Throws the 429 when this healer has saved their profile too often; else counts this save. */
export function assertProfileWriteAllowed(request: FastifyRequest, healerId: string): void {
  const seconds = request.server.profileWriteLimiter.take(`healer|${healerId}`);
  if (seconds > 0) throw tooManyRequests(TOO_MANY_PROFILE_CHANGES, seconds);
}

/**
 * Throws the 429 when this client address (request.ip: TRUST_PROXY aware, an IPv6 client by its
 * /64) has sent its reports for the hour; else counts this one.
 */
export function assertReportAllowed(request: FastifyRequest): void {
  const seconds = request.server.reportLimiter.take(`report|${clientKey(request.ip)}`);
  if (seconds > 0) throw tooManyRequests(VALIDATION_MESSAGES.tooManyReports, seconds);
}

/**
 * Throws the 429 when this client or identifier is locked out. Routes call it before checking
 * the password so that a locked account costs no hashing work.
 */
export function assertNotThrottled(
  request: FastifyRequest,
  scope: string,
  identifier: string,
  deviceId?: string,
) {
  const seconds = request.server.loginThrottle.retryAfterSeconds(
    scope,
    identifier,
    request.ip,
    deviceId,
  );
  if (seconds > 0) throw tooManyRequests(TOO_MANY_ATTEMPTS, seconds);
}

export interface RateLimitOptions {
  rules?: LoginThrottleRules;
}

/**
 * Decorates `app.loginThrottle` (failed sign-ins), `app.uploadLimiter` (photo uploads),
 * `app.profileWriteLimiter` (a healer's profile saves) and `app.reportLimiter` (patients' reports).
 */
export const rateLimitPlugin = fp(
  async (app, options: RateLimitOptions) => {
    app.decorate('loginThrottle', new LoginThrottle(options.rules));
    app.decorate('uploadLimiter', new WindowLimiter(UPLOAD_RULE));
    app.decorate('profileWriteLimiter', new WindowLimiter(PROFILE_WRITE_RULE));
    app.decorate('reportLimiter', new WindowLimiter(REPORT_RULE));
  },
  { name: 'rate-limit' },
);
