import jsQRModule from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/domain/dates.js';
import { bookingMessage, NO_BOOKING_DETAILS } from '../../src/shared/domain/messages.js';
import { todayDate } from '../../src/shared/domain/zoned-time.js';
import type { Healer } from '../../src/shared/schemas/healer.js';
import { insertHealer } from '../helpers/public-data.js';
import { addCookieHeader, adminCall, pngBytes, signInAdmin } from './helpers/account-api.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startSeededServerWith } from './helpers/server.js';

// The printed poster (decision 060): Chromium's own print-to-PDF, as a clinic would print it,
// counted in pages with pdf-lib, and every QR code read back with jsQR from the page's SVG.

// jsQR is a CommonJS module whose export is the function itself; its types say `default`.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

const TODAY = todayDate(new Date(), 'Asia/Kolkata');
/** A district of the healers written here and of some demo ones. */
const DISTRICT = 'Wayanad';
/** A4 and A6 in PDF points (1/72 inch), as Chromium writes the MediaBox. */
const A4 = { width: 595.92, height: 842.88 };
const A6 = { width: 297.6, height: 419.52 };

let origin: string;
let adminCookie: string;
let fullId: string;
let bareId: string;
let hiddenId: string;
const contexts: BrowserContext[] = [];

const e2e = setUpBrowserTest(
  () =>
    startSeededServerWith(
      async (db) => {
        fullId = (
          await insertHealer(db, {
            name: 'Anil Kumar',
            titles: ['Acu Hr.', 'Dr'],
            district: DISTRICT,
            city: 'Kalpetta',
            specialty: 'Back and joint pain',
            languages: 'Malayalam, English, Tamil',
            bookingWhatsApp: '98470 12345',
            clinicTimings: [
              {
                day: 'Monday',
                isOpen: true,
                morningStart: '09:00',
                morningEnd: '13:00',
                eveningStart: '16:00',
                eveningEnd: '19:30',
              },
              { day: 'Tuesday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
              { day: 'Wednesday', isOpen: true, eveningStart: '15:00', eveningEnd: '20:00' },
              { day: 'Thursday', isOpen: true, morningStart: '08:30', morningEnd: '12:30' },
              { day: 'Friday', isOpen: true, morningStart: '09:00', morningEnd: '13:00' },
              { day: 'Saturday', isOpen: true, morningStart: '10:00', morningEnd: '14:00' },
              { day: 'Sunday', isOpen: false },
            ],
            verificationCheckedOn: addDays(TODAY, -20),
            verificationChecks: ['membership', 'training'],
          })
        ).id;
        // No photo, no hours, no languages, no WhatsApp: the poster still makes sense.
        bareId = (await insertHealer(db, { name: 'Beena Thomas', district: DISTRICT })).id;
        hiddenId = (
          await insertHealer(db, { name: 'Hidden One', district: DISTRICT, isActive: 'false' })
        ).id;
      },
      (listening) => {
        origin = listening;
        return { PUBLIC_URL: origin };
      },
    ),
  180_000,
);

beforeAll(async () => {
  adminCookie = await signInAdmin(e2e.server.url);
  // A stored photo, as the admin's upload makes it.
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(await pngBytes('#0f766e', 600))]), 'anil.png');
  const upload = await fetch(`${e2e.server.url}/api/admin/upload-photo`, {
    method: 'POST',
    headers: { cookie: adminCookie },
    body: form,
  });
  expect(upload.status).toBe(200);
  const { photoUrl } = (await upload.json()) as { photoUrl: string };
  await adminCall(e2e.server.url, adminCookie, 'PATCH', `/api/admin/healers/${fullId}`, {
    photoUrl,
  });
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** The page at `path`, loaded with its font, and the errors it logged. */
async function openPoster(
  path: string,
  cookie?: string,
): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  if (cookie) await addCookieHeader(context, cookie);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(`${e2e.server.url}${path}`);
  expect(response?.status()).toBe(200);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { page, errors };
}

async function printed(page: Page): Promise<PDFDocument> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  return PDFDocument.load(pdf);
}

/** What each QR code on the page says, in the page's order. */
async function decodedCodes(page: Page): Promise<string[]> {
  const svgs = await page
    .locator('svg.qr')
    .evaluateAll((nodes) => nodes.map((node) => node.outerHTML));
  const texts: string[] = [];
  for (const svg of svgs) {
    const { data, info } = await sharp(Buffer.from(svg), { density: 400 })
      .resize(600, 600)
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    texts.push(code?.data ?? '(unreadable)');
  }
  return texts;
}

function expectSize(document: PDFDocument, size: { width: number; height: number }) {
  for (const sheet of document.getPages()) {
    const { width, height } = sheet.getSize();
    expect(Math.abs(width - size.width)).toBeLessThan(2);
    expect(Math.abs(height - size.height)).toBeLessThan(2);
  }
}

async function healer(id: string): Promise<Healer> {
  return (await (await fetch(`${e2e.server.url}/api/healers/${id}`)).json()) as Healer;
}

function whatsAppLink(of: Healer, language: 'en' | 'ml'): string {
  return `https://wa.me/919847012345?text=${encodeURIComponent(bookingMessage(of, NO_BOOKING_DETAILS, language, { greeting: false }))}`;
}

describe('a healer’s poster', () => {
  it('prints as one A4 page in both languages, its codes leading to the profile and WhatsApp', async () => {
    const { page, errors } = await openPoster(`/healer/${fullId}/poster`);
    expect(await page.locator('h1').textContent()).toContain('അക്യു. ഹീലർ ഡോ. Anil Kumar');
    expect(await page.locator('h1').textContent()).toContain('Acu Hr. Dr Anil Kumar');
    expect(await page.locator('.verified').textContent()).toContain('Verified by the federation ·');
    // The photo is drawn, and the Malayalam font came from our own server.
    expect(
      await page.locator('img.photo').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Malayalam"', 'മ'))).toBe(
      true,
    );
    const pdf = await printed(page);
    expect(pdf.getPageCount()).toBe(1);
    expectSize(pdf, A4);
    expect(await decodedCodes(page)).toEqual([
      `${origin}/healer/${fullId}`,
      whatsAppLink(await healer(fullId), 'ml'),
    ]);
    expect(errors).toEqual([]);
  });

  it('prints as one A4 page in English alone and in Malayalam alone', async () => {
    const english = await openPoster(`/healer/${fullId}/poster?lang=en`);
    expect(await english.page.locator('body').textContent()).not.toContain('ഡോ.');
    expect((await printed(english.page)).getPageCount()).toBe(1);
    expect(await decodedCodes(english.page)).toEqual([
      `${origin}/healer/${fullId}`,
      whatsAppLink(await healer(fullId), 'en'),
    ]);
    const malayalam = await openPoster(`/healer/${fullId}/poster?lang=ml`);
    expect(await malayalam.page.locator('body').textContent()).not.toContain(
      'Verified by the federation',
    );
    expect((await printed(malayalam.page)).getPageCount()).toBe(1);
    expect((await decodedCodes(malayalam.page))[0]).toBe(`${origin}/healer/${fullId}?lang=ml`);
  });

  it('prints the card as one A6 page', async () => {
    for (const lang of ['', '&lang=en', '&lang=ml']) {
      const { page } = await openPoster(`/healer/${fullId}/poster?size=a6${lang}`);
      const document = await printed(page);
      expect(document.getPageCount()).toBe(1);
      expectSize(document, A6);
      expect((await decodedCodes(page)).length).toBe(2);
    }
  });

  it('gives a healer without photo, hours or WhatsApp a one-page poster with the profile code', async () => {
    const { page, errors } = await openPoster(`/healer/${bareId}/poster`);
    expect(await page.locator('h1').textContent()).toContain('Beena Thomas');
    expect(await page.locator('img.photo').count()).toBe(0);
    expect(await page.locator('.hours').count()).toBe(0);
    expect((await printed(page)).getPageCount()).toBe(1);
    expect(await decodedCodes(page)).toEqual([`${origin}/healer/${bareId}`]);
    expect(errors).toEqual([]);
  });

  it('is 404 for a hidden healer', async () => {
    const response = await fetch(`${e2e.server.url}/healer/${hiddenId}/poster`);
    expect(response.status).toBe(404);
  });
});

describe('a district’s posters', () => {
  it('print one page per active healer of the district', async () => {
    const all = (await (await fetch(`${e2e.server.url}/api/healers`)).json()) as Healer[];
    const active = all.filter((one) => one.district === DISTRICT);
    expect(active.length).toBeGreaterThanOrEqual(2);
    const { page, errors } = await openPoster(
      `/api/admin/posters?district=${DISTRICT}`,
      adminCookie,
    );
    const document = await printed(page);
    expect(document.getPageCount()).toBe(active.length);
    expectSize(document, A4);
    const profiles = (await decodedCodes(page)).filter((text) => text.startsWith(origin));
    expect(profiles.sort()).toEqual(active.map((one) => `${origin}/healer/${one.id}`).sort());
    expect(errors).toEqual([]);
  });
});
