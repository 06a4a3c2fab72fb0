import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody, pickEncoding } from './reply.js';
import { PublicCache } from './store.js';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=abc', undefined],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('PublicCache', () => {
  it('produces once and then serves the same reply', async () => {
    const cache = new PublicCache();
    let produced = 0;
    const produce = async () => {
      produced += 1;
      return '[1]';
    };
    const first = await cache.fetch('k', produce);
    const second = await cache.fetch('k', produce);
    expect(produced).toBe(1);
    expect(second).toBe(first);
    expect(first?.body.toString()).toBe('[1]');
  });

  it('shares one production between concurrent misses', async () => {
    const cache = new PublicCache();
    let produced = 0;
    const produce = async () => {
      produced += 1;
      return '[1]';
    };
    await Promise.all([cache.fetch('k', produce), cache.fetch('k', produce)]);
    expect(produced).toBe(1);
  });

  it('does not cache "not found"', async () => {
    const cache = new PublicCache();
    expect(await cache.fetch('k', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets everything on invalidate and tells the listeners', async () => {
    const cache = new PublicCache();
    let heard = 0;
    cache.onInvalidate(() => {
      heard += 1;
    });
    await cache.fetch('k', async () => '"old"');
    cache.invalidate();
    expect(heard).toBe(1);
    const fresh = await cache.fetch('k', async () => '"new"');
    expect(fresh?.body.toString()).toBe('"new"');
  });

  it('does not keep a reply read before a write that finished meanwhile', async () => {
    const cache = new PublicCache();
    let release: (value: string) => void = () => {};
    const slow = cache.fetch('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('"stale"');
    expect((await slow)?.body.toString()).toBe('"stale"');
    expect(cache.size).toBe(0);
    expect((await cache.fetch('k', async () => '"fresh"'))?.body.toString()).toBe('"fresh"');
  });

  it('gives equal bodies equal ETags and different bodies different ones', async () => {
    const cache = new PublicCache();
    const a = await cache.fetch('a', async () => '[1,2]');
    const b = await cache.fetch('b', async () => '[1,2]');
    const c = await cache.fetch('c', async () => '[1,3]');
    expect(a?.etag).toBe(b?.etag);
    expect(a?.etag).not.toBe(c?.etag);
  });

  it('drops the least recently used replies beyond its byte budget', async () => {
    // The budget of four 10-byte replies keyed by one letter, each counted as the cache counts it.
    const probe = new PublicCache();
    await probe.fetch('a', async () => 'a'.repeat(10));
    const cache = new PublicCache({ maxBytes: 4 * probe.bytes });
    await cache.fetch('a', async () => 'a'.repeat(10));
    await cache.fetch('b', async () => 'b'.repeat(10));
    await cache.fetch('a', async () => 'unused');
    await cache.fetch('c', async () => 'c'.repeat(10));
    await cache.fetch('d', async () => 'd'.repeat(10));
    expect(cache.size).toBe(4);
    await cache.fetch('e', async () => 'e'.repeat(10));
    // The budget holds four replies: b, the least recently used, made room for e.
    expect(cache.size).toBe(4);
    let reproduced = false;
    await cache.fetch('b', async () => {
      reproduced = true;
      return 'b'.repeat(10);
    });
    expect(reproduced).toBe(true);
  });
});

describe('PublicCache under many distinct replies (DESIGN §10.7)', () => {
  const key = (n: number) =>
    `/healers/search|{}|{"filters":{"query":"word${n}"},"page":{"limit":24,"offset":0}}`;

  it('counts each reply’s key, ETag and body, and stays within its bytes', async () => {
    const maxBytes = 1_000_000;
    const cache = new PublicCache({ maxBytes });
    for (let n = 0; n < 10_000; n += 1) await cache.fetch(key(n), async () => '[]');
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    // An empty page keeps its key, its ETag and the objects around them, not just 2 bytes.
    const perReply = cache.bytes / cache.size;
    const entry = await cache.fetch(key(9_999), async () => '[]');
    expect(perReply).toBeGreaterThanOrEqual(key(9_999).length + entry!.etag.length + 2 + 300);
    expect(cache.size).toBeLessThanOrEqual(Math.floor(maxBytes / perReply));
  });

  it('holds at most its number of replies, however small', async () => {
    const cache = new PublicCache({ maxEntries: 1_000 });
    for (let n = 0; n < 10_000; n += 1) await cache.fetch(key(n), async () => '[]');
    expect(cache.size).toBe(1_000);
    // The newest are the ones kept.
    let made = false;
    await cache.fetch(key(9_999), async () => {
      made = true;
      return '[]';
    });
    expect(made).toBe(false);
  });

  it('counts compressed bodies once made, and forgets a dropped reply’s bytes', async () => {
    const cache = new PublicCache();
    const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `h${i}` })));
    const entry = (await cache.fetch('k', async () => json))!;
    const plain = cache.bytes;
    const gzip = await compressedBody(entry, 'gzip');
    expect(cache.bytes).toBe(plain + gzip.byteLength);
    cache.invalidate();
    expect(cache.bytes).toBe(0);
  });
});

describe('compressedBody', () => {
  /** JSON like the directory's: many records with repeated keys and varied text. */
  const directoryJson = (records: number) =>
    JSON.stringify(
      Array.from({ length: records }, (_, i) => ({
        id: `h${i.toString(36).padStart(15, '0')}`,
        name: `Healer ${i * 7919} ${['Menon', 'Nair', 'Pillai', 'Kurup', 'Varma'][i % 5]}`,
        district: ['Ernakulam', 'Thrissur', 'Kollam', 'Kannur'][i % 4],
        bio: `Practising classical acupuncture since ${1990 + (i % 30)}; ${'pulse diagnosis '.repeat(1 + (i % 4))}and care at clinic number ${i * 31}.`,
        rating: (i % 50) / 10,
      })),
    );
  const entryOf = (json: string) => {
    const cache = new PublicCache();
    return cache.fetch('key', async () => json);
  };

  it('sends a mid-sized reply quickly packed first, then the tighter bytes to later readers', async () => {
    const json = directoryJson(3_000);
    const entry = (await entryOf(json))!;
    expect(entry.body.byteLength).toBeGreaterThan(64 * 1024);
    const first = await compressedBody(entry, 'br');
    expect(brotliDecompressSync(first).toString('utf8')).toBe(json);

    let later = first;
    for (let waited = 0; later === first && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await compressedBody(entry, 'br');
    }
    expect(later).not.toBe(first);
    expect(later.byteLength).toBeLessThan(first.byteLength);
    expect(brotliDecompressSync(later).toString('utf8')).toBe(json);
  });

  it('packs a small reply its best at once, and gzip once', async () => {
    const json = directoryJson(40);
    const entry = (await entryOf(json))!;
    expect(entry.body.byteLength).toBeLessThan(64 * 1024);
    const first = await compressedBody(entry, 'br');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await compressedBody(entry, 'br')).toBe(first);
    expect(brotliDecompressSync(first).toString('utf8')).toBe(json);
    const gzip = await compressedBody(entry, 'gzip');
    expect(await compressedBody(entry, 'gzip')).toBe(gzip);
    expect(gunzipSync(gzip).toString('utf8')).toBe(json);
  });
});
