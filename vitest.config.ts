import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) };

// One project per test layer (design.md §6); `npm test` runs them all.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        resolve: { alias },
        test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
