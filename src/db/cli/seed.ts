import { parseArgs } from 'node:util';
import { isEmpty, seedDemo } from '../seed/demo.js';
import { SYNTHETIC_PASSWORD, seedSynthetic } from '../seed/synthetic.js';
import { openFromEnv, runCli } from './open-from-env.js';

const USAGE = 'Usage: npm run db:seed [-- --healers N]';

// npm run db:seed: the demo directory into an empty database.
// npm run db:seed -- --healers N: N more synthetic healers (benchmarks), demo data or not.
runCli(async () => {
  const { values } = parseArgs({ options: { healers: { type: 'string' } }, strict: true });
  const count = values.healers === undefined ? undefined : Number(values.healers);
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 1_000_000)) {
    throw new Error(`--healers must be a whole number from 1 to 1000000. ${USAGE}`);
  }
  const database = await openFromEnv();
  try {
    if (count !== undefined) {
      const started = Date.now();
      const inserted = await seedSynthetic(database.handle, count);
      console.log(
        `Added ${inserted} synthetic healers in ${Date.now() - started} ms (${database.where}); ` +
          `their password is "${SYNTHETIC_PASSWORD}".`,
      );
    } else if (await isEmpty(database.handle)) {
      const summary = await seedDemo(database.handle);
      console.log(
        `Demo data loaded (${database.where}): ${summary.healers} healers, ` +
          `${summary.services} services, ${summary.teamMembers} team members.`,
      );
    } else {
      console.log(`The directory already has data (${database.where}); demo data not loaded.`);
    }
  } finally {
    await database.close();
  }
});
