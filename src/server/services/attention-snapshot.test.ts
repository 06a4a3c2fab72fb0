import { describe, expect, it } from 'vitest';
import { type AttentionSnapshot, applyChanges, compareCodePoints } from './attention-snapshot.js';

/** PostgreSQL's C collation: the UTF-8 bytes compared. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const sign = (n: number) => Math.sign(n);

describe('compareCodePoints', () => {
  it('orders strings as the C collation orders their UTF-8 bytes', () => {
    const samples = [
      '',
      'A',
      'Ab',
      'a',
      'a b',
      'ab',
      'Ánil',
      'അനിൽ',
      'അനി',
      '\uffff',
      '\ue000x',
      '😀',
      '😀a',
      '\ud7ff',
      'Z',
    ];
    for (const a of samples) {
      for (const b of samples)
        expect(sign(compareCodePoints(a, b)), `${a} ${b}`).toBe(sign(byBytes(a, b)));
    }
  });
});

interface Healer {
  id: string;
  name: string;
  active: boolean;
  flags: number;
}

function snapshotOf(healers: Healer[], version: bigint): AttentionSnapshot {
  const listed = healers
    .filter((h) => h.active)
    .sort((a, b) => byBytes(a.name, b.name) || byBytes(a.id, b.id));
  return {
    version,
    removals: 0n,
    ids: listed.map((h) => h.id),
    names: listed.map((h) => h.name),
    staticFlags: Uint16Array.from(listed.map((h) => h.flags)),
    codeExpiresAt: Float64Array.from(listed.map(() => Number.NaN)),
    confirmedDay: Int32Array.from(listed.map((h) => h.flags * 3)),
    verifiedDay: Int32Array.from(listed.map((h) => h.flags * 5)),
  };
}

const row = (h: Healer) => ({
  ...h,
  codeExpiresAt: null,
  confirmedDay: h.flags * 3,
  verifiedDay: h.flags * 5,
});

describe('applyChanges', () => {
  it('gives what reading everything again gives, over 200 random rounds of writes', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const NAMES = ['Anil', 'anil', 'Beena', 'അനിൽ', 'Zara', 'Anil Kumar', '😀 Joy', ''];
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const healers = new Map<string, Healer>();
    let held = snapshotOf([], 1n);
    for (let round = 0; round < 200; round++) {
      const written: Healer[] = [];
      for (let n = Math.floor(random() * 6); n > 0; n--) {
        const existing = healers.size > 0 && random() < 0.6 ? pick([...healers.values()]) : null;
        const healer: Healer = {
          id: existing?.id ?? `id${Math.floor(random() * 1e6).toString(36)}`,
          name: random() < 0.5 && existing ? existing.name : pick(NAMES),
          active: random() < 0.8,
          flags: Math.floor(random() * 32),
        };
        healers.set(healer.id, healer);
        written.push(healer);
      }
      const version = held.version + 1n;
      // A row written twice in a round is read once, as it stands.
      const latest = [...new Map(written.map((h) => [h.id, healers.get(h.id)!])).values()];
      held = applyChanges(held, latest.map(row), { version, removals: 0n });
      expect(held).toEqual(snapshotOf([...healers.values()], version));
    }
    expect(held.ids.length).toBeGreaterThan(20);
  });

  it('takes a healer made inactive out, and puts a renamed one in its new place', () => {
    const a = { id: 'a', name: 'Anil', active: true, flags: 1 };
    const b = { id: 'b', name: 'Beena', active: true, flags: 2 };
    const c = { id: 'c', name: 'Chitra', active: true, flags: 4 };
    const held = snapshotOf([a, b, c], 5n);
    const next = applyChanges(held, [row({ ...a, name: 'Devi' }), row({ ...b, active: false })], {
      version: 6n,
      removals: 0n,
    });
    expect(next.ids).toEqual(['c', 'a']);
    expect(next.names).toEqual(['Chitra', 'Devi']);
    expect([...next.staticFlags]).toEqual([4, 1]);
    expect(next.version).toBe(6n);
    // The snapshot it came from is left as it was (a request may still be reading it).
    expect(held.ids).toEqual(['a', 'b', 'c']);
  });
});
