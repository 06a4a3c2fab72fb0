import type { FastifyInstance } from 'fastify';

/**
 * The admin password of every test server: createTestApp's app, the browser tests' servers
 * and the reliability servers, and the seeded templates they copy (each template's fingerprint
 * includes it, so a template built with another password is never reused).
 */
export const TEST_ADMIN_PASSWORD = 'test-admin-pass';

/** The `name=value` pairs of Set-Cookie lines, ready to send back as `cookie`. */
export function cookieHeaderOf(setCookie: readonly string[]): string {
  return setCookie
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * The session token in a Cookie header (`sid`, or `__Host-sid` over HTTPS): the admin's sign-in
 * also sets the device cookie (decision 055), so the token is not simply the first value.
 */
export function sessionTokenOf(cookie: string): string {
  const pair = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('sid=') || part.startsWith('__Host-sid='));
  if (!pair) throw new Error(`no session cookie in ${cookie}`);
  return pair.slice(pair.indexOf('=') + 1);
}

/**
 * Signs the admin in (POST /api/admin/login), in process through `app.inject` or over HTTP to
 * a running server's base URL; returns the Cookie header to send with later requests.
 */
export async function signInAdmin(
  target: FastifyInstance | string,
  password: string = TEST_ADMIN_PASSWORD,
  identifier = 'admin',
): Promise<string> {
  const payload = { identifier, password };
  let status: number;
  let body: string;
  let setCookie: string[];
  if (typeof target === 'string') {
    const response = await fetch(`${target}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    status = response.status;
    body = await response.text();
    setCookie = response.headers.getSetCookie();
  } else {
    const response = await target.inject({ method: 'POST', url: '/api/admin/login', payload });
    status = response.statusCode;
    body = response.body;
    const header = response.headers['set-cookie'];
    setCookie = Array.isArray(header) ? header : header ? [header] : [];
  }
  if (status !== 200) throw new Error(`admin sign-in answered ${status}: ${body}`);
  const cookie = cookieHeaderOf(setCookie);
  if (!cookie) throw new Error('admin sign-in set no session cookie');
  return cookie;
}

let phoneCounter = 0;

/** A 10-digit phone no other test healer in this process has (healer phones are unique). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}
