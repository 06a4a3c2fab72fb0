import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../helpers/auth.js';
import { insertHealer } from '../helpers/public-data.js';
import { setUpApiTest } from '../helpers/test-app.js';

// A public JSON reply the cache has sent is sent again, to the same request, before Fastify's
// request pipeline (public-cache/ready-replies.ts, decision 028). Over real HTTP, since that is
// where it happens: the second reply must be the first one byte for byte, headers included, and
// anything that would change the reply must go through Fastify again.

const t = setUpApiTest();
let origin = '';

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers; the body as it came, not decompressed. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawReply>((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

beforeAll(async () => {
  for (let i = 0; i < 12; i++) {
    await insertHealer(t.database.db, { name: `Ready Healer ${i}`, specialty: 'Acupuncture' });
  }
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe('a public read sent again before the request pipeline', () => {
  it.each([
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }, 'br'],
    ['gzip', { 'accept-encoding': 'gzip' }, 'gzip'],
    ['no compression', {}, undefined],
  ])('repeats the reply Fastify sent, byte for byte (%s)', async (_name, headers, encoding) => {
    for (const path of ['/api/healers?limit=12', '/api/healers/search?query=ready']) {
      const first = await get(path, headers);
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      const sentBefore = t.app.readyReplies.sent;
      const second = await get(path, headers);
      expect(t.app.readyReplies.sent).toBe(sentBefore + 1);
      expect(second.status).toBe(200);
      expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
      expect(second.body.equals(first.body)).toBe(true);
      // The security headers and the cache's own come with it.
      expect(second.headers['content-security-policy']).toContain("default-src 'self'");
      expect(second.headers.etag).toMatch(/^W\//);
      expect(second.headers['content-length']).toBe(String(second.body.byteLength));
    }
  });

  it('shows a write in the very next read', async () => {
    const before = await get('/api/healers/search?query=ready');
    const again = await get('/api/healers/search?query=ready');
    expect(again.body.equals(before.body)).toBe(true);
    const created = await t.call('POST', '/api/admin/healers', {
      titles: ['Dr'],
      name: 'Ready Newcomer',
      phone: uniquePhone(),
      district: 'Wayanad',
      pincode: '673121',
      specialty: 'Acupuncture',
      languages: 'Malayalam',
      services: [],
      clinicTimings: [],
    });
    expect(created.statusCode).toBe(201);
    const sentBefore = t.app.readyReplies.sent;
    const after = await get('/api/healers/search?query=ready');
    expect(t.app.readyReplies.sent).toBe(sentBefore);
    const names = (JSON.parse(after.body.toString()) as { name: string }[]).map((h) => h.name);
    expect(names).toContain('Ready Newcomer');
    expect(after.headers['x-total-count']).toBe('13');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('leaves conditional reads, HEAD and other Accept-Encodings to Fastify', async () => {
    const path = '/api/healers?limit=12';
    const first = await get(path, { 'accept-encoding': 'br' });
    const sentBefore = t.app.readyReplies.sent;
    const conditional = await get(path, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(conditional.status).toBe(304);
    expect(conditional.body.byteLength).toBe(0);
    const head = await get(path, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    // A request line not seen before is answered by Fastify, and in the encoding it asks for.
    const gzip = await get(path, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(t.app.readyReplies.sent).toBe(sentBefore);
  });

  it('keeps answering bad input with the 400 of the route', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get('/api/healers?limit=-5');
      expect(response.status).toBe(400);
    }
  });
});
