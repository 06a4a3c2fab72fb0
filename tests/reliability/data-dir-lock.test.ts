import { afterEach, describe, expect, it } from 'vitest';
import { createHealer, healerForm, listHealers, signInAdmin } from './support/api-client.js';
import { copyPgliteTemplate } from './support/databases.js';
import { spawnServer, startServer } from './support/server-process.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('one process per data directory', () => {
  it('refuses a second server on the same DATA_DIR with a clear message; the first keeps serving', async () => {
    const data = await copyPgliteTemplate();
    cleanups.push(() => data.remove());
    const first = await startServer({ dataDir: data.dir });
    cleanups.push(() => first.stop());
    const cookie = await signInAdmin(first.url);
    const before = await createHealer(first.url, cookie, healerForm('before the second'));

    const second = await spawnServer({ dataDir: data.dir });
    cleanups.push(() => second.stop('SIGKILL'));
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(second.output().trim()).toBe(
      `Startup failed: Another process is already using the data directory ${data.dir}`,
    );

    // The first still reads and writes, and has lost nothing.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    const after = await createHealer(first.url, cookie, healerForm('after the second'));
    const ids = (await listHealers(first.url, cookie)).map((healer) => healer.id);
    expect(ids).toEqual(expect.arrayContaining([before.id, after.id]));

    // Once the first has stopped, the directory is free again.
    expect((await first.stop('SIGTERM')).code).toBe(0);
    const third = await startServer({ dataDir: data.dir });
    cleanups.push(() => third.stop());
    const kept = (await listHealers(third.url, cookie)).map((healer) => healer.id);
    expect(kept).toEqual(expect.arrayContaining([before.id, after.id]));
  });
});
