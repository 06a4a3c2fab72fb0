import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHealer, signInAdmin, TEST_ADMIN_PASSWORD } from './helpers/account-api.js';
import { field, textOf } from './helpers/assert.js';
import { waitForOpened } from './helpers/browser.js';
import { setUpBrowserTest } from './helpers/browser-test.js';
import { startEmptyServer } from './helpers/empty-server.js';

// Where a patient trips on a phone (decision 067): near me's distances, what to know before
// booking, the booking message and call links, names across scripts. Both languages, 390 px.

const e2e = setUpBrowserTest(() => startEmptyServer(TEST_ADMIN_PASSWORD));

let ancyId = '';
let sreejaId = '';

beforeAll(async () => {
  const cookie = await signInAdmin(e2e.server.url);
  // In Chalakudy, 28.5 km from Thrissur town (as the town picker rounds it), with no map pin: once placed at the district's
  // centre and read "about 1 km" from Thrissur.
  const ancy = await createHealer(e2e.server.url, cookie, {
    name: 'Ancy Varghese',
    phone: '8325858892',
    bookingWhatsApp: '8325858892',
    district: 'Thrissur',
    city: 'Chalakudy',
    pincode: '680307',
    specialty: 'Back and joint pain',
    feeFrom: 300,
    feeTo: 500,
    acceptingNewPatients: false,
  });
  ancyId = ancy.id;
  await createHealer(e2e.server.url, cookie, {
    name: 'Pinned Healer',
    phone: '9847011111',
    district: 'Thrissur',
    city: 'Thrissur',
    pincode: '680001',
    latitude: 10.5505,
    longitude: 76.214,
  });
  const sreeja = await createHealer(e2e.server.url, cookie, {
    name: 'ശ്രീജ മേനോൻ',
    titles: ['Acu Hr.', 'Mrs'],
    phone: '9847022222',
    district: 'Kollam',
    city: 'Kollam',
    pincode: '691001',
  });
  sreejaId = sreeja.id;
  await createHealer(e2e.server.url, cookie, {
    name: 'Village Healer',
    phone: '9847033333',
    district: 'Thrissur',
    city: 'Mattathur',
    pincode: '680684',
  });
  // Migraine in two neighbours of Thrissur and nowhere in it, for the empty search's suggestions;
  // in villages the town list does not know, so near me puts them with Village Healer, unmeasured.
  for (const [name, district, city, phone, pincode] of [
    ['Meera Palakkad', 'Palakkad', 'Kongad', '9847044444', '678631'],
    ['Mohan Palakkad', 'Palakkad', 'Kottayi', '9847055555', '678572'],
    ['Mini Ernakulam', 'Ernakulam', 'Kalady', '9847066666', '683574'],
  ] as const) {
    await createHealer(e2e.server.url, cookie, {
      name,
      phone,
      district,
      city,
      pincode,
      specialty: 'Migraine',
    });
  }
});

/** Set SHOTS_DIR to keep a screenshot of each screen the test looks at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

const TEXTS = {
  en: {
    near: 'Near me',
    town: 'Town',
    fromThrissur: 'Nearest first, from Thrissur',
    next: 'Next healer',
    distances: [
      '2.5 km away',
      'about 29 km, Chalakudy',
      'about 187 km, Kollam',
      'distance unknown',
    ],
    book: 'Book via WhatsApp',
    call: 'Call Directly',
    notTaking: 'Not taking new patients at the moment',
    fee: '₹300–500 first visit',
    dialog: 'Book an Appointment',
    greeting:
      'Hello Acu Hr. Ancy Varghese, I found you on the directory of the Federation of Classical Acupuncture Healers, Kerala and would like to book an appointment. My details:',
    healerLine: 'Healer: Acu Hr. Ancy Varghese',
    patientName: 'Patient name',
    age: 'Age',
    sex: 'Sex',
    sexValue: 'Female',
    phone: 'Phone number',
    date: 'Preferred date',
    time: 'Preferred time',
    query: 'Name or keyword',
    emptySearch: 'migraine thrissur',
    suggestions: [
      'migraine in Ernakulam 1 healer',
      'migraine in Palakkad 2 healers',
      'migraine near me 3 healers',
      'migraine anywhere in Kerala 3 healers',
    ],
    palakkad: 'migraine Palakkad',
    matchingTwo: 'Showing 2 healers matching your search',
    withoutPlace: 'migraine',
    matchingThree: 'Showing 3 healers matching your search',
  },
  ml: {
    near: 'എന്റെ അടുത്ത്',
    town: 'സ്ഥലം',
    fromThrissur: 'തൃശ്ശൂർ എന്ന സ്ഥലത്തോട് ഏറ്റവും അടുത്തുള്ളവർ ആദ്യം',
    next: 'അടുത്ത ഹീലർ',
    distances: [
      '2.5 കി.മീ. അകലെ',
      'ഏകദേശം 29 കി.മീ., ചാലക്കുടി',
      'ഏകദേശം 187 കി.മീ., കൊല്ലം',
      'ദൂരം അറിയില്ല',
    ],
    book: 'വാട്സ്ആപ്പ് വഴി ബുക്ക് ചെയ്യുക',
    call: 'നേരിട്ട് വിളിക്കുക',
    notTaking: 'പുതിയ രോഗികളെ ഇപ്പോൾ എടുക്കുന്നില്ല',
    fee: 'ആദ്യ സന്ദർശനം ₹300–500',
    dialog: 'അപ്പോയിന്റ്മെന്റ് ബുക്ക് ചെയ്യുക',
    greeting:
      'നമസ്കാരം അക്യു. ഹീലർ Ancy Varghese, ഫെഡറേഷൻ ഓഫ് ക്ലാസിക്കൽ അക്യുപങ്ചർ ഹീലേഴ്സ്, കേരളം-ന്റെ ഡയറക്ടറിയിൽ നിന്നാണ് താങ്കളുടെ വിവരം കിട്ടിയത്. ഒരു അപ്പോയിന്റ്മെന്റ് വേണമെന്നുണ്ട്. എന്റെ വിവരങ്ങൾ:',
    healerLine: 'ഹീലർ: അക്യു. ഹീലർ Ancy Varghese',
    patientName: 'രോഗിയുടെ പേര്',
    age: 'പ്രായം',
    sex: 'ലിംഗം',
    sexValue: 'Female',
    phone: 'ഫോൺ നമ്പർ',
    date: 'സൗകര്യപ്രദമായ തീയതി',
    time: 'സൗകര്യപ്രദമായ സമയം',
    query: 'പേര് അല്ലെങ്കിൽ വാക്ക്',
    emptySearch: 'ചെന്നിക്കുത്ത് തൃശ്ശൂർ',
    suggestions: [
      'എറണാകുളം ജില്ലയിൽ ചെന്നിക്കുത്ത് 1 ഹീലർ',
      'പാലക്കാട് ജില്ലയിൽ ചെന്നിക്കുത്ത് 2 ഹീലർമാർ',
      'എന്റെ അടുത്ത് ചെന്നിക്കുത്ത് 3 ഹീലർമാർ',
      'കേരളത്തിൽ എവിടെയും ചെന്നിക്കുത്ത് 3 ഹീലർമാർ',
    ],
    palakkad: 'ചെന്നിക്കുത്ത് പാലക്കാട്',
    matchingTwo: 'നിങ്ങളുടെ തിരയലിന് യോജിക്കുന്ന 2 ഹീലർമാരെ കാണിക്കുന്നു',
    withoutPlace: 'ചെന്നിക്കുത്ത്',
    matchingThree: 'നിങ്ങളുടെ തിരയലിന് യോജിക്കുന്ന 3 ഹീലർമാരെ കാണിക്കുന്നു',
  },
} as const;

describe.each(['en', 'ml'] as const)('a patient on a 390 px phone, in %s', (language) => {
  const texts = TEXTS[language];

  it('near me from a town: a clinic without a pin is measured from its own town, one with no known town says so, last', async () => {
    const { page, context } = await e2e.open({ viewport: 'phone' });
    await context.clearPermissions();
    await page.goto(`${e2e.server.url}/?lang=${language}`);
    await page.locator('main article').first().waitFor();
    expect(page.viewportSize()?.width).toBe(390);
    await page.getByRole('button', { name: texts.near, exact: true }).click();
    const town = page.getByRole('combobox', { name: texts.town, exact: true });
    await town.fill('Thrissur');
    await town.press('Enter');
    await page.getByText(texts.fromThrissur).waitFor();
    const shown: string[] = [];
    for (const [at, expected] of texts.distances.entries()) {
      if (at > 0) await page.getByRole('button', { name: texts.next, exact: true }).click();
      const distance = page.getByTestId('distance').filter({ visible: true });
      await distance.filter({ hasText: expected }).waitFor();
      shown.push(await textOf(distance));
      if (at === 1) await shot(page, `near-me-town-${language}`);
    }
    expect(shown).toEqual(texts.distances);
  });

  it('profile: the fee and "not taking new patients" beside Book and in the booking dialog; the message greets the healer; the call link has the country code', async () => {
    const { page } = await e2e.open({ viewport: 'phone' });
    await page.goto(`${e2e.server.url}/healer/${ancyId}?lang=${language}`);
    const book = page.getByRole('button', { name: texts.book, exact: true });
    await book.waitFor();
    // Beside the booking action: in the same card, above the Book button.
    const card = page.getByTestId('booking-facts').filter({ visible: true }).first();
    await card.getByText(texts.notTaking, { exact: false }).waitFor();
    await card.getByText(texts.fee).waitFor();
    const [factsBox, bookBox] = [await card.boundingBox(), await book.boundingBox()];
    expect(bookBox!.y - (factsBox!.y + factsBox!.height)).toBeLessThan(40);
    await shot(page, `profile-booking-${language}`);
    const calls = page.getByRole('link', { name: texts.call, exact: true });
    expect(await calls.first().getAttribute('href')).toBe('tel:+918325858892');

    await book.click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await dialog.getByText(texts.notTaking, { exact: false }).waitFor();
    await dialog.getByText(texts.fee).waitFor();
    await shot(page, `booking-dialog-${language}`);
    await field(dialog, texts.patientName).fill('Meera');
    await field(dialog, texts.age).fill('42');
    await field(dialog, texts.sex).selectOption(texts.sexValue);
    await field(dialog, texts.phone).fill('9847011122');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await field(dialog, texts.date).fill(tomorrow);
    await field(dialog, texts.time).fill('10:30');
    await dialog.getByRole('button', { name: texts.book, exact: true }).click();
    const [url] = await waitForOpened(page);
    expect(url!.startsWith('https://wa.me/918325858892?text=')).toBe(true);
    const lines = new URL(url!).searchParams.get('text')!.split('\n');
    // The greeting first, after the spec's heading; every detail still a complete line.
    expect(lines[2]).toBe(texts.greeting);
    expect(lines).toContain(texts.healerLine);
  });

  it('names across scripts: a Malayalam name is found in Latin letters, its initials from the name', async () => {
    const { page } = await e2e.open({ viewport: 'phone' });
    await page.goto(`${e2e.server.url}/?lang=${language}`);
    await page.locator('main article').first().waitFor();
    const search = page.waitForResponse((r) => r.url().includes('/api/healers/search?'));
    await page.getByLabel(texts.query, { exact: true }).fill('sreeja');
    await search;
    const card = page.locator('main article').filter({ hasText: 'ശ്രീജ മേനോൻ' });
    await card.waitFor();
    expect(await page.locator('main article').count()).toBe(1);
    // The initials are the name's, not the titles' ('Acu Hr. Mrs').
    expect(await textOf(card.getByRole('img').locator('span'))).toBe('ശ്രീമേ');
    await card.scrollIntoViewIfNeeded();
    await shot(page, `name-search-${language}`);
    expect(await card.locator(`a[href$="/healer/${sreejaId}"]`).count()).toBe(1);
  });

  it('an empty search leads on: the same words in the neighbouring districts, near me and anywhere, each with a count; a tap searches it', async () => {
    const { page, context } = await e2e.open({ viewport: 'phone' });
    await page.goto(`${e2e.server.url}/?lang=${language}`);
    await page.locator('main article').first().waitFor();
    const box = page.getByLabel(texts.query, { exact: true });
    await box.fill(texts.emptySearch);
    const list = page.getByTestId('search-suggestions');
    await list.waitFor();
    const items = list.getByRole('button');
    await items.nth(texts.suggestions.length - 1).waitFor();
    // Each button: what it searches, then how many it finds.
    const shown = await items.evaluateAll((buttons) =>
      buttons.map((button) =>
        [...button.children].map((part) => part.textContent?.trim() ?? '').join(' '),
      ),
    );
    expect(shown).toEqual(texts.suggestions);
    await list.scrollIntoViewIfNeeded();
    await shot(page, `empty-search-suggestions-${language}`);

    await items.nth(1).click();
    expect(await box.inputValue()).toBe(texts.palakkad);
    await page.getByText(texts.matchingTwo).waitFor();
    const card = page.locator('main article').filter({ visible: true }).first();
    expect(await textOf(card)).toMatch(/Meera Palakkad|Mohan Palakkad/);

    // Near me with the same words: the location refused, the town picker, then nearest first.
    await context.clearPermissions();
    await box.fill(texts.emptySearch);
    await items.nth(2).click();
    const town = page.getByRole('combobox', { name: texts.town, exact: true });
    await town.fill('Thrissur');
    await town.press('Enter');
    await page.getByText(texts.fromThrissur).first().waitFor();
    expect(await box.inputValue()).toBe(texts.withoutPlace);
    await page.getByText(texts.matchingThree).waitFor();
  });
});
