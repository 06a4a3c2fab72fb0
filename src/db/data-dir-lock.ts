import { mkdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile, { type LockOptions } from 'proper-lockfile';

/**
 * The lock is a directory inside DATA_DIR (proper-lockfile); the owner file beside it names the
 * holding process and the lock directory's inode, so a stale owner file is never mistaken for
 * the owner of a lock taken since. (Inside the lock directory it would change the directory's
 * mtime, which proper-lockfile reads as a lost lock.)
 */
const LOCK_NAME = '.lock';
const OWNER_FILE = '.lock-owner.json';
/**
 * A lock not refreshed for this long is stale. Generous, because PGlite runs on the main thread
 * and can hold up the refresh timer for seconds on a busy machine; a dead holder on this host is
 * recognised at once by its pid instead, so only a holder on another host waits this long.
 */
const STALE_MS = 5 * 60_000;
const UPDATE_MS = 5_000;

/** This process's own locks, so a second lock in the same process is refused too. */
const held = new Set<string>();

/** Thrown when another process (or this one) already holds the data directory. */
export class DataDirLockedError extends Error {
  readonly code = 'EDATADIRLOCKED';
  constructor(readonly dir: string) {
    super(`Another process is already using the data directory ${dir}`);
    this.name = 'DataDirLockedError';
  }
}

export type ReleaseDataDir = () => Promise<void>;

export interface LockDataDirOptions {
  /** Called if the lock is lost while held (default: throw, which stops the process). */
  onCompromised?: (error: Error) => void;
}

/**
 * Takes the lock on `dir` (created if missing): PGlite allows one process per data directory
 * and does not check it. A lock left by a killed process on this host is taken over at once
 * (its pid is gone); one from another host is taken over once it has not been refreshed for
 * five minutes.
 */
export async function lockDataDir(
  dir: string,
  options: LockDataDirOptions = {},
): Promise<ReleaseDataDir> {
  const root = resolve(dir);
  await mkdir(root, { recursive: true });
  const lockfilePath = join(root, LOCK_NAME);
  const ownerPath = join(root, OWNER_FILE);
  const lockOptions: LockOptions = {
    lockfilePath,
    stale: STALE_MS,
    update: UPDATE_MS,
    realpath: false,
    ...(options.onCompromised ? { onCompromised: options.onCompromised } : {}),
  };

  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(root, lockOptions);
  } catch (error) {
    if (!isLockedError(error)) throw error;
    if (held.has(root) || !(await holderGoesWithin(HOLDER_EXIT_MS, lockfilePath, ownerPath))) {
      throw new DataDirLockedError(root);
    }
    await rm(lockfilePath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(root, lockOptions);
    } catch (retryError) {
      if (isLockedError(retryError)) throw new DataDirLockedError(root);
      throw retryError;
    }
  }
  held.add(root);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    lockIno: (await stat(lockfilePath)).ino,
    since: new Date().toISOString(),
  };
  await writeFile(ownerPath, JSON.stringify(owner));

  let released = false;
  return async () => {
    if (released) return;
    released = true;
    held.delete(root);
    // Owner file first: once the lock is gone, the file may already be the next holder's.
    await unlink(ownerPath).catch(() => {});
    await release();
  };
}

function isLockedError(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED';
}

interface LockOwner {
  pid: number;
  hostname: string;
  lockIno: number;
  since: string;
}

/**
 * How long a start waits for a holder on this host to finish dying: a process killed a moment ago
 * (`kill -9`, then a restart) still exists while the kernel tears it down (decision 058).
 */
const HOLDER_EXIT_MS = 5_000;

/** Whether the holder is gone now or within `ms` (checked every 100 ms). */
async function holderGoesWithin(
  ms: number,
  lockfilePath: string,
  ownerPath: string,
): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    const gone = await holderIsGone(lockfilePath, ownerPath);
    if (gone) return true;
    // Not known (another host, no owner file yet): proper-lockfile's staleness rules decide.
    if (gone === undefined || Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * True when the holder is known to be dead (same host; no process with its pid, or only its
 * zombie: exited, not yet reaped by its parent), false while it runs, undefined when this
 * cannot be told.
 */
async function holderIsGone(lockfilePath: string, ownerPath: string): Promise<boolean | undefined> {
  let owner: Partial<LockOwner>;
  let lockIno: number;
  try {
    owner = JSON.parse(await readFile(ownerPath, 'utf8'));
    lockIno = (await stat(lockfilePath)).ino;
  } catch {
    // No owner file, or the lock vanished meanwhile: let the normal rules decide.
    return undefined;
  }
  // An owner file of an earlier lock: the holder has just taken it and is writing its own.
  if (owner.lockIno !== lockIno) return undefined;
  if (owner.hostname !== hostname() || typeof owner.pid !== 'number') return undefined;
  // Our own pid here is a previous run of ours (a restarted container reuses pids) since
  // locks this process holds were refused above.
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: a process of another user has the pid; /proc still tells whether it lives.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  return isZombie(owner.pid);
}

/**
 * Whether `pid` has exited and waits only to be reaped (state Z, or X while it goes): signal 0
 * still reaches such a process, yet it holds nothing any more. Linux's /proc; elsewhere false.
 */
async function isZombie(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ...": the command may hold spaces and parentheses; the last ")" ends it.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}
