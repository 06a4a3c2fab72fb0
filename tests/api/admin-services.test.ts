import { describe, expect, it } from 'vitest';
import type { Service } from '../../src/shared/schemas/service.js';
import { createSignedInHealer } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const { call } = t;

let counter = 0;
async function create(name = `Service ${++counter}`, description?: string): Promise<Service> {
  const response = await call('POST', '/api/admin/services', { name, description });
  expect(response.statusCode).toBe(201);
  return response.json<Service>();
}

describe('admin service routes', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/admin/services'],
    ['POST', '/api/admin/services'],
    ['PATCH', '/api/admin/services/x'],
    ['DELETE', '/api/admin/services/x'],
  ];

  it.each(routes)(
    '%s %s answers 401 without a session and 403 for a healer',
    async (method, url) => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Cupping' };
      const anonymous = await call(method, url, body, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        message: 'Admin authentication required',
        key: 'adminAuthRequired',
      });
      const healer = await createSignedInHealer(t.app);
      expect((await call(method, url, body, { cookie: healer.cookie })).statusCode).toBe(403);
    },
  );

  it('adds, lists by name, changes and removes a service', async () => {
    const created = await create('  Moxibustion  ', ' Warming therapy ');
    expect(created).toMatchObject({
      name: 'Moxibustion',
      description: 'Warming therapy',
      isActive: true,
    });
    await create('Acupressure');

    const list = (await call('GET', '/api/admin/services')).json<Service[]>();
    const names = list.map((s) => s.name);
    expect(names.indexOf('Acupressure')).toBeLessThan(names.indexOf('Moxibustion'));

    const deactivated = await call('PATCH', `/api/admin/services/${created.id}`, {
      isActive: false,
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json<Service>()).toMatchObject({ isActive: false, name: 'Moxibustion' });

    const renamed = await call('PATCH', `/api/admin/services/${created.id}`, {
      name: 'Moxa',
      description: '',
    });
    expect(renamed.json<Service>()).toMatchObject({
      name: 'Moxa',
      description: null,
      isActive: false,
    });

    const removed = await call('DELETE', `/api/admin/services/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Service deleted successfully' });
    const after = (await call('GET', '/api/admin/services')).json<Service[]>();
    expect(after.map((s) => s.id)).not.toContain(created.id);
  });

  it.each([
    ['POST', {}],
    ['POST', { name: '' }],
    ['POST', { name: '    ' }],
    ['POST', { name: null }],
    ['PATCH', { name: '  ' }],
  ] as const)('%s with %j answers 400 "Service name is required"', async (method, body) => {
    const url =
      method === 'POST' ? '/api/admin/services' : `/api/admin/services/${(await create()).id}`;
    const response = await call(method, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Service name is required' });
  });

  it('answers 409 for a name that exists (case ignored)', async () => {
    await create('Cupping Therapy');
    const duplicate = await call('POST', '/api/admin/services', { name: 'cupping therapy ' });
    expect(duplicate.statusCode).toBe(409);
    const message = 'A service with this name already exists';
    // The name field's error, so the service form shows it under Name.
    expect(duplicate.json()).toEqual({
      message,
      key: 'serviceDuplicate',
      errors: [{ path: 'name', message, key: 'serviceDuplicate' }],
    });
    const other = await create();
    const rename = await call('PATCH', `/api/admin/services/${other.id}`, {
      name: 'CUPPING THERAPY',
    });
    expect(rename.statusCode).toBe(409);
    const sameName = await call('PATCH', `/api/admin/services/${other.id}`, { name: other.name });
    expect(sameName.statusCode).toBe(200);
  });

  it.each(['PATCH', 'DELETE'] as const)('%s answers 404 for an unknown service', async (method) => {
    const response = await call(
      method,
      '/api/admin/services/missing',
      method === 'PATCH' ? { name: 'X' } : undefined,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Service not found', key: 'serviceNotFound' });
  });
});

describe('Malayalam names of services (decision 020)', () => {
  it('keeps an optional Malayalam name and description, and a blank one is none', async () => {
    const response = await call('POST', '/api/admin/services', {
      name: 'Cupping Ml',
      nameMl: '  കപ്പിങ് ചികിത്സ ',
      descriptionMl: 'ചൂടുള്ള കപ്പുകൾ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Service>();
    expect(created).toMatchObject({
      name: 'Cupping Ml',
      nameMl: 'കപ്പിങ് ചികിത്സ',
      descriptionMl: 'ചൂടുള്ള കപ്പുകൾ',
    });
    const plain = await create('Plain Service');
    expect(plain).toMatchObject({ nameMl: null, descriptionMl: null });

    const cleared = await call('PATCH', `/api/admin/services/${created.id}`, {
      descriptionMl: ' ',
    });
    expect(cleared.json<Service>()).toMatchObject({
      nameMl: 'കപ്പിങ് ചികിത്സ',
      descriptionMl: null,
    });
  });

  it('lists the Malayalam names publicly, and an edit shows at once', async () => {
    const service = await create('Sujok Ml');
    const before = await t.app.inject('/api/service-names');
    expect(before.statusCode).toBe(200);
    const names = () =>
      t.app
        .inject('/api/service-names')
        .then((reply) => reply.json<{ name: string; nameMl: string }[]>());
    expect((await names()).map((entry) => entry.name)).not.toContain('Sujok Ml');
    const patched = await call('PATCH', `/api/admin/services/${service.id}`, {
      nameMl: 'സുജോക്ക്',
    });
    expect(patched.statusCode).toBe(200);
    expect(await names()).toContainEqual({
      name: 'Sujok Ml',
      nameMl: 'സുജോക്ക്',
      descriptionMl: null,
    });
  });

  it('refuses a Malayalam name longer than a name may be', async () => {
    const response = await call('POST', '/api/admin/services', {
      name: 'Long Ml',
      nameMl: 'മ'.repeat(1000),
    });
    expect(response.statusCode).toBe(400);
  });
});
