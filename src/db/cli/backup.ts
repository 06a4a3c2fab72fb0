import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackupFile } from '../backup.js';
import { formatCounts, openForCli } from './backup-cli.js';
import { runCli } from './open-from-env.js';

const USAGE = 'Usage: npm run db:backup -- FILE   (e.g. backups/healers-$(date +%F).jsonl.gz)';

// npm run db:backup -- FILE: every table into one gzipped JSON-lines file (see src/db/backup.ts),
// from PGlite in DATA_DIR (server stopped) or PostgreSQL at DATABASE_URL (server may run).
runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true, options: {} });
  if (positionals.length !== 1) throw new Error(USAGE);
  const file = resolve(positionals[0]!);
  const database = await openForCli();
  try {
    const started = Date.now();
    const { counts, bytes } = await writeBackupFile(database.handle.db, database.handle.kind, file);
    console.log(
      `Backup of ${database.where} written to ${file} (${bytes} bytes gzip) in ` +
        `${Date.now() - started} ms: ${formatCounts(counts)}.`,
    );
  } finally {
    await database.close();
  }
});
