import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, EXAMPLE_PLACEHOLDER, readEnv, resolveSessionSecret } from './env.js';

describe('readEnv', () => {
  it('applies the documented defaults', () => {
    expect(readEnv({})).toEqual({
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: resolve('./data'),
      TIME_ZONE: 'Asia/Kolkata',
      COUNTRY_CODE: '91',
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      FIRST_PASSWORD: 'code',
      SEARCH_LIMIT_PER_MINUTE: 600,
      SHUTDOWN_DRAIN_SECONDS: 0,
    });
  });

  it('treats empty variables as unset', () => {
    expect(readEnv({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '' })).toMatchObject({ PORT: 5000 });
    expect(readEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: '8080' }, { PORT: 8080 }],
    [{ PORT: '0' }, { PORT: 0 }],
    [{ SEED_DEMO: '0' }, { SEED_DEMO: false }],
    [{ SEED_DEMO: 'false' }, { SEED_DEMO: false }],
    [{ SEED_DEMO: 'TRUE' }, { SEED_DEMO: true }],
    [{ PUBLIC_URL: 'https://healers.example.org/' }, { PUBLIC_URL: 'https://healers.example.org' }],
    [{ PUBLIC_URL: 'http://192.168.1.5:5000' }, { PUBLIC_URL: 'http://192.168.1.5:5000' }],
    [{ TIME_ZONE: 'UTC' }, { TIME_ZONE: 'UTC' }],
    [{ FIRST_PASSWORD: 'phone' }, { FIRST_PASSWORD: 'phone' }],
    [{ COUNTRY_CODE: '1' }, { COUNTRY_CODE: '1' }],
    [{ LOG_LEVEL: 'warn' }, { LOG_LEVEL: 'warn' }],
    [{ TRUST_PROXY: '1' }, { TRUST_PROXY: 1 }],
    [
      { TRUST_PROXY: '10.0.0.0/8, Loopback,2001:db8::1' },
      { TRUST_PROXY: ['10.0.0.0/8', 'loopback', '2001:db8::1'] },
    ],
    [
      { DATABASE_URL: 'postgres://u:p@db.example.org:5432/healers' },
      { DATABASE_URL: 'postgres://u:p@db.example.org:5432/healers' },
    ],
  ])('accepts %j', (source, expected) => {
    expect(readEnv(source)).toMatchObject(expected);
  });

  it.each([
    [
      { PORT: 'abc' },
      'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "abc")',
    ],
    [
      { PORT: '70000' },
      'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "70000")',
    ],
    [
      { PORT: '50.5' },
      'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "50.5")',
    ],
    [
      { TIME_ZONE: 'Mars/Olympus' },
      'Invalid environment variable TIME_ZONE: must be an IANA time zone such as Asia/Kolkata (got "Mars/Olympus")',
    ],
    [
      { COUNTRY_CODE: '+91' },
      'Invalid environment variable COUNTRY_CODE: must be 1 to 3 digits without + (for India: 91) (got "+91")',
    ],
    [
      { FIRST_PASSWORD: 'password' },
      'Invalid environment variable FIRST_PASSWORD: must be code or phone (got "password")',
    ],
    [
      { SEED_DEMO: 'maybe' },
      'Invalid environment variable SEED_DEMO: must be 1 or 0 (or true/false) (got "maybe")',
    ],
    [
      { PUBLIC_URL: 'healers.example.org' },
      'Invalid environment variable PUBLIC_URL: must be an absolute http(s) origin such as https://healers.example.org (got "healers.example.org")',
    ],
    [
      { PUBLIC_URL: 'https://example.org/app' },
      'Invalid environment variable PUBLIC_URL: must be an absolute http(s) origin such as https://healers.example.org (got "https://example.org/app")',
    ],
    [
      { LOG_LEVEL: 'verbose' },
      'Invalid environment variable LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [
      { TRUST_PROXY: 'true' },
      'Invalid environment variable TRUST_PROXY: must be the number of proxies in front (1 to 10), or their addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8, loopback) (got "true")',
    ],
    [
      { TRUST_PROXY: '0' },
      'Invalid environment variable TRUST_PROXY: must be the number of proxies in front (1 to 10), or their addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8, loopback) (got "0")',
    ],
    [
      { TRUST_PROXY: '11' },
      'Invalid environment variable TRUST_PROXY: must be the number of proxies in front (1 to 10), or their addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8, loopback) (got "11")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'Invalid environment variable TRUST_PROXY: must be the number of proxies in front (1 to 10), or their addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8, loopback) (got "10.0.0.0/33")',
    ],
    [
      { TRUST_PROXY: '10.0.0.1, proxy.example.org' },
      'Invalid environment variable TRUST_PROXY: must be the number of proxies in front (1 to 10), or their addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8, loopback) (got "10.0.0.1, proxy.example.org")',
    ],
  ])('refuses %j with a one-line message naming the variable', (source, message) => {
    expect(() => readEnv(source)).toThrow(new EnvError(message));
  });

  it.each([
    [{ DATABASE_URL: 'mysql://root:hunter2@db/healers' }, 'DATABASE_URL', 'hunter2'],
    [{ ADMIN_PASSWORD: 'abc' }, 'ADMIN_PASSWORD', 'abc'],
    [{ SESSION_SECRET: 'too-short-secret' }, 'SESSION_SECRET', 'too-short-secret'],
    [
      { SESSION_SECRET_PREVIOUS: `${'a'.repeat(40)},too-short-old-secret` },
      'SESSION_SECRET_PREVIOUS',
      'too-short-old-secret',
    ],
  ])('names a bad secret variable without echoing its value', (source, name, value) => {
    let message = '';
    try {
      readEnv(source);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain(value);
    expect(message).not.toContain('\n');
  });
});

describe('the placeholders of deploy/healers.env.example', () => {
  const example = Object.fromEntries(
    readFileSync(resolve('deploy/healers.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it.each(['SESSION_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL'])(
    'refuses %s as the example has it, naming the variable',
    (name) => {
      expect(example[name]).toContain(EXAMPLE_PLACEHOLDER);
      expect(() => readEnv({ [name]: example[name] })).toThrow(
        new EnvError(
          `Invalid environment variable ${name}: still holds the example's placeholder CHANGE-ME; set a value of your own`,
        ),
      );
    },
  );

  it.each([
    ['METRICS_TOKEN', 'CHANGE-ME-to-a-long-random-token'],
    ['SESSION_SECRET', 'my-change-me-secret-that-is-long-enough-123'],
    ['ADMIN_PASSWORD', 'change-me'],
  ])('refuses %s containing the placeholder in any case (%s)', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(`variable ${name}: still holds the example`);
  });

  it('accepts the whole example once its placeholders are replaced', () => {
    const filled = {
      ...example,
      DATABASE_URL: 'postgres://healers:s3cret-pw@127.0.0.1:5432/healers',
      SESSION_SECRET: 'x'.repeat(48),
      ADMIN_PASSWORD: 'a-password-of-mine',
    };
    expect(readEnv(filled)).toMatchObject({ SESSION_SECRET: 'x'.repeat(48) });
  });
});

describe('resolveSessionSecret', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'healers-env-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses SESSION_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    const env = readEnv({ SESSION_SECRET: secret, DATA_DIR: dataDir() });
    expect(resolveSessionSecret(env).secret).toBe(secret);
  });

  it('generates one on the embedded database, keeps it private and reuses it', () => {
    const env = readEnv({ DATA_DIR: dataDir() });
    const first = resolveSessionSecret(env);
    const file = join(env.DATA_DIR, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(env).secret).toBe(first.secret);
  });

  it('uses a per-process secret on PostgreSQL without writing a file', () => {
    const env = readEnv({ DATABASE_URL: 'postgres://localhost/x', DATA_DIR: dataDir() });
    const { secret, source } = resolveSessionSecret(env);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(source).toBe('per-process');
    expect(existsSync(join(env.DATA_DIR, 'session-secret'))).toBe(false);
  });
});
