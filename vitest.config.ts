import { globSync, readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';
import path from 'node:path';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { UNIT_PATIENCE } from './src/testing/patience-bounds.ts';
import { API_PATIENCE } from './server/test/patience.ts';
import { LongestFirstSequencer } from './scripts/vitest-longest-first.ts';

// The API project's files, and its global set-up in this process, load the server as `npm start`
// runs it: Node's own import through tsx, not Vite's module runner (D374).
register();

/** ASSAY_SLOW_UI=1: the unit projects run on a deliberately slow machine (src/testing/slow-ui.ts). */
const SLOW_UI = process.env.ASSAY_SLOW_UI === '1' ? ['src/testing/slow-ui.ts'] : [];

const UNIT_FILES = ['contracts/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * Unit files that need a module registry of their own: they replace a module (`vi.mock`,
 * `vi.doMock`), import modules anew (`vi.resetModules`), or say `@isolated` with a reason (state
 * at module level that no test can reset). Every other unit file shares its worker's modules (D254).
 */
const ISOLATED_UNIT_FILES = globSync(UNIT_FILES, { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.(mock|doMock|resetModules)\(|@isolated\b/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

// Three projects: `unit` and `unit-isolated` (contracts, browser code in happy-dom) and `api` (the
// real server on PGlite, or on PostgreSQL when DATABASE_URL is set). `npm run test:api` runs the
// last alone; `--project 'unit*'` runs both unit projects.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The longest files first in a fresh clone too (scripts/vitest-longest-first.ts).
      sequence: { sequencer: LongestFirstSequencer },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: UNIT_FILES,
            exclude: [...configDefaults.exclude, ...ISOLATED_UNIT_FILES],
            environment: 'happy-dom',
            // fake-indexeddb, then a reset after each file of what a file leaves in the shared
            // window (storage, databases, the DOM, stubs, timers): see the file.
            setupFiles: ['fake-indexeddb/auto', 'src/testing/patience.ts', 'src/testing/unit-setup.ts', ...SLOW_UI],
            // Bounds are safety nets, in one place (src/testing/patience-bounds.ts, D268).
            testTimeout: UNIT_PATIENCE.test,
            expect: { poll: { timeout: UNIT_PATIENCE.wait } },
            // Both cores: vitest's default is one worker fewer than the cores, so on this 2-core
            // machine the unit files ran one at a time while the other core waited (D222).
            maxWorkers: 2,
            // Each worker imports React, happy-dom and the app's modules once for all its files:
            // importing them anew per file was most of the step's time (D254). A file stops what it
            // starts (loops, timers, pending mutations) in its own afterEach; shuffled runs prove it.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-isolated',
            include: ISOLATED_UNIT_FILES,
            environment: 'happy-dom',
            setupFiles: ['fake-indexeddb/auto', 'src/testing/patience.ts', ...SLOW_UI],
            testTimeout: UNIT_PATIENCE.test,
            expect: { poll: { timeout: UNIT_PATIENCE.wait } },
            maxWorkers: 2,
          },
        },
        {
          test: {
            name: 'api',
            include: ['server/**/*.test.ts'],
            environment: 'node',
            testTimeout: API_PATIENCE.test,
            hookTimeout: API_PATIENCE.hook,
            expect: { poll: { timeout: API_PATIENCE.wait } },
            globalSetup: ['server/test/global-setup.ts'],
            // Nothing unless API_FILE_COSTS names a file: then where each file's time goes.
            setupFiles: ['server/test/file-costs.ts'],
            // One PGlite per file is memory-hungry; two workers fit a 2-core machine.
            maxWorkers: 2,
            // Each worker imports the server once and runs its files one after another, each file
            // on its own copy of the seeded database (startTestApp): importing the server again for
            // every file took longer than most files' tests. No server test mocks modules.
            isolate: false,
            sequence: { groupOrder: 1 },
            // Node imports the server itself, through tsx as in production (D374): Vite's runner
            // fetched each of the server's modules from this process one round trip at a time,
            // which took a worker 20 to 100 s on a busy machine. No server test needs vi.mock or
            // import.meta.vitest, so Vitest's own loader is off too.
            experimental: { viteModuleRunner: false, nodeLoader: false },
            execArgv: ['--import', 'tsx'],
          },
        },
      ],
    },
  }),
);
