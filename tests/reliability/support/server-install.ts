import { spawnSync } from 'node:child_process';
import { constants } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  rm,
  symlink,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN, ROOT } from './paths.js';

/** Where a server process finds its code: the project root (its cwd) and the built main file. */
export interface ServerInstall {
  root: string;
  main: string;
  remove(): Promise<void>;
}

/** What the built server reads to start: its package.json (ESM), build, dependencies, migrations. */
const NEEDED = ['package.json', 'dist', 'node_modules', join('src', 'db', 'migrations')];

/** Whether user `uid` can run Node.js and read the built server and its dependencies at `root`. */
function canRead(uid: number, root: string): boolean {
  const files = [
    join(root, 'dist', 'server', 'main.js'),
    join(root, 'node_modules', 'fastify', 'package.json'),
  ];
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `for (const f of ${JSON.stringify(files)}) require('node:fs').accessSync(f, ${constants.R_OK})`,
    ],
    { uid, gid: uid, stdio: 'ignore' },
  );
  return probe.status === 0;
}

/** Hard links where the file system allows (fast, no space), copies elsewhere or when unreadable. */
async function mirror(from: string, to: string): Promise<void> {
  const info = await lstat(from);
  if (info.isSymbolicLink()) {
    await symlink(await readlink(from), to);
  } else if (info.isDirectory()) {
    await mkdir(to, { mode: 0o755 });
    await chmod(to, 0o755);
    for (const entry of await readdir(from)) await mirror(join(from, entry), join(to, entry));
  } else {
    const readableByAll = (info.mode & 0o004) !== 0;
    try {
      if (!readableByAll) throw new Error('copy, so that its mode can change');
      await link(from, to);
    } catch {
      await copyFile(from, to);
      await chmod(to, info.mode | 0o444);
    }
  }
}

/**
 * The built server as user `uid` can run it. Usually the checkout itself; but a checkout inside a
 * folder that user may not enter (say a private `mktemp -d` folder, mode 0700) cannot be read by
 * them, so the server is mirrored into a new folder they can read, which `remove` deletes.
 * Throws when even that cannot be read (Node.js itself out of their reach).
 */
export async function serverInstallFor(uid: number): Promise<ServerInstall> {
  if (canRead(uid, ROOT)) return { root: ROOT, main: MAIN, remove: async () => {} };
  const root = await mkdtemp(join(tmpdir(), 'healers-server-'));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    await chmod(root, 0o755);
    await mkdir(join(root, 'src', 'db'), { recursive: true, mode: 0o755 });
    for (const path of NEEDED) await mirror(join(ROOT, path), join(root, path));
    if (!canRead(uid, root)) {
      throw new Error(
        `user ${uid} cannot read the server at ${ROOT} nor a copy at ${root}: can it run ${process.execPath}?`,
      );
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { root, main: join(root, 'dist', 'server', 'main.js'), remove };
}
