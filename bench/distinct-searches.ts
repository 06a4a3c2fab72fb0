// DESIGN §8: searches the public cache has never seen. 200 distinct realistic queries, built
// from the directory being measured (its names, specialties and places) with a fixed seed, each
// sent once over HTTP as a browser sends it, one after another.
import { KERALA_TOWNS } from '../src/shared/constants/kerala-towns.js';
import { DISTRICT_MALAYALAM } from '../src/shared/constants/malayalam-names.js';
import { capture } from './http-load.js';
import { median, percentile } from './stats.js';

export interface DistinctSearchResult {
  healers: number;
  database: 'PGlite' | 'PostgreSQL';
  searches: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Per kind of query: count, median and p95 ms. */
  kinds: { kind: string; count: number; medianMs: number; p95Ms: number }[];
  /** Median and largest reply on the wire. */
  medianBytes: number;
  maxBytes: number;
}

const OLD_PLACE_NAMES = [
  'Quilon',
  'Trivandrum',
  'Calicut',
  'Alleppey',
  'Cochin',
  'Trichur',
  'Palghat',
  'Cannanore',
  'Tellicherry',
];

/** A small deterministic generator (mulberry32), so every run asks the same queries. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sample {
  name: string;
  specialty: string | null;
  city: string | null;
  district: string | null;
  languages: string | null;
}

/** A typo as people make them: a letter dropped, doubled or two swapped. */
function typo(word: string, next: () => number): string {
  if (word.length < 4) return `${word}${word.at(-1)}`;
  const at = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

/** 200 distinct query strings of the kinds the issue lists, from `samples` of the directory. */
export function distinctQueries(samples: readonly Sample[], count = 200): [string, string][] {
  const next = random(20261125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const words = (text: string) => text.split(/\s+/).filter((w) => /^\p{L}{3,}$/u.test(w));
  const kinds: [string, () => URLSearchParams][] = [
    [
      'name prefix as typed',
      () => {
        const first = words(pick(samples).name)[0] ?? 'anil';
        return new URLSearchParams({ query: first.slice(0, 1 + Math.floor(next() * 4)) });
      },
    ],
    ['full name', () => new URLSearchParams({ query: pick(samples).name })],
    [
      'name with a typo',
      () =>
        new URLSearchParams({
          query: words(pick(samples).name)
            .map((w) => typo(w, next))
            .join(' '),
        }),
    ],
    ['specialty', () => new URLSearchParams({ query: pick(samples).specialty ?? 'acupuncture' })],
    [
      'specialty with a typo',
      () =>
        new URLSearchParams({
          query: typo((pick(samples).specialty ?? 'acupuncture').split(' ')[0]!, next),
        }),
    ],
    ['place', () => new URLSearchParams({ query: pick(samples).city ?? 'Kochi' })],
    ['old place name', () => new URLSearchParams({ query: pick(OLD_PLACE_NAMES) })],
    [
      'place in Malayalam',
      () => new URLSearchParams({ query: pick(Object.values(DISTRICT_MALAYALAM))[0] ?? 'കൊല്ലം' }),
    ],
    [
      'name and place',
      () => {
        const sample = pick(samples);
        return new URLSearchParams({
          query: `${words(sample.name)[0] ?? ''} ${sample.city ?? ''}`,
        });
      },
    ],
    [
      'filters',
      () => {
        const sample = pick(samples);
        const params = new URLSearchParams({ district: sample.district ?? 'Kollam' });
        if (sample.specialty) params.set('specialty', sample.specialty);
        if (next() < 0.5 && sample.languages)
          params.set('language', sample.languages.split(',')[0]!);
        return params;
      },
    ],
    [
      'visit filters',
      () => {
        // DESIGN §10.2: one to three of the visit filters, with a district, a query or near.
        const sample = pick(samples);
        const params = new URLSearchParams();
        const base = next();
        if (base < 0.4) params.set('district', sample.district ?? 'Kollam');
        else if (base < 0.7) params.set('query', sample.specialty ?? 'acupuncture');
        else {
          const town = pick(KERALA_TOWNS);
          params.set('near', `${town.lat.toFixed(4)},${town.lng.toFixed(4)}`);
        }
        const visit: [string, () => string][] = [
          ['gender', () => (next() < 0.6 ? 'woman' : 'man')],
          ['homeVisits', () => 'true'],
          ['stepFree', () => 'true'],
          ['acceptingNewPatients', () => 'true'],
          ['maxFee', () => String(100 + 50 * Math.floor(next() * 10))],
        ];
        const count = 1 + Math.floor(next() * 3);
        for (let i = 0; i < count; i += 1) {
          const [name, value] = pick(visit);
          params.set(name, value());
        }
        return params;
      },
    ],
    [
      'near me',
      () => {
        const town = pick(KERALA_TOWNS);
        const lat = (town.lat + (next() - 0.5) * 0.05).toFixed(4);
        const lng = (town.lng + (next() - 0.5) * 0.05).toFixed(4);
        const params = new URLSearchParams({ near: `${lat},${lng}` });
        if (next() < 0.5) params.set('radiusKm', String(5 + Math.floor(next() * 30)));
        if (next() < 0.3) params.set('query', pick(samples).specialty ?? 'acupuncture');
        return params;
      },
    ],
  ];
  const seen = new Set<string>();
  const out: [string, string][] = [];
  for (let attempt = 0; out.length < count && attempt < count * 50; attempt += 1) {
    const [kind, make] = kinds[attempt % kinds.length]!;
    const params = make();
    // The cache key keeps case: a query that differs only in case is still a new search, but
    // not a realistic one, so distinct means distinct after lower-casing.
    const key = params.toString().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([kind, params.toString()]);
  }
  return out;
}

/** Runs the distinct searches against a server and summarises them. */
export async function timeDistinctSearches(
  origin: string,
  samples: readonly Sample[],
  healers: number,
  database: DistinctSearchResult['database'],
): Promise<DistinctSearchResult> {
  const queries = distinctQueries(samples);
  // One warm-up search of its own, so the first measured one does not pay for loading the
  // directory into memory after the server's start.
  await capture(`${origin}/api/healers/search?query=warm-up-${Date.now()}`);
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  const bytes: number[] = [];
  for (const [kind, query] of queries) {
    // As the client asks: the first page, with the total in X-Total-Count.
    const reply = await capture(`${origin}/api/healers/search?${query}&limit=24`);
    if (reply.status !== 200) throw new Error(`search ${query} answered ${reply.status}`);
    all.push(reply.ms);
    bytes.push(reply.body.byteLength);
    byKind.set(kind, [...(byKind.get(kind) ?? []), reply.ms]);
  }
  return {
    healers,
    database,
    searches: all.length,
    medianMs: median(all),
    p95Ms: percentile(all, 95),
    maxMs: Math.max(...all),
    kinds: [...byKind].map(([kind, times]) => ({
      kind,
      count: times.length,
      medianMs: median(times),
      p95Ms: percentile(times, 95),
    })),
    medianBytes: median(bytes),
    maxBytes: Math.max(...bytes),
  };
}

/** Up to 2,000 healers of the directory (spread over it), to build the queries from. */
export async function directorySamples(origin: string): Promise<Sample[]> {
  const reply = await fetch(`${origin}/api/healers`);
  if (!reply.ok) throw new Error(`GET /api/healers answered ${reply.status}`);
  const all = (await reply.json()) as Sample[];
  const step = Math.max(1, Math.floor(all.length / 2000));
  return all.filter((_, i) => i % step === 0);
}
