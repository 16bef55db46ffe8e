import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys in Debian's chromium (never a downloaded browser) against the real server
// on a fresh data folder. `npm test` builds dist/ before it runs these.
// E2E_PORT lets a second run (a developer's, beside CI's) use another port.
const PORT = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // A 2-core machine. The journeys run one browser at a time, which keeps their timings (leases,
  // countdowns, offline spells) steady; the accessibility sweep before them only reads, so it runs
  // two at a time. A journey needs nothing from the sweep: run one alone with --no-deps.
  workers: 2,
  projects: [
    { name: 'accessibility', testMatch: 'accessibility.spec.ts', fullyParallel: true },
    { name: 'journeys', testIgnore: 'accessibility.spec.ts', dependencies: ['accessibility'], workers: 1 },
  ],
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/openapi.json`,
    // ATTEMPT_LEASE_MS: a short server lease, so the two-device spec (attempt-lease.spec.ts) sees one lapse in seconds.
    env: { PORT: String(PORT), RATE_LIMIT_MAX: '1000', SEED_DEMO: '1', ATTEMPT_LEASE_MS: '8000' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
