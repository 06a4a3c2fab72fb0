import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_ADMIN_PASSWORD } from '../../helpers/admin-sign-in.js';
import { MAIN, ROOT } from './paths.js';
import { startServer } from './server-process.js';

function newestMtime(dir: string, skip: (name: string) => boolean): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path, skip) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

/** Builds the server (tsc) when dist/ is missing or older than its sources. */
function ensureServerBuild(): void {
  const sources = ['server', 'db', 'shared'].map((part) =>
    newestMtime(join(ROOT, 'src', part), (name) => name.endsWith('.test.ts')),
  );
  if (existsSync(MAIN) && statSync(MAIN).mtimeMs >= Math.max(...sources)) return;
  console.log('reliability: building the server (npm run build:server)');
  try {
    execFileSync('npm', ['run', '-s', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  } catch {
    // tsc still emits when another part of the tree has a type error (typecheck reports those).
    if (!existsSync(MAIN)) throw new Error('npm run build:server produced no dist/server/main.js');
  }
}

function buildFingerprint(): string {
  const hash = createHash('sha256');
  for (const part of ['server', 'db', 'shared']) {
    const dir = join(ROOT, 'dist', part);
    const walk = (path: string) => {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        const child = join(path, entry.name);
        if (entry.isDirectory()) walk(child);
        else hash.update(`${child}:${statSync(child).size}:${statSync(child).mtimeMs}\n`);
      }
    };
    walk(dir);
  }
  // The template keeps the admin it was built with, so its password is part of its name.
  hash.update(TEST_ADMIN_PASSWORD);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite data directory that the built server has created and migrated, with the admin
 * account and no demo data: tests copy it instead of paying for a cold start (initdb) each.
 */
async function pgliteTemplate(): Promise<string> {
  const prefix = 'healers-reliability-template-';
  const template = join(tmpdir(), `${prefix}${buildFingerprint()}`);
  // Templates of earlier builds (about 40 MB each) are of no further use.
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(prefix) && !name.includes('.building-') && path !== template) {
      await rm(path, { recursive: true, force: true });
    }
  }
  if (existsSync(template)) return template;
  const building = await mkdtemp(`${template}.building-`);
  const server = await startServer({ dataDir: building, readyTimeoutMs: 180_000 });
  const { code } = await server.stop('SIGTERM');
  if (code !== 0) throw new Error(`the template server exited with ${code}:\n${server.output()}`);
  try {
    await rename(building, template);
  } catch {
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  ensureServerBuild();
  project.provide('pgliteTemplate', await pgliteTemplate());
}
