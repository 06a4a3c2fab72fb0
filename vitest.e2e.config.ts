import { defineConfig } from 'vitest/config';

// Browser tests: Playwright (playwright-core) driving the system Chromium against the built app.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
