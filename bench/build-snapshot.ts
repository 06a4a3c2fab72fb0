import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BuildSnapshot {
  /** A folder laid out like the project (dist/, src/db/migrations, node_modules link). */
  root: string;
  buildMs: number;
  remove(): Promise<void>;
}

function npmRunBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build exited ${code}`)),
    );
  });
}

/**
 * Runs `npm run build` and copies its output to a private folder, so that another build of the
 * shared tree during the benchmark (tests rebuild dist/) cannot swap the files under the server.
 * The copy keeps the layout main.js expects: dist/ two levels above the server code, the SQL
 * migrations in src/db/migrations, and the packages through a node_modules link.
 */
export async function buildSnapshot(root: string, skipBuild: boolean): Promise<BuildSnapshot> {
  const started = Date.now();
  if (!skipBuild) await npmRunBuild(root);
  const buildMs = Date.now() - started;
  const copy = await mkdtemp(join(tmpdir(), 'healers-bench-build-'));
  await cp(join(root, 'dist'), join(copy, 'dist'), { recursive: true });
  await cp(join(root, 'src/db/migrations'), join(copy, 'src/db/migrations'), { recursive: true });
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return { root: copy, buildMs, remove: () => rm(copy, { recursive: true, force: true }) };
}
