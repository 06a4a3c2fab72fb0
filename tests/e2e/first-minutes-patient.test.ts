import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { normaliseWhatsAppNumber } from '../../src/shared/domain/whatsapp.js';
import { signInAdminUi } from './helpers/account-api.js';
import { api, pick } from './helpers/api.js';
import { eventually } from './helpers/assert.js';
import { publicSiteFixture } from './helpers/public-site.js';

// Decision 041: the first minutes of a patient, in Malayalam, on a phone (DESIGN §5, wave 3).
const site = publicSiteFixture();

const ML = {
  counter: (current: number) => `6-ൽ ${current}`,
  next: 'അടുത്ത ഹീലർ',
  previous: 'മുമ്പത്തെ ഹീലർ',
  book: 'വാട്സ്ആപ്പ് വഴി ബുക്ക് ചെയ്യുക',
  call: 'നേരിട്ട് വിളിക്കുക',
  dialog: 'അപ്പോയിന്റ്മെന്റ് ബുക്ക് ചെയ്യുക',
  language: 'സംസാരിക്കാൻ താൽപ്പര്യമുള്ള ഭാഷ',
  sex: 'ലിംഗം',
  age: 'പ്രായം',
  phone: 'ഫോൺ നമ്പർ',
  name: 'രോഗിയുടെ പേര്',
  date: 'സൗകര്യപ്രദമായ തീയതി',
  time: 'സൗകര്യപ്രദമായ സമയം',
  waitsForAll:
    'ബുക്ക് ചെയ്യാൻ ഇവ പൂരിപ്പിക്കുക: രോഗിയുടെ പേര്, പ്രായം, ലിംഗം, ഫോൺ നമ്പർ, സൗകര്യപ്രദമായ തീയതി, സൗകര്യപ്രദമായ സമയം',
  phoneTooShort: 'കുറഞ്ഞത് 10 അക്കങ്ങളുള്ള ഫോൺ നമ്പർ നൽകുക',
  ageRange: '1 മുതൽ 120 വരെയുള്ള പ്രായം നൽകുക',
} as const;

/** A form field by its label, which may end with the required mark. */
function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

const cardName = (page: Page) =>
  page.getByTestId('card-stack-card').getByRole('heading').first().textContent();

/**
 * Presses the profile's Book and waits for its dialog. The profile is pre-rendered: a press
 * before its script has taken over does nothing, so it presses again until the dialog opens.
 */
async function pressBook(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: ML.dialog });
  await eventually(async () => {
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: ML.book }).click({ timeout: 5_000 });
    }
    await dialog.waitFor({ timeout: 2_000 });
  }, 60_000);
  return dialog;
}

describe('the splash (DESIGN §5: never between a visitor and a page they were sent)', () => {
  it('skips a session that starts on a shared profile, and does not come later on /', async () => {
    const healer = site.healers[0]!;
    const { page } = await site.newPage({ viewport: 'phone', skipSplash: false });
    const response = await page.goto(`${site.url}/healer/${healer.id}?lang=ml`);
    expect(await response!.text()).not.toContain('splash-screen');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('splash-screen').count()).toBe(0);

    // The session began on the profile: home is no new start.
    const home = await page.goto(`${site.url}/?lang=ml`);
    expect(await home!.text()).not.toContain('splash-screen');
    expect(await page.getByTestId('splash-screen').count()).toBe(0);
  });

  it('still shows once when the session starts on /', async () => {
    const { page } = await site.newPage({ viewport: 'phone', skipSplash: false });
    const response = await page.goto(`${site.url}/?lang=ml`);
    expect(await response!.text()).toContain('data-testid="splash-screen"');
  });
});

describe('the card stack’s reshuffle (DESIGN §5: never moves the card being read)', () => {
  it('keeps card 3 while it is read; back on card 1, it reshuffles 10 s later', async () => {
    const { page } = await site.newPage({ viewport: 'phone' });
    await page.clock.install();
    await page.goto(`${site.url}/?lang=ml`);
    const counter = page.getByTestId('stack-counter');
    await page.getByText(ML.counter(1), { exact: true }).waitFor();
    await page.getByRole('button', { name: ML.next }).click();
    await page.getByRole('button', { name: ML.next }).click();
    await page.getByText(ML.counter(3), { exact: true }).waitFor();
    const reading = await cardName(page);

    // 12 s, and a minute more, of reading without touching: the card stays.
    await page.clock.runFor(12_000);
    expect(await counter.textContent()).toBe(ML.counter(3));
    expect(await cardName(page)).toBe(reading);
    await page.clock.runFor(60_000);
    expect(await counter.textContent()).toBe(ML.counter(3));
    expect(await cardName(page)).toBe(reading);

    // Back on the first card: still for 10 s, then the reshuffle resumes.
    await page.getByRole('button', { name: ML.previous }).click();
    await page.getByRole('button', { name: ML.previous }).click();
    await page.getByText(ML.counter(1), { exact: true }).waitFor();
    const first = await cardName(page);
    await page.clock.runFor(9_500);
    expect(await cardName(page)).toBe(first);
    // A reshuffle may, by chance, keep the same first card; a few more ticks find a new one.
    for (let tick = 0; tick < 8 && (await cardName(page)) === first; tick += 1) {
      await page.clock.runFor(5_000);
    }
    expect(await cardName(page)).not.toBe(first);
    expect(await counter.textContent()).toBe(ML.counter(1));
  });
});

describe('booking where it can happen (DESIGN §5)', () => {
  it('offers a healer without a booking WhatsApp only the call on the profile', async () => {
    const healer = pick(
      site.healers,
      'a phone and no booking WhatsApp',
      (candidate) => !candidate.bookingWhatsApp && Boolean(candidate.phone),
    );
    const page = await site.open('phone', `/healer/${healer.id}?lang=ml`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const call = page.getByRole('link', { name: ML.call });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe(
      `tel:+${normaliseWhatsAppNumber(healer.phone, '91')}`,
    );
    expect(await page.getByRole('button', { name: ML.book }).count()).toBe(0);
  });

  it('keeps Book via WhatsApp on the profile of a healer with one', async () => {
    const healer = pick(site.healers, 'a booking WhatsApp', (c) => Boolean(c.bookingWhatsApp));
    const page = await site.open('phone', `/healer/${healer.id}?lang=ml`);
    await pressBook(page);
  });
});

describe('the booking form in Malayalam on a phone', () => {
  async function openForm() {
    const healer = pick(site.healers, 'a booking WhatsApp', (c) => Boolean(c.bookingWhatsApp));
    const page = await site.open('phone', `/healer/${healer.id}?lang=ml`);
    return { page, dialog: await pressBook(page) };
  }

  it('talks in Malayalam by default and says what Book waits for', async () => {
    const { dialog } = await openForm();
    expect(await field(dialog, ML.language).inputValue()).toBe('Malayalam');
    const book = dialog.getByRole('button', { name: ML.book });
    expect(await book.isDisabled()).toBe(true);
    const waits = dialog.getByTestId('book-waits-for');
    expect(await waits.textContent()).toBe(ML.waitsForAll);
    expect(await book.getAttribute('aria-describedby')).toBe(await waits.getAttribute('id'));
  });

  it('shows the Sex placeholder whole', async () => {
    const { dialog } = await openForm();
    const sex = field(dialog, ML.sex);
    // The placeholder's width in the select's own font, against the room left of its arrow.
    const fits = await sex.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.options[select.selectedIndex]!.text;
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - 24; /* the arrow */
      return { text: context.measureText(text).width, room };
    });
    expect(fits.text).toBeLessThanOrEqual(fits.room);
  });

  it('refuses a phone of "12" and ages 0 and 150 with messages, opening no WhatsApp', async () => {
    const { page, dialog } = await openForm();
    await field(dialog, ML.name).fill('അനിത');
    await field(dialog, ML.age).fill('150');
    await field(dialog, ML.sex).selectOption('Female');
    await field(dialog, ML.phone).fill('12');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await field(dialog, ML.date).fill(tomorrow);
    await field(dialog, ML.time).fill('10:00');
    const book = dialog.getByRole('button', { name: ML.book });
    await book.click();
    await dialog.getByText(ML.ageRange).waitFor();
    await dialog.getByText(ML.phoneTooShort).waitFor();
    expect(await field(dialog, ML.age).getAttribute('aria-invalid')).toBe('true');
    expect(await field(dialog, ML.phone).getAttribute('aria-invalid')).toBe('true');
    await field(dialog, ML.age).fill('0');
    await dialog.getByText(ML.ageRange).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened),
    ).toEqual([]);

    await field(dialog, ML.age).fill('42');
    await field(dialog, ML.phone).fill('98470 12345');
    expect(await dialog.getByText(ML.ageRange).count()).toBe(0);
    expect(await dialog.getByText(ML.phoneTooShort).count()).toBe(0);
    await book.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened))
      .toHaveLength(1);
  });
});

describe('adding a healer: "Takes WhatsApp bookings on this number" (DESIGN §5)', () => {
  it('is ticked in Malayalam on a phone, and the new healer’s mobile takes bookings', async () => {
    const { page } = await site.newPage({ viewport: 'phone' });
    await signInAdminUi(page, site.url);
    await page.goto(`${site.url}/admin?lang=ml`);
    await page.getByRole('button', { name: 'ഹീലറെ ചേർക്കുക' }).click();
    const dialog = page.getByRole('dialog', { name: 'ഹീലറെ ചേർക്കുക' });
    const takes = dialog.getByRole('checkbox', {
      name: 'ഈ നമ്പറിൽ വാട്സ്ആപ്പ് ബുക്കിംഗുകൾ സ്വീകരിക്കും',
    });
    expect(await takes.getAttribute('aria-checked')).toBe('true');

    const phone = `9${String(Date.now()).slice(-9)}`;
    await field(dialog, 'പേര്').fill('പുതിയ ഹീലർ');
    await field(dialog, 'ഫോൺ').fill(phone);
    await field(dialog, 'പിൻകോഡ്').fill('682011');
    await dialog.getByRole('button', { name: 'ചേർക്കുക', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await api.healers(site.url)).find((h) => h.phone === phone))
      .toMatchObject({ bookingWhatsApp: phone });
  });
});
