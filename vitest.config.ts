import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) };

// One project per test layer (design.md §6); `npm test` runs them all. Timeouts are generous: a test
// must pass on a busy 2-core machine (a screen test rendering thousands of rows, a world opened per
// test), and a timeout is a hang detector, not a speed assertion (speed lives in the benchmarks).
const patient = { testTimeout: 60_000, hookTimeout: 180_000 };
// The default world is seeded once per run and copied for each simulator (tests/support/worldImage.ts).
const worldImage = ['tests/support/worldImage.setup.ts'];
export default defineConfig({
  resolve: { alias },
  test: {
    // Both cores (vitest otherwise kept to one worker here); the browser tests still go one file at a time.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'], setupFiles: ['tests/unit/support/setup.ts'], ...patient },
      },
      {
        resolve: { alias },
        test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'], globalSetup: worldImage, ...patient },
      },
      {
        resolve: { alias },
        test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'], ...patient },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          globalSetup: worldImage,
          ...patient,
        },
      },
    ],
  },
});
