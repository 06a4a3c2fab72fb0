import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ViewportName } from './helpers/browser.js';
import { publicSiteFixture } from './helpers/public-site.js';

const site = publicSiteFixture();

/** Serious and critical axe findings, one line each, so a failure says what and where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`,
      ),
    );
}

type Scenario = { name: string; path: () => string; ready: (page: Page) => Promise<void> };

const scenarios: Scenario[] = [
  {
    name: 'home',
    path: () => '/',
    ready: (page) => page.getByText(/Showing 6 of \d+ healers/).waitFor(),
  },
  {
    name: 'healer profile',
    path: () => `/healer/${site.healers[0]!.id}`,
    ready: (page) => page.getByRole('heading', { name: 'Weekly Schedule' }).waitFor(),
  },
  {
    name: 'about',
    path: () => '/about',
    ready: (page) => page.getByRole('heading', { name: 'Leadership Team' }).waitFor(),
  },
  {
    name: 'contact',
    path: () => '/contact',
    ready: (page) => page.getByRole('heading', { name: 'Office Hours' }).waitFor(),
  },
  {
    name: 'healer not found',
    path: () => '/healer/no-such-healer',
    ready: (page) => page.getByRole('heading', { name: 'Healer Not Found' }).waitFor(),
  },
  {
    name: '404',
    path: () => '/no-such-page',
    ready: (page) => page.getByRole('heading', { name: '404 Page Not Found' }).waitFor(),
  },
];

describe.each(['phone', 'desktop'] as const)('axe on a %s', (viewport: ViewportName) => {
  it.each(scenarios)('$name has no serious or critical violation', async (scenario) => {
    const opened = await site.newPage({ viewport });
    await opened.page.goto(`${site.url}${scenario.path()}`);
    await scenario.ready(opened.page);
    expect(await seriousViolations(opened.page)).toEqual([]);
  });

  it('the open booking dialog has no serious or critical violation', async () => {
    const healer = site.healers.find((candidate) => candidate.bookingWhatsApp) ?? site.healers[0]!;
    const opened = await site.newPage({ viewport });
    const page = opened.page;
    await page.goto(`${site.url}/healer/${healer.id}`);
    await page.getByRole('button', { name: 'Book via WhatsApp' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

it('the open phone menu has no serious or critical violation', async () => {
  const opened = await site.newPage({ viewport: 'phone' });
  const page = opened.page;
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});
