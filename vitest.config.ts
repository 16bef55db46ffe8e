import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects: `unit` (contracts, browser code in happy-dom) and `api` (the real server on
// PGlite, or on PostgreSQL when DATABASE_URL is set). `npm run test:api` runs the second alone.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['contracts/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
            environment: 'happy-dom',
            setupFiles: ['fake-indexeddb/auto'],
            // A limit is a safety net: two files (the API routes rendered from contracts, the sync
            // loop's property test) take 3 to 4 s alone; the first went past vitest's 5 s in a full run.
            testTimeout: 20_000,
            // Both cores: vitest's default is one worker fewer than the cores, so on this 2-core
            // machine the unit files ran one at a time while the other core waited (D222).
            maxWorkers: 2,
          },
        },
        {
          test: {
            name: 'api',
            include: ['server/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
            globalSetup: ['server/test/global-setup.ts'],
            // One PGlite per file is memory-hungry; two workers fit a 2-core machine.
            maxWorkers: 2,
            // Each worker imports the server once and runs its files one after another, each file
            // on its own copy of the seeded database (startTestApp): importing the server again for
            // every file took longer than most files' tests. No server test mocks modules.
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
