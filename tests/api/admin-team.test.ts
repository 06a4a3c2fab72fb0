import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../../src/shared/schemas/team-member.js';
import { createSignedInHealer } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const { call } = t;

async function create(body: Record<string, unknown>): Promise<TeamMember> {
  const response = await call('POST', '/api/admin/team-members', {
    role: 'Executive Member',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json<TeamMember>();
}

const publicTeam = async () =>
  (await call('GET', '/api/team-members', undefined, {})).json<TeamMember[]>();

describe('admin team member routes', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/admin/team-members'],
    ['POST', '/api/admin/team-members'],
    ['PATCH', '/api/admin/team-members/x'],
    ['DELETE', '/api/admin/team-members/x'],
  ];

  it.each(routes)(
    '%s %s answers 401 without a session and 403 for a healer',
    async (method, url) => {
      const body =
        method === 'GET' || method === 'DELETE' ? undefined : { name: 'A', role: 'President' };
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

  it('adds members and lists them by role rank, then display order, inactive included', async () => {
    const secretary = await create({ name: 'Sec', role: 'Secretary' });
    const memberB = await create({ name: 'Member B', displayOrder: 2 });
    const memberA = await create({ name: 'Member A', displayOrder: '1' });
    const president = await create({
      name: ' Pres ',
      role: 'President',
      email: 'pres@example.org',
      summary: 'Leads',
      isActive: false,
    });
    expect(president).toMatchObject({ name: 'Pres', isActive: false, email: 'pres@example.org' });
    expect(memberA.displayOrder).toBe(1);

    const list = (await call('GET', '/api/admin/team-members')).json<TeamMember[]>();
    expect(list.map((m) => m.id)).toEqual([president.id, secretary.id, memberA.id, memberB.id]);
    // The public list holds active members only.
    expect((await publicTeam()).map((m) => m.id)).toEqual([secretary.id, memberA.id, memberB.id]);
  });

  it('falls back to display order 0 for a value that is not a number', async () => {
    const member = await create({ name: 'No Order', displayOrder: 'abc' });
    expect(member.displayOrder).toBe(0);
  });

  it.each([
    [{ role: 'President' }, 'Name is required'],
    [{ name: '  ', role: 'President' }, 'Name is required'],
    [{ name: 'A' }, 'Role is required'],
    [{ name: 'A', role: 'Chairman' }, 'Role is required'],
    [{ name: 'A', role: 'Treasurer', email: 'not-an-email' }, 'Valid email required'],
  ])('POST %j answers 400 with the spec’s message', async (body, message) => {
    const response = await call('POST', '/api/admin/team-members', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('changes only the fields sent and shows the change publicly at once', async () => {
    const member = await create({ name: 'Treasurer One', role: 'Treasurer', phone: '9847000000' });
    expect((await publicTeam()).map((m) => m.name)).toContain('Treasurer One');
    const response = await call('PATCH', `/api/admin/team-members/${member.id}`, {
      name: 'Treasurer Two',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TeamMember>()).toMatchObject({
      name: 'Treasurer Two',
      role: 'Treasurer',
      phone: '9847000000',
    });
    const names = (await publicTeam()).map((m) => m.name);
    expect(names).toContain('Treasurer Two');
    expect(names).not.toContain('Treasurer One');

    await call('PATCH', `/api/admin/team-members/${member.id}`, { isActive: false });
    expect((await publicTeam()).map((m) => m.id)).not.toContain(member.id);
  });

  it.each([
    [{ email: 'bad' }, 'Valid email required'],
    [{ name: '' }, 'Name is required'],
    [{ role: 'King' }, 'Role is required'],
  ])('PATCH %j answers 400', async (patch, message) => {
    const member = await create({ name: 'Patch Target' });
    const response = await call('PATCH', `/api/admin/team-members/${member.id}`, patch);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('removes a member from both lists', async () => {
    const member = await create({ name: 'Leaving Soon' });
    await publicTeam();
    const response = await call('DELETE', `/api/admin/team-members/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Team member deleted successfully' });
    expect((await publicTeam()).map((m) => m.id)).not.toContain(member.id);
  });

  it.each(['PATCH', 'DELETE'] as const)('%s answers 404 for an unknown member', async (method) => {
    const response = await call(
      method,
      '/api/admin/team-members/missing',
      method === 'PATCH' ? { name: 'X' } : undefined,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Team member not found',
      key: 'teamMemberNotFound',
    });
  });
});

describe('team member photos (decision 035)', () => {
  const PHOTO_NOT_ISSUED = 'Please upload the photo with Upload Photo';

  it('refuses a photo URL the server did not issue, on create and on update', async () => {
    const foreign = await call('POST', '/api/admin/team-members', {
      name: 'Foreign Photo',
      role: 'Executive Member',
      photoUrl: 'https://foreign.example/x.jpg',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(PHOTO_NOT_ISSUED);
    expect((await publicTeam()).map((member) => member.name)).not.toContain('Foreign Photo');

    const member = await create({ name: 'Photo Later' });
    for (const photoUrl of ['https://foreign.example/x.jpg', '/photos/not-ours.webp']) {
      const update = await call('PATCH', `/api/admin/team-members/${member.id}`, { photoUrl });
      expect(update.statusCode).toBe(400);
      expect(update.json().message).toBe(PHOTO_NOT_ISSUED);
    }
    const shown = (await publicTeam()).find((one) => one.id === member.id);
    expect(shown?.photoUrl).toBeNull();
  });
});

describe('private replies', () => {
  it('say no-store on every admin reply, errors included', async () => {
    const healer = await createSignedInHealer(t.app);
    const replies = [
      await call('GET', '/api/admin/team-members'),
      await call('GET', '/api/admin/team-members', undefined, {}),
      await call('GET', '/api/admin/team-members', undefined, { cookie: healer.cookie }),
      await call('PATCH', '/api/admin/team-members/no-such-member', { name: 'X' }),
      await call('GET', '/api/admin/no-such-route'),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 401, 403, 404, 404]);
    for (const reply of replies) expect(reply.headers['cache-control']).toBe('no-store');
  });
});
