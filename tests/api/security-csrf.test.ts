import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInHealer } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest();
let healerCookie: string;
beforeAll(async () => {
  healerCookie = (await createSignedInHealer(t.app)).cookie;
});

const CROSS_SITE = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['an opaque Origin', { origin: 'null' }],
] as const;

const BOUNDARY = '----csrf-boundary';
const multipartBody = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
);

describe('cross-site unsafe requests are refused (ASVS 3.5)', () => {
  describe.each(CROSS_SITE)('with %s', (_label, headers) => {
    it.each([
      ['POST', '/api/healer/login', { phone: '9847012345', password: 'x' }, false],
      ['POST', '/api/admin/login', { identifier: 'admin', password: 'x' }, false],
      ['PUT', '/api/healer/profile', { name: 'Hacked', district: 'Kollam', pincode: '1' }, true],
      [
        'POST',
        '/api/healer/change-password',
        { currentPassword: 'a', newPassword: 'bbbbbb' },
        true,
      ],
      ['PUT', '/api/admin/profile', { password: 'attacker-pass' }, false],
    ] as const)('JSON %s %s → 403', async (method, url, payload, asHealer) => {
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { ...headers, cookie: asHealer ? healerCookie : t.cookie },
      });
      expect(response.statusCode).toBe(403);
    });

    it.each(['/api/healer/upload-photo', '/api/admin/upload-photo'])(
      'multipart upload to %s → 403',
      async (url) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: multipartBody,
          headers: {
            ...headers,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            cookie: url.includes('admin') ? t.cookie : healerCookie,
          },
        });
        expect(response.statusCode).toBe(403);
      },
    );
  });

  it('lets a same-origin browser request through', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/healer/profile',
      payload: { name: 'Same Site', district: 'Kollam', pincode: '691001' },
      headers: {
        cookie: healerCookie,
        host: 'healers.test',
        origin: 'http://healers.test',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});
