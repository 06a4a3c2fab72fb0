import { describe, expect, it } from 'vitest';
import { services } from '../../src/db/schema.js';
import { createHealerViaDb, createSignedInHealer } from '../helpers/auth.js';
import { setUpApiTest } from '../helpers/test-app.js';

const t = setUpApiTest();

const stats = (headers: Record<string, string> = { cookie: t.cookie }) =>
  t.app.inject({ method: 'GET', url: '/api/admin/stats', headers });

describe('GET /api/admin/stats', () => {
  it('answers 401 without a session and 403 for a healer', async () => {
    const anonymous = await stats({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Admin authentication required',
      key: 'adminAuthRequired',
    });
    const healer = await createSignedInHealer(t.app, { district: 'Wayanad', rating: 0 });
    expect((await stats({ cookie: healer.cookie })).statusCode).toBe(403);
    // Leave the database as the next test expects it: one unrated active healer in Wayanad.
  });

  it('counts every healer, districts with an active healer, the mean of rated healers and services', async () => {
    const db = t.app.db;
    await createHealerViaDb(db, { district: 'Ernakulam', rating: 4, password: 'x' });
    await createHealerViaDb(db, { district: 'Ernakulam', rating: 5, password: 'x' });
    await createHealerViaDb(db, { district: 'Kollam', rating: 4.2, password: 'x' });
    await createHealerViaDb(db, {
      district: 'Idukki',
      rating: 0,
      isActive: 'false',
      password: 'x',
    });
    await db.insert(services).values([{ name: 'A' }, { name: 'B', isActive: false }]);

    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalHealers: 5,
      // Wayanad, Ernakulam, Kollam; Idukki's only healer is inactive.
      totalLocations: 3,
      // (4 + 5 + 4.2) / 3 = 4.4; unrated healers do not pull it down.
      averageRating: 4.4,
      totalServices: 2,
    });
  });
});
