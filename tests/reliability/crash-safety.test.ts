import { afterEach, describe, expect, it } from 'vitest';
import {
  createHealer,
  healerForm,
  listHealers,
  reportFigure,
  signInAdmin,
} from './support/api-client.js';
import { copyPgliteTemplate, createPostgresDatabase } from './support/databases.js';
import { type ServerOptions, type ServerProcess, startServer } from './support/server-process.js';

const WRITERS = 8;
/** SIGKILL once this many writes have been answered (more are in flight at that moment). */
const KILL_AFTER_ANSWERED = 60;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface CrashOutcome {
  answered: string[];
  failed: number;
  found: Set<string>;
}

/**
 * Concurrent admin writes, SIGKILL while they are in full flow, a restart on the same data:
 * returns the ids of the writes answered 201 before the kill and the ids found afterwards.
 */
async function crashDuringWrites(options: ServerOptions, label: string): Promise<CrashOutcome> {
  const first = await startServer(options);
  cleanups.push(() => first.stop('SIGKILL'));
  const cookie = await signInAdmin(first.url);

  const answered: string[] = [];
  let failed = 0;
  let killed = false;
  let kill: () => void = () => {};
  const killedNow = new Promise<void>((resolve) => {
    kill = () => {
      if (killed) return;
      killed = true;
      first.child.kill('SIGKILL');
      resolve();
    };
  });
  const writer = async (w: number) => {
    for (let i = 0; !killed; i++) {
      try {
        const healer = await createHealer(first.url, cookie, healerForm(`${label} ${w}-${i}`));
        // An answer that arrived after the kill was still sent by the server before it died.
        answered.push(healer.id);
        if (answered.length >= KILL_AFTER_ANSWERED) kill();
      } catch {
        failed += 1;
        if (killed) return;
      }
    }
  };
  const writing = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  await killedNow;
  await writing;
  const exit = await first.exited;
  expect(exit.signal).toBe('SIGKILL');

  const second: ServerProcess = await startServer(options);
  cleanups.push(() => second.stop());
  // The session made before the crash is still valid: sessions live in the database.
  const found = new Set((await listHealers(second.url, cookie)).map((healer) => healer.id));
  // The database works normally after the crash: a new write is accepted and read back.
  const after = await createHealer(second.url, cookie, healerForm(`${label} after`));
  expect((await listHealers(second.url, cookie)).some((h) => h.id === after.id)).toBe(true);
  expect((await second.stop('SIGTERM')).code).toBe(0);
  return { answered, failed, found };
}

function report(label: string, outcome: CrashOutcome): void {
  const lost = outcome.answered.filter((id) => !outcome.found.has(id));
  reportFigure(
    `crash ${label}`,
    `${outcome.answered.length} writes answered 201 before SIGKILL, ${
      outcome.answered.length - lost.length
    } of them found after restart; ${outcome.failed} unanswered (killed in flight); ${
      outcome.found.size
    } healers in the database`,
  );
}

describe('crash safety: SIGKILL during concurrent admin writes', () => {
  it('PGlite keeps every answered write and opens cleanly on restart', async () => {
    const data = await copyPgliteTemplate();
    cleanups.push(() => data.remove());
    const outcome = await crashDuringWrites({ dataDir: data.dir }, 'pglite');
    report('PGlite', outcome);
    expect(outcome.answered.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERED);
    expect(outcome.answered.filter((id) => !outcome.found.has(id))).toEqual([]);
  });

  it('PostgreSQL keeps every answered write and opens cleanly on restart', async () => {
    const database = await createPostgresDatabase('crash');
    cleanups.push(() => database.drop());
    const outcome = await crashDuringWrites({ databaseUrl: database.url }, 'postgres');
    report('PostgreSQL', outcome);
    expect(outcome.answered.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERED);
    expect(outcome.answered.filter((id) => !outcome.found.has(id))).toEqual([]);
  });
});
