import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './helpers/browser.js';
import { freePort, type RunningServer, seededDataDir, startServerAt } from './helpers/server.js';

const ROOT = resolve(import.meta.dirname, '../..');
const OLD_FOOTER =
  '© 2024 Federation of Classical Acupuncture Healers, Kerala. All rights reserved.';
const NEW_FOOTER = `${OLD_FOOTER} New build.`;

let project = '';
let dataDir = '';
let port = 0;
let server: RunningServer | undefined;
let browser: Browser | undefined;

/** Runs a build step in the project copy, failing with its output. */
function run(args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** The hashed file of a route module in the project copy's current client build. */
async function builtFile(module: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(join(project, 'dist/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return `/${manifest[module]!.file}`;
}

/** The URLs of the service worker's precache. */
function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

// A copy of the project with this build in it, so that the test can deploy a changed one (a
// real `vite build` of the changed source, which replaces dist/client) and restart the server
// on the same origin, as an operator's deploy does.
beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'healers-deploy-'));
  await symlink(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  for (const part of [
    'src',
    'scripts',
    'dist',
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
  ]) {
    await cp(join(ROOT, part), join(project, part), { recursive: true });
  }
  dataDir = await seededDataDir();
  port = await freePort();
  server = await startServerAt(project, port, dataDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(project, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('a new version', () => {
  it('leaves an open page working on its own build and reaches the next visit', async () => {
    const { page, context, errors } = await openPage(browser!, { viewport: 'desktop' });
    const url = server!.url;
    const oldAbout = await builtFile('routes/about-page.tsx');
    await page.goto(`${url}/`);
    await page.getByText(OLD_FOOTER, { exact: true }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expect.poll(() => precached(page), { timeout: 30_000 }).toContain(oldAbout);

    // Deploy: change a text, build (the old hashed files are gone), restart on the same port.
    const catalogue = join(project, 'src/client/i18n/en/common.ts');
    const source = await readFile(catalogue, 'utf8');
    await writeFile(
      catalogue,
      source.replace(
        "'© 2024 {name}. All rights reserved.'",
        "'© 2024 {name}. All rights reserved. New build.'",
      ),
    );
    await run(['node_modules/vite/bin/vite.js', 'build']);
    await run(['node_modules/vite/bin/vite.js', 'build', '--ssr', 'prerender.tsx']);
    await run(['scripts/compress-assets.mjs']);
    await server!.stop();
    server = await startServerAt(project, port, dataDir);
    const newAbout = await builtFile('routes/about-page.tsx');
    expect(newAbout).not.toBe(oldAbout);
    expect((await fetch(`${url}${oldAbout}`)).status).toBe(404);

    // The open page still runs its own build: its next route's code (gone from the server)
    // comes from the worker, and nothing of the new build is mixed in.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'About' })
      .click();
    await page.getByRole('heading', { name: 'About FCAH Kerala' }).waitFor();
    await page.getByText(OLD_FOOTER, { exact: true }).waitFor();

    // The next visit gets the new version, whole.
    await page.close();
    const next = await context.newPage();
    next.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await next.goto(`${url}/`);
    await next.getByText(NEW_FOOTER, { exact: true }).waitFor();
    await next
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'About' })
      .click();
    await next.getByRole('heading', { name: 'About FCAH Kerala' }).waitFor();

    // The visit found the new worker, which installs beside the old one and waits until no page
    // runs the old build. (Polled through evaluate: waitForFunction takes a returned promise
    // as a truthy value at once, which is how an earlier version read the precache while the
    // new worker was still installing and saw only the old build's files.)
    const workers = () =>
      next.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return [registration?.installing?.state, registration?.waiting?.state];
      });
    await expect
      .poll(workers, { timeout: 120_000, interval: 250 })
      .toEqual([undefined, 'installed']);
    // Installed, not yet active: one precache holds both builds, the old still serving old pages.
    expect(await precached(next)).toEqual(expect.arrayContaining([oldAbout, newAbout]));

    // Once the last page of the old build is gone, the new worker activates and drops the old
    // build's files: the next visit runs on the new build's precache only.
    await next.close();
    const later = await context.newPage();
    later.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await later.goto(`${url}/`);
    await later.getByText(NEW_FOOTER, { exact: true }).waitFor();
    await expect
      .poll(() => precached(later), { timeout: 60_000, interval: 250 })
      .not.toContain(oldAbout);
    const kept = await precached(later);
    expect(kept).toContain(newAbout);
    const gone = [];
    for (const path of kept) if ((await fetch(`${url}${path}`)).status !== 200) gone.push(path);
    expect(gone).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
