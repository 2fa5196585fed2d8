import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) };

// One project per test layer (design.md §6); `npm test` runs them all. Timeouts are generous: a test
// must pass on a busy 2-core machine (a screen test rendering thousands of rows, a world opened per
// test), and a timeout is a hang detector, not a speed assertion (speed lives in the benchmarks).
const patient = { testTimeout: 120_000, hookTimeout: 180_000 };
// Node-side test files share one module registry per worker: each one used to load the simulator,
// the contract and zod afresh (api: 114 s of 150 s was imports). They keep no state in modules —
// every file starts its own simulator on its own database. The screen tests stay isolated: they
// mock modules (vi.mock) and keep stores at module level.
const shared = { isolate: false };
// The default world is seeded once per run and copied for each simulator (tests/support/worldImage.ts).
const worldImage = ['tests/support/worldImage.setup.ts'];
// Every simulator a test starts checks each answer against its contract schema (production leaves
// that check out: sim-server/src/options.ts, checkAnswers).
process.env.SIM_CHECK_ANSWERS = '1';
export default defineConfig({
  resolve: { alias },
  test: {
    // Three workers on two cores. A browser test file mostly waits (for pages, the fleet, animations),
    // so browser files run up to three at a time, each on its own product and port; a project kept to
    // one worker would run alone after the others with a core idle (docs/decisions.md, Testing).
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        // The simulator's own unit tests (tests/unit/fleet, tests/unit/sim) say `@vitest-environment
        // node`: a DOM built for each of them cost seconds and they never touch one.
        test: { name: 'unit', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'], setupFiles: ['tests/unit/support/setup.ts'], ...patient },
      },
      {
        resolve: { alias },
        test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'], globalSetup: worldImage, ...patient, ...shared },
      },
      {
        resolve: { alias },
        test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'], ...patient, ...shared },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: worldImage,
          ...patient,
          ...shared,
          // A browser journey (a product stocked, sold from the cockpit, seen in its history) is
          // dozens of steps, each already bounded by playwright's own 30 s wait: on a busy machine
          // the whole may pass a minute without hanging.
          testTimeout: 180_000,
          // expect.poll gives up after one second by default: a page read once the fleet or a slow
          // answer has moved it needs the same patience as playwright's own waits.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
