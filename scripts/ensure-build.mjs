// Builds the app when dist/ is missing or older than the sources, so that `npm start` works on a
// fresh clone and stays fast on the next start.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    if (time > latest) latest = time;
  }
  return latest;
}

const outputs = [
  join(root, 'dist/server/main.js'),
  join(root, 'dist/client/index.html'),
  join(root, 'dist/ssr/prerender.js'),
];
const missing = outputs.some((path) => !existsSync(path));
const sourcesChanged =
  !missing &&
  newest(join(root, 'src')) > Math.min(...outputs.map((path) => statSync(path).mtimeMs));

if (missing || sourcesChanged) {
  console.log(missing ? 'Building the app (first start)...' : 'Sources changed; rebuilding...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
