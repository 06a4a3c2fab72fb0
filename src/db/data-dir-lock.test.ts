import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * As holdInAnotherProcess, but under a parent that never reaps it (`sleep`, exec'd by the shell
 * that started it): once killed, the holder stays a zombie until that parent goes.
 */
async function holdUnderNonReapingParent(
  dir: string,
): Promise<{ pid: number; parent: ChildProcess }> {
  const moduleUrl = pathToFileURL(join(import.meta.dirname, 'data-dir-lock.ts')).href;
  const code = [
    `import { lockDataDir } from ${JSON.stringify(moduleUrl)};`,
    'await lockDataDir(process.argv[1]);',
    "console.log('locked ' + process.pid);",
    'setInterval(() => {}, 60_000);',
  ].join('\n');
  const parent = spawn(
    'sh',
    [
      '-c',
      '"$0" --import tsx --input-type=module -e "$1" "$2" & exec sleep 600',
      process.execPath,
      code,
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(parent);
  let output = '';
  for await (const chunk of parent.stdout!) {
    output += String(chunk);
    const match = /locked (\d+)/.exec(output);
    if (match) return { pid: Number(match[1]), parent };
  }
  throw new Error(`the other process exited without the lock: ${output}`);
}

const processState = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
};

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

  it.runIf(process.platform === 'linux')(
    'takes over at once from a holder killed a moment ago and not yet reaped (a zombie)',
    async () => {
      const dir = join(root, 'data');
      const { pid } = await holdUnderNonReapingParent(dir);
      process.kill(pid, 'SIGKILL');
      const deadline = Date.now() + 20_000;
      while (processState(pid) !== 'Z') {
        if (Date.now() > deadline) throw new Error('the killed holder did not become a zombie');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const release = await lockDataDir(dir);
      // Still a zombie: the lock was taken from it, not after it was reaped.
      expect(processState(pid)).toBe('Z');
      await release();
    },
    60_000,
  );
});
