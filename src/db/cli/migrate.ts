import { openFromEnv, runCli } from './open-from-env.js';

// npm run db:migrate: applies the committed SQL migrations (the server also does it at start).
runCli(async () => {
  const database = await openFromEnv();
  await database.close();
  console.log(`Migrations applied: ${database.where}`);
});
