import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The client's real index.html plus what Vite adds, so a page test needs no client build. */
export const CLIENT_TEMPLATE = readFileSync(
  join(import.meta.dirname, '../../src/client/index.html'),
  'utf8',
)
  .replace('<script type="module" src="/main.tsx"></script>', '')
  .replace(
    '</head>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n</head>',
  );

/** A client folder holding that template, for createTestApp's `clientDir`. */
export function templateClientDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'healers-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), CLIENT_TEMPLATE);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
