import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { settings } from '../../src/db/schema.js';
import {
  ABANDONED_UPLOAD_MS,
  sweepAbandonedPhotos,
} from '../../src/server/services/photo-lifecycle.js';
import { getSettings } from '../../src/server/services/settings.js';
import { createHealerViaDb, createSignedInHealer } from '../helpers/auth.js';
import { multipartBody } from '../helpers/multipart.js';
import { insertTeamMember } from '../helpers/public-data.js';
import { setUpApiTest } from '../helpers/test-app.js';

// A photo is served as long as a healer or team member shows it (decision 004): a replaced,
// removed or deleted picture is gone from the server, and uploads never saved are swept.
const t = setUpApiTest();

let colour = 0;
/** Uploads a small PNG (a new colour each time) and returns the photo URL the reply names. */
async function upload(as: { cookie: string; url: string }): Promise<string> {
  colour += 37;
  const data = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: colour % 256, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  const body = multipartBody({ fileName: 'photo.png', contentType: 'image/png', data });
  const response = await t.app.inject({
    method: 'POST',
    url: as.url,
    payload: body.payload,
    headers: { ...body.headers, cookie: as.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ photoUrl: string }>().photoUrl;
}
const asAdmin = () => ({ cookie: t.cookie, url: '/api/admin/upload-photo' });

/** Whether the server serves both sizes of the photo (200), or neither (404). */
async function served(photoUrl: string): Promise<boolean> {
  const card = await t.app.inject({ method: 'GET', url: photoUrl });
  const og = await t.app.inject({ method: 'GET', url: photoUrl.replace(/\.webp$/, '/og.jpg') });
  expect([200, 404]).toContain(card.statusCode);
  expect(og.statusCode).toBe(card.statusCode);
  return card.statusCode === 200;
}

const admin = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.cookie } });

describe('photos no record shows any more', () => {
  it('are deleted when a healer changes their own photo, and the new one is served', async () => {
    const { healer, cookie } = await createSignedInHealer(t.app);
    const asHealer = { cookie, url: '/api/healer/upload-photo' };
    const profile = { name: healer.name, district: healer.district, pincode: healer.pincode };
    const first = await upload(asHealer);
    const put = (photoUrl: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/healer/profile',
        payload: { ...profile, photoUrl },
        headers: { cookie },
      });
    expect((await put(first)).statusCode).toBe(200);
    const second = await upload(asHealer);
    expect(await served(first)).toBe(true);

    expect((await put(second)).statusCode).toBe(200);
    expect(await served(first)).toBe(false);
    expect(await served(second)).toBe(true);
  });

  it("are deleted when an admin removes a healer's photo or deletes the healer", async () => {
    const removedPhoto = await upload(asAdmin());
    const keptHealer = await createHealerViaDb(t.app.db, { photoUrl: removedPhoto });
    // Another field changes: the photo stays.
    expect(
      (await admin('PATCH', `/api/admin/healers/${keptHealer.id}`, { bio: 'New bio.' })).statusCode,
    ).toBe(200);
    expect(await served(removedPhoto)).toBe(true);
    expect(
      (await admin('PATCH', `/api/admin/healers/${keptHealer.id}`, { photoUrl: '' })).statusCode,
    ).toBe(200);
    expect(await served(removedPhoto)).toBe(false);

    const deletedPhoto = await upload(asAdmin());
    const deleted = await createHealerViaDb(t.app.db, { photoUrl: deletedPhoto });
    expect((await admin('DELETE', `/api/admin/healers/${deleted.id}`)).statusCode).toBe(200);
    expect(await served(deletedPhoto)).toBe(false);
  });

  it("are deleted when a team member's photo is replaced or the member deleted", async () => {
    const first = await upload(asAdmin());
    const member = await insertTeamMember(t.app.db, { photoUrl: first });
    const second = await upload(asAdmin());
    const url = `/api/admin/team-members/${member.id}`;
    expect((await admin('PATCH', url, { photoUrl: second })).statusCode).toBe(200);
    expect(await served(first)).toBe(false);
    expect(await served(second)).toBe(true);
    expect((await admin('DELETE', url)).statusCode).toBe(200);
    expect(await served(second)).toBe(false);
  });

  it('are kept while another record still shows them', async () => {
    const shared = await upload(asAdmin());
    const one = await createHealerViaDb(t.app.db, { photoUrl: shared });
    const two = await createHealerViaDb(t.app.db, { photoUrl: shared });
    const member = await insertTeamMember(t.app.db, {
      photoUrl: `https://healers.example.org${shared}`,
    });
    expect((await admin('DELETE', `/api/admin/healers/${one.id}`)).statusCode).toBe(200);
    expect(await served(shared)).toBe(true);
    expect((await admin('DELETE', `/api/admin/healers/${two.id}`)).statusCode).toBe(200);
    // The team member shows it by its absolute URL.
    expect(await served(shared)).toBe(true);
    expect((await admin('DELETE', `/api/admin/team-members/${member.id}`)).statusCode).toBe(200);
    expect(await served(shared)).toBe(false);
  });
});

describe('uploads never saved on a record', () => {
  it('are swept once a day old; saved and recent ones stay', async () => {
    const saved = await upload(asAdmin());
    await createHealerViaDb(t.app.db, { photoUrl: saved });
    const logo = await upload(asAdmin());
    await getSettings(t.app.db);
    await t.app.db.update(settings).set({ logoUrl: logo });
    const abandoned = await upload(asAdmin());

    await sweepAbandonedPhotos(t.app.db);
    expect(await served(abandoned)).toBe(true);

    const aDayLater = new Date(Date.now() + ABANDONED_UPLOAD_MS + 60_000);
    expect(await sweepAbandonedPhotos(t.app.db, aDayLater)).toBeGreaterThanOrEqual(1);
    expect(await served(abandoned)).toBe(false);
    expect(await served(saved)).toBe(true);
    // The organisation's logo is not a healer's or a member's photo, and stays too.
    expect(await served(logo)).toBe(true);
  });
});
