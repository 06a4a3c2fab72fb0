import { readFile } from 'node:fs/promises';
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
export async function signInAsAdmin(origin: string, password: string): Promise<string> {
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
  const cookie = await signInAsAdmin(origin, password);
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

export interface ExportTiming {
  healers: number;
  /** The file's size and the time to its last byte. */
  bytes: number;
  ms: number;
  /** The server's resident memory before the request and its highest sample while it ran. */
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** The resident memory of process `pid` in MB (Linux /proc), or NaN where there is none. */
async function rssMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * One CSV export with this many healers, read as it streams, while the server's memory is
 * sampled every 20 ms: a streamed export's peak stays near the resting size at any count.
 */
export async function timeExport(
  origin: string,
  password: string,
  pid: number,
  healers: number,
): Promise<ExportTiming> {
  const cookie = await signInAsAdmin(origin, password);
  const rssBeforeMb = await rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${origin}/api/admin/healers/export`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    bytes += part.value.byteLength;
  }
  const ms = performance.now() - started;
  sampling = false;
  await sampler;
  return { healers, bytes, ms, rssBeforeMb, rssPeakMb };
}
