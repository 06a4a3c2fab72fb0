import { describe, expect, it } from 'vitest';
import { LoginThrottle, type LoginThrottleRules } from './rate-limit.js';

const MINUTE = 60_000;
const rules: LoginThrottleRules = {
  identifierAndClient: { max: 3, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  client: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  identifier: { max: 4, windowMs: 15 * MINUTE, lockMs: 1 * MINUTE },
};

function throttle() {
  const clock = { now: 1_000_000 };
  return { t: new LoginThrottle(rules, () => clock.now), clock };
}

const fail = (t: LoginThrottle, identifier: string, client: string, times: number) => {
  for (let i = 0; i < times; i += 1) t.recordFailure('healer', identifier, client);
};

describe('LoginThrottle', () => {
  it('lets attempts through until one client fails the limit on one identifier', () => {
    const { t } = throttle();
    fail(t, '9847012345', 'a', 2);
    expect(t.retryAfterSeconds('healer', '9847012345', 'a')).toBe(0);
    fail(t, '9847012345', 'a', 1);
    expect(t.retryAfterSeconds('healer', '9847012345', 'a')).toBe(15 * 60);
  });

  it('does not lock other clients of that identifier out for long', () => {
    const { t, clock } = throttle();
    fail(t, 'victim', 'attacker-1', 2);
    fail(t, 'victim', 'attacker-2', 2);
    // Four failures across clients: the identifier lock is one minute only.
    expect(t.retryAfterSeconds('healer', 'victim', 'owner')).toBe(60);
    clock.now += MINUTE;
    expect(t.retryAfterSeconds('healer', 'victim', 'owner')).toBe(0);
  });

  it('limits one client trying many identifiers', () => {
    const { t } = throttle();
    for (let i = 0; i < 5; i += 1) t.recordFailure('admin', `user-${i}`, 'c');
    expect(t.retryAfterSeconds('admin', 'someone-else', 'c')).toBe(15 * 60);
    expect(t.retryAfterSeconds('admin', 'someone-else', 'other-client')).toBe(0);
  });

  it('forgets failures after the window', () => {
    const { t, clock } = throttle();
    fail(t, 'x', 'c', 2);
    clock.now += 16 * MINUTE;
    fail(t, 'x', 'c', 2);
    expect(t.retryAfterSeconds('healer', 'x', 'c')).toBe(0);
  });

  it("clears a client's failures on an identifier when it signs in", () => {
    const { t } = throttle();
    fail(t, 'x', 'c', 2);
    t.recordSuccess('healer', 'x', 'c');
    fail(t, 'x', 'c', 1);
    expect(t.retryAfterSeconds('healer', 'x', 'c')).toBe(0);
  });

  it('keeps the admin and healer sign-ins apart and ignores identifier case', () => {
    const { t } = throttle();
    for (let i = 0; i < 3; i += 1) t.recordFailure('admin', 'Admin', 'c');
    expect(t.retryAfterSeconds('admin', ' ADMIN ', 'c')).toBeGreaterThan(0);
    expect(t.retryAfterSeconds('healer', 'admin', 'c')).toBe(0);
  });
});
