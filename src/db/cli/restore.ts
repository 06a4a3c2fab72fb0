import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readBackupFile } from '../backup.js';
import { PUBLIC_DATA_CHANGED_CHANNEL } from '../notify-channels.js';
import { restoreBackup } from '../restore.js';
import { formatCounts, openForCli } from './backup-cli.js';
import { runCli } from './open-from-env.js';

const USAGE = 'Usage: npm run db:restore -- FILE [--force]';

// npm run db:restore -- FILE: loads a backup into an empty database (PGlite in DATA_DIR or
// PostgreSQL at DATABASE_URL), all or nothing; --force replaces the data of a non-empty one.
runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) throw new Error(`No such backup file: ${file}`);
  const database = await openForCli();
  try {
    const started = Date.now();
    const { counts } = await restoreBackup(database.handle.db, readBackupFile(file), {
      force: values.force,
      // Servers running on this PostgreSQL drop the public replies they cached (delivered on commit).
      afterRows: async (tx) => {
        if (database.handle.kind !== 'postgres') return;
        await tx.execute(sql`select pg_notify(${PUBLIC_DATA_CHANGED_CHANNEL}, 'restore')`);
      },
    });
    console.log(
      `Restored ${file} into ${database.where} in ${Date.now() - started} ms: ` +
        `${formatCounts(counts)}. Every session in it was ended: everyone signs in again.`,
    );
  } finally {
    await database.close();
  }
});
