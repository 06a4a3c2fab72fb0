import { signInAsAdmin } from './admin-list.js';
import { median } from './stats.js';

export interface AttentionTiming {
  healers: number;
  database: 'PGlite' | 'PostgreSQL';
  request: string;
  /** Healers in the reply and listed in all (its `total`). */
  items: number;
  total: number;
  /** Median milliseconds to the last byte over the samples. */
  ms: number;
  samples: number;
}

/**
 * The reads "Needs attention" makes (DESIGN §10.1, decision 048): its first page, a page deep in
 * the list, a common reason and a rare one, then the first page right after a write to a healer
 * (a reminder's tick), which reads the healers again.
 */
const ATTENTION_REQUESTS = [
  '/api/admin/attention?limit=20',
  '/api/admin/attention?limit=20&offset=5000',
  '/api/admin/attention?reason=no-pin&limit=20&offset=1000',
  '/api/admin/attention?reason=open-reports&limit=20',
];
const AFTER_WRITE = '/api/admin/attention?limit=20 (after a write)';

async function timed(origin: string, request: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${origin}${request}`, {
    headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${request} answered ${response.status}: ${body}`);
  const page = JSON.parse(body) as { items: { healerId: string }[]; total: number };
  return { ms, page };
}

/** Each read `samples` times, sequentially, after one unmeasured read that builds the snapshot. */
export async function timeAttention(
  origin: string,
  password: string,
  samples: number,
  healers: number,
  database: AttentionTiming['database'],
): Promise<AttentionTiming[]> {
  const cookie = await signInAsAdmin(origin, password);
  const first = await timed(origin, ATTENTION_REQUESTS[0]!, cookie);
  const timings: AttentionTiming[] = [];
  for (const request of ATTENTION_REQUESTS) {
    const times: number[] = [];
    let last = first.page;
    for (let i = 0; i < samples; i++) {
      const { ms, page } = await timed(origin, request, cookie);
      times.push(ms);
      last = page;
    }
    timings.push({
      healers,
      database,
      request,
      items: last.items.length,
      total: last.total,
      ms: median(times),
      samples,
    });
  }
  const someone = first.page.items[0]?.healerId;
  if (someone) {
    const times: number[] = [];
    let last = first.page;
    for (let i = 0; i < samples; i++) {
      const write = await fetch(`${origin}/api/admin/healers/${someone}/reminded`, {
        method: 'POST',
        headers: { cookie, origin },
      });
      if (!write.ok) throw new Error(`the reminder answered ${write.status}`);
      const { ms, page } = await timed(origin, ATTENTION_REQUESTS[0]!, cookie);
      times.push(ms);
      last = page;
    }
    timings.push({
      healers,
      database,
      request: AFTER_WRITE,
      items: last.items.length,
      total: last.total,
      ms: median(times),
      samples,
    });
  }
  return timings;
}
