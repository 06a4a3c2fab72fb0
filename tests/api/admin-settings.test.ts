import { describe, expect, it } from 'vitest';
import { ORGANIZATION_NAME } from '../../src/shared/constants/limits.js';
import type { Settings } from '../../src/shared/schemas/settings.js';
import { createSignedInHealer } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest();

const { call } = t;

describe('admin settings routes', () => {
  it.each([
    ['GET', undefined],
    ['PATCH', { contactPhone: '9847000000' }],
  ] as const)('%s answers 401 without a session and 403 for a healer', async (method, body) => {
    const anonymous = await call(method, '/api/admin/settings', body, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Admin authentication required',
      key: 'adminAuthRequired',
    });
    const healer = await createSignedInHealer(t.app);
    expect(
      (await call(method, '/api/admin/settings', body, { cookie: healer.cookie })).statusCode,
    ).toBe(403);
  });

  it('reads the settings with their defaults', async () => {
    const response = await call('GET', '/api/admin/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json<Settings>()).toMatchObject({
      organizationName: ORGANIZATION_NAME,
      primaryColor: '#4f46e5',
      secondaryColor: '#059669',
    });
  });

  it('changes the four contact fields only, visible publicly at once', async () => {
    const before = await call('GET', '/api/settings', undefined, {});
    expect(before.statusCode).toBe(200);

    const response = await call('PATCH', '/api/admin/settings', {
      contactEmail: 'office@example.org',
      contactPhone: '9847012345',
      address: 'TC 12/345\nThiruvananthapuram',
      website: 'https://example.org',
      organizationName: 'Hijacked',
      primaryColor: '#000000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Settings>()).toMatchObject({
      contactEmail: 'office@example.org',
      contactPhone: '9847012345',
      address: 'TC 12/345\nThiruvananthapuram',
      website: 'https://example.org',
      organizationName: ORGANIZATION_NAME,
      primaryColor: '#4f46e5',
    });

    const after = await call('GET', '/api/settings', undefined, {});
    expect(after.json()).toMatchObject({
      contactEmail: 'office@example.org',
      contactPhone: '9847012345',
    });

    // Absent fields stay, blank ones clear.
    const cleared = await call('PATCH', '/api/admin/settings', { website: '' });
    expect(cleared.json<Settings>()).toMatchObject({
      website: null,
      contactEmail: 'office@example.org',
    });
    expect((await call('GET', '/api/settings', undefined, {})).json()).toMatchObject({
      website: null,
    });
  });

  it('answers 400 "Valid email is required" for a bad e-mail', async () => {
    const response = await call('PATCH', '/api/admin/settings', { contactEmail: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Valid email is required' });
  });

  it('answers 400 for an over-long field', async () => {
    const response = await call('PATCH', '/api/admin/settings', { address: 'x'.repeat(5000) });
    expect(response.statusCode).toBe(400);
  });
});
