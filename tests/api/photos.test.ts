import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../src/shared/constants/upload.js';
import { createSignedInHealer, signInAdmin } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest();

function upload(
  data: Buffer,
  options: { fileName?: string; contentType?: string; cookie?: string; origin?: string } = {},
) {
  const body = multipartBody({
    fileName: options.fileName ?? 'photo.jpg',
    contentType: options.contentType ?? 'image/jpeg',
    data,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/upload-photo',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(options.cookie !== undefined ? { cookie: options.cookie } : { cookie: t.cookie }),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });
}

function image(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  });
}

/** Bytes of a stored photo as served, by URL. */
async function served(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, bytes: response.rawPayload };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit greyscale PNG of the given size that compresses to a few KB (a pixel bomb). */
function hugeBlankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/admin/upload-photo', () => {
  it.each([
    ['JPG', 'image/jpeg', 'a.jpg', () => image(900, 600).jpeg().toBuffer()],
    ['PNG', 'image/png', 'a.png', () => image(600, 900).png().toBuffer()],
    ['WebP', 'image/webp', 'a.webp', () => image(700, 700).webp().toBuffer()],
  ])(
    'accepts a %s and serves a 512 px WebP and a 1200×630 JPEG under 300 KB',
    async (_name, contentType, fileName, make) => {
      const response = await upload(await make(), { contentType, fileName });
      expect(response.statusCode).toBe(200);
      const { photoUrl } = response.json<{ photoUrl: string }>();
      expect(photoUrl).toMatch(/^\/photos\/[A-Za-z0-9_-]+\.webp$/);

      const card = await served(photoUrl);
      expect(card.response.statusCode).toBe(200);
      expect(card.response.headers['content-type']).toBe('image/webp');
      expect(card.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(card.response.headers['x-content-type-options']).toBe('nosniff');
      const cardMeta = await sharp(card.bytes).metadata();
      expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(['webp', 512, 512]);

      const og = await served(photoUrl.replace(/\.webp$/, '/og.jpg'));
      expect(og.response.statusCode).toBe(200);
      expect(og.response.headers['content-type']).toBe('image/jpeg');
      expect(og.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const ogMeta = await sharp(og.bytes).metadata();
      expect([ogMeta.format, ogMeta.width, ogMeta.height]).toEqual(['jpeg', 1200, 630]);
      expect(og.bytes.byteLength).toBeLessThan(300 * 1024);
    },
  );

  it('keeps a noisy photo’s link preview under 300 KB', async () => {
    const width = 1600;
    const height = 1000;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const response = await upload(jpeg);
    expect(response.statusCode).toBe(200);
    const og = await served(
      response.json<{ photoUrl: string }>().photoUrl.replace(/\.webp$/, '/og.jpg'),
    );
    expect(og.bytes.byteLength).toBeLessThan(300 * 1024);
  });

  it('stores a JPEG carrying GPS metadata without it', async () => {
    const withGps = await image(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '10/1 0/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '76/1 0/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const response = await upload(withGps);
    expect(response.statusCode).toBe(200);
    const { photoUrl } = response.json<{ photoUrl: string }>();
    for (const url of [photoUrl, photoUrl.replace(/\.webp$/, '/og.jpg')]) {
      const { bytes } = await served(url);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('turns a photo the right way up from its EXIF orientation', async () => {
    // 600×300 stored sideways, with Orientation 6 (rotate 90° clockwise to view).
    const sideways = await image(600, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload(sideways);
    expect(response.statusCode).toBe(200);
    const og = await served(
      response.json<{ photoUrl: string }>().photoUrl.replace(/\.webp$/, '/og.jpg'),
    );
    expect((await sharp(og.bytes).metadata()).orientation).toBeUndefined();
  });

  it.each([
    ['text named .png', 'photo.png', 'image/png', Buffer.from('just some text, not an image')],
    ['HTML named .jpg', 'photo.jpg', 'image/jpeg', Buffer.from('<script>alert(1)</script>')],
    [
      'a GIF',
      'photo.gif',
      'image/gif',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    ],
    ['a truncated JPEG', 'photo.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['an empty file', 'photo.jpg', 'image/jpeg', Buffer.alloc(0)],
  ])('refuses %s with 415', async (_name, fileName, contentType, data) => {
    const response = await upload(data, { fileName, contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: PHOTO_MESSAGES.invalidType,
      key: 'photoInvalidType',
    });
  });

  it('refuses a 6 MB file with 413 and the admin flow’s message', async () => {
    const big = Buffer.concat([
      await image(100, 100).jpeg().toBuffer(),
      Buffer.alloc(6 * 1024 * 1024),
    ]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    // The specification's text (§5), not the constant the server uses, so a changed text fails.
    expect(response.json()).toEqual({
      message: 'File size must be less than 5MB',
      key: 'fileTooLarge',
    });
  });

  it('refuses an image of too many pixels (a decompression bomb) with 413', async () => {
    const bomb = hugeBlankPng(9000, 9000);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const response = await upload(bomb, { fileName: 'bomb.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(413);
  });

  it('refuses more than 24 megapixels (5000 × 5000) with 413, and takes 24', async () => {
    const tooMany = await image(5000, 5000).png().toBuffer();
    const response = await upload(tooMany, { fileName: 'big.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Image dimensions are too large',
      key: 'imageTooLarge',
    });
    const justRight = await image(6000, 4000).png().toBuffer();
    const fine = await upload(justRight, { fileName: 'ok.png', contentType: 'image/png' });
    expect(fine.statusCode).toBe(200);
  });

  it('allows 20 uploads per session in 10 minutes, then 429 with Retry-After', async () => {
    const cookie = await signInAdmin(t.app);
    const small = await image(32, 32).jpeg().toBuffer();
    for (let i = 0; i < 20; i += 1) {
      expect((await upload(small, { cookie })).statusCode, `upload ${i + 1}`).toBe(200);
    }
    const refused = await upload(small, { cookie });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another session of the admin is counted on its own.
    expect((await upload(small, { cookie: await signInAdmin(t.app) })).statusCode).toBe(200);
  });

  it('keeps only the newest 10 unsaved uploads of an owner', async () => {
    const { cookie } = await createSignedInHealer(t.app, { name: 'Many Uploads' });
    const urls: string[] = [];
    for (let i = 0; i < 13; i += 1) {
      const body = multipartBody({
        fileName: 'me.jpg',
        contentType: 'image/jpeg',
        data: await image(40 + i, 40)
          .jpeg()
          .toBuffer(),
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/healer/upload-photo',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      expect(response.statusCode).toBe(200);
      urls.push(response.json<{ photoUrl: string }>().photoUrl);
    }
    const statuses = [];
    for (const url of urls) statuses.push((await served(url)).response.statusCode);
    expect(statuses).toEqual([404, 404, 404, ...Array(10).fill(200)]);
  });

  it('refuses a request that is not multipart with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-photo',
      payload: { photo: 'x' },
      headers: { cookie: t.cookie },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: PHOTO_MESSAGES.invalidType,
      key: 'photoInvalidType',
    });
  });

  it('refuses a cross-site multipart upload with 403', async () => {
    const response = await upload(await image(50, 50).jpeg().toBuffer(), {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a session and 403 for a healer', async () => {
    const jpeg = await image(50, 50).jpeg().toBuffer();
    const anonymous = await upload(jpeg, { cookie: '' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Admin authentication required',
      key: 'adminAuthRequired',
    });
    const { cookie } = await createSignedInHealer(t.app);
    expect((await upload(jpeg, { cookie })).statusCode).toBe(403);
  });
});

describe('GET /photos/*', () => {
  it.each([
    '/photos/AAAAAAAAAAAAAAAA.webp',
    '/photos/AAAAAAAAAAAAAAAA/og.jpg',
    '/photos/AAAAAAAAAAAAAAAA.png',
    '/photos/AAAAAAAAAAAAAAAA',
    '/photos/..%2F..%2Fetc%2Fpasswd.webp',
    '/photos/%27%20or%201%3D1.webp',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes the upload and both photo sizes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/api/admin/upload-photo'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/photos/{file}'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/photos/{id}/og.jpg'] ?? {})).toContain('get');
  });
});
