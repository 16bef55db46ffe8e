import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_PORT } from './e2e/support/smtp-port.ts';

// End-to-end journeys in Debian's chromium (never a downloaded browser) against the real server
// on a fresh data folder. `npm test` builds dist/ before it runs these.
// E2E_PORT lets a second run (a developer's, beside CI's) use another port.
const PORT = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${PORT}`;
// A second server on the next port speaks HTTPS and HTTP/2 itself (TLS_CERT_FILE, TLS_KEY_FILE),
// as a deployment serves it; the over-https project runs its journeys there.
const httpsURL = `https://127.0.0.1:${PORT + 1}`;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SERVER = {
  command: 'node scripts/e2e-server.mjs',
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
} as const;
// ATTEMPT_LEASE_MS: a short server lease, so the two-device spec (attempt-lease.spec.ts) sees one lapse in seconds.
// SMTP_URL: the servers send their mail to port E2E_PORT + 50, where forgot-password.spec.ts listens
// with a test SMTP server while it runs; at other times sending fails and the mail waits for a retry.
// ATS_ALLOW_LOCAL_HTTP: an ATS order's result link is checked against DNS (D149), which the test
// machine may not have; the API tests check that rule, the journeys only place orders.
const SERVER_ENV = { RATE_LIMIT_MAX: '1000', SEED_DEMO: '1', ATTEMPT_LEASE_MS: '8000', SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`, ATS_ALLOW_LOCAL_HTTP: '1' };

export default defineConfig({
  testDir: 'e2e',
  // A 2-core machine. The journeys run one browser at a time, which keeps their timings (leases,
  // countdowns, offline spells) steady; the accessibility sweep before them only reads, so it runs
  // two at a time. A journey needs nothing from the sweep: run one alone with --no-deps.
  workers: 2,
  projects: [
    { name: 'accessibility', testMatch: 'accessibility.spec.ts', fullyParallel: true },
    { name: 'journeys', testIgnore: ['accessibility.spec.ts', 'over-https.spec.ts'], dependencies: ['accessibility'], workers: 1 },
    {
      name: 'over-https',
      testMatch: ['over-https.spec.ts', 'questionnaire-offline.spec.ts', 'video-answer.spec.ts'],
      dependencies: ['journeys'],
      workers: 1,
      // The certificate is made for the run. The service worker registers over HTTPS only when the
      // browser itself ignores certificate errors, not only the page's requests.
      use: { baseURL: httpsURL, ignoreHTTPSErrors: true, launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] } },
    },
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
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    { ...SERVER, url: `${baseURL}/api/openapi.json`, env: { PORT: String(PORT), ...SERVER_ENV } },
    { ...SERVER, url: `${httpsURL}/api/openapi.json`, ignoreHTTPSErrors: true, env: { PORT: String(PORT + 1), E2E_TLS: '1', ...SERVER_ENV } },
  ],
});
