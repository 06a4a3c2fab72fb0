import { defineConfig } from 'vitest/config';

// Reliability tests (tests/reliability): the built server as real child processes on loopback,
// on PGlite and on PostgreSQL (databases created on TEST_DATABASE_URL's server, or the local
// postgres@127.0.0.1:5432, and dropped). One file at a time: the load and timing figures would
// mean little with other servers competing for the same two cores.
// `--project reliability-quick` runs the files that take under a minute each (for `npm test`);
// the load test, the backup round trips, the deployment behind Caddy (30 s of traffic across two
// restarts) and the PostgreSQL restart (a cluster of its own) are in `reliability-slow`.
const SLOW = [
  'tests/reliability/load.test.ts',
  'tests/reliability/backup-restore.test.ts',
  'tests/reliability/deployment.test.ts',
  'tests/reliability/postgres-restart.test.ts',
  'tests/reliability/fuzz-all.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['tests/reliability/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'reliability-quick',
          include: ['tests/reliability/**/*.test.ts'],
          exclude: SLOW,
        },
      },
      { extends: true, test: { name: 'reliability-slow', include: SLOW } },
    ],
  },
});
