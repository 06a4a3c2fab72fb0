// npm run bench: the benchmark suite lives in bench/ (TypeScript, run through tsx). Arguments
// pass through, e.g. `npm run bench -- --quick --skip-build --lighthouse-runs 1`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
