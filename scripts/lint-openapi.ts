/**
 * `npm run lint:openapi`: builds the app in this process on an empty in-memory database, writes
 * the document it serves at /api/openapi.json to dist/openapi.json and lints it with Redocly's
 * `recommended` rules; any error fails the run (client generators name their functions from it).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { buildApp } from '../src/server/app.js';
import { readEnv } from '../src/server/env.js';
import { describeProblems, lintOpenApi } from './openapi-lint.js';

const dataDir = mkdtempSync(join(tmpdir(), 'healers-openapi-'));
const database = await openDatabase({ memory: true });
try {
  await migrate(database);
  const app = await buildApp({
    env: readEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '0' }),
    database,
    logger: false,
    clientDir: join(dataDir, 'no-client'),
  });
  await app.ready();
  const document = (await app.inject('/api/openapi.json')).json();
  await app.close();

  const out = resolve('dist', 'openapi.json');
  mkdirSync(resolve('dist'), { recursive: true });
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  const { errors, warnings } = await lintOpenApi(document);
  if (warnings.length + errors.length > 0) console.log(describeProblems([...errors, ...warnings]));
  console.log(
    `dist/openapi.json: ${errors.length} errors, ${warnings.length} warnings (Redocly recommended)`,
  );
  if (errors.length > 0) process.exitCode = 1;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
