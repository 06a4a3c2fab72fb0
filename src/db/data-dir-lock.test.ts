import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

let root: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** Starts another Node process that takes the lock on `dir` and then idles until killed. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const moduleUrl = pathToFileURL(join(import.meta.dirname, 'data-dir-lock.ts')).href;
  const code = [
    `import { lockDataDir } from ${JSON.stringify(moduleUrl)};`,
    'await lockDataDir(process.argv[1]);',
    "console.log('locked');",
    'setInterval(() => {}, 60_000);',
  ].join('\n');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', code, dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    if (output.includes('locked')) return child;
  }
  throw new Error(`the other process exited without the lock: ${output}`);
}

describe('lockDataDir', () => {
  it('creates a missing data directory and locks it', async () => {
    const dir = join(root, 'data');
    const release = await lockDataDir(dir);
    expect(existsSync(dir)).toBe(true);
    await release();
  });

  it('refuses a second lock on the same directory with a clear message', async () => {
    const dir = join(root, 'data');
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `Another process is already using the data directory ${dir}`,
    );
    await release();
  });

  it('lets the directory be locked again once released', async () => {
    const dir = join(root, 'data');
    await (await lockDataDir(dir))();
    const again = await lockDataDir(dir);
    await again();
  });

  it('refuses while another process holds the lock, and takes over once it is killed', async () => {
    const dir = join(root, 'data');
    const other = await holdInAnotherProcess(dir);
    await expect(lockDataDir(dir)).rejects.toMatchObject({
      code: 'EDATADIRLOCKED',
      message: `Another process is already using the data directory ${dir}`,
    });
    other.kill('SIGKILL');
    await once(other, 'exit');
    // No waiting for the stale timeout: the dead holder's pid gives it away.
    const release = await lockDataDir(dir);
    await release();
  }, 60_000);
});
