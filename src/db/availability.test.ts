import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseAvailability, isDatabaseUnavailable } from './availability.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a server shutting down (57P01)', withCode('57P01', 'terminating connection')],
    [
      'a server starting or stopping (57P03)',
      withCode('57P03', 'the database system is shutting down'),
    ],
    ['a connection exception (08006)', withCode('08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    [
      'any of those under Drizzle',
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['bad input', withCode('22P02')],
    ['a programming error', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('DatabaseAvailability', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs an outage once however many requests fail, and the return once', async () => {
    vi.useFakeTimers();
    let up = false;
    const log = { warn: vi.fn(), info: vi.fn() };
    const tracker = new DatabaseAvailability(async () => {
      if (!up) throw withCode('ECONNREFUSED');
    }, log);
    expect(tracker.available).toBe(true);

    for (let i = 0; i < 50; i++) expect(tracker.report(withCode('57P01'))).toBe(true);
    expect(tracker.report(withCode('23505'))).toBe(false);
    expect(tracker.available).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toEqual({ reason: '57P01: x' });

    await vi.advanceTimersByTimeAsync(2_000);
    expect(tracker.available).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(600);
    expect(tracker.available).toBe(true);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![1]).toBe('database available again');
    expect(tracker.outages).toBe(1);
    tracker.stop();
  });
});
