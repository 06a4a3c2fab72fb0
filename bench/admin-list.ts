import { median } from './stats.js';

export interface AdminListTiming {
  request: string;
  /** Healers in the reply, and its size as sent (the reply is not compressed). */
  healers: number;
  bytes: number;
  /** Median milliseconds to the last byte over the samples. */
  ms: number;
  samples: number;
}

/** The spec's unpaged list, then the reads the admin panel makes (ten healers a page). */
const ADMIN_REQUESTS = [
  '/api/admin/healers',
  '/api/admin/healers?page=1&pageSize=10',
  '/api/admin/healers?page=500&pageSize=10',
  '/api/admin/healers?page=1&pageSize=10&q=Anil',
  '/api/admin/healers?page=1&pageSize=10&q=anil%20kollam',
];

/** Signs in as the admin and returns the session cookie. */
async function signIn(origin: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ identifier: 'admin', password }),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return cookies.join('; ');
}

/**
 * How the admin's healer list answers with this many healers: the whole list (what the admin
 * panel reads without parameters) and pages of it, sequentially, `samples` times each.
 */
export async function timeAdminList(
  origin: string,
  password: string,
  samples: number,
): Promise<AdminListTiming[]> {
  const cookie = await signIn(origin, password);
  const timings: AdminListTiming[] = [];
  for (const request of ADMIN_REQUESTS) {
    const times: number[] = [];
    let bytes = 0;
    let healers = 0;
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      const response = await fetch(`${origin}${request}`, {
        headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
      });
      const body = await response.text();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`${request} answered ${response.status}`);
      bytes = Number(response.headers.get('content-length')) || Buffer.byteLength(body);
      const parsed = JSON.parse(body) as unknown[] | { healers: unknown[] };
      healers = Array.isArray(parsed) ? parsed.length : parsed.healers.length;
    }
    timings.push({ request, healers, bytes, ms: median(times), samples });
  }
  return timings;
}
