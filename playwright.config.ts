import { defineConfig, devices } from '@playwright/test';
import { E2E_MAIL_READER_PORT, E2E_SMTP_PORT } from './e2e/support/smtp-port.ts';
import { E2E_CHECKR_PORT } from './e2e/support/checkr-port.ts';

// End-to-end journeys in Debian's chromium (never a downloaded browser) against the real server
// on fresh data folders. `npm test` builds dist/ before it runs these. docs/testing.md says how the
// suite is split and what each part takes.
// E2E_PORT lets a second run (a developer's, beside CI's) use other ports.
const PORT = Number(process.env.E2E_PORT ?? 3107);
// Two journeys run at once, each worker on a server and data folder of its own (ports PORT and
// PORT + 2), so one journey's writes never meet the other's. Playwright loads this file again in
// every worker with TEST_PARALLEL_INDEX (0 or 1) set, so each worker's baseURL is its own server.
// E2E_WORKERS=n runs n (ports PORT + 2 to PORT + n for the others) on a machine with more cores;
// on the 2-core machine four took longer than two, the CPU being busy all the time with two.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const HTTP_PORTS = [PORT, ...Array.from({ length: WORKERS - 1 }, (_, i) => PORT + 2 + i)];
const workerPort = HTTP_PORTS[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? PORT;
const baseURL = `http://127.0.0.1:${workerPort}`;
// A third server speaks HTTPS and HTTP/2 itself (TLS_CERT_FILE, TLS_KEY_FILE), as a deployment
// serves it; the over-https project runs its journeys there, and only there.
const httpsURL = `https://127.0.0.1:${PORT + 1}`;
// The journeys run in Debian's build of Chromium's headless shell, as Playwright's own headless
// runs do: the full browser composites every frame in software and took a quarter more time
// (D253). The device check needs the full browser's permission prompts (FULL_CHROMIUM).
// E2E_CHROMIUM=/usr/bin/chromium runs every journey in the full browser.
export const FULL_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
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

// E2E_SLOW=1 runs the journeys as on a machine four times slower: Chromium's CPU is throttled by
// CPU_SLOWDOWN on every journey page (e2e/support/test.ts) and every bound below grows as much. A
// journey that passes only in the normal mode waits somewhere on the machine's speed, not on what
// it stands for.
export const SLOW = process.env.E2E_SLOW === '1';
export const CPU_SLOWDOWN = 4;
const SCALE = SLOW ? CPU_SLOWDOWN : 1;
/**
 * The suite's only bounds. They are safety nets, not figures: a passing journey never waits for
 * one, since every wait ends on what it stands for (a response, a state the page announces, a focus
 * change). A journey that hits one fails with the state it was waiting for. They are generous so
 * that a machine twice as slow and twice as busy gives the same answer, and grow in slow mode.
 * A long journey says so with test.slow() (three times `test`), never with a figure of its own.
 */
export const PATIENCE = {
  /** A journey, from its fixtures to its last step. */
  test: 300_000 * SCALE,
  /** One expectation (web-first assertion, expect.poll, toPass) until what it waits for shows. */
  expect: 60_000 * SCALE,
  /**
   * How long a helper waits for what may rightly never come before it acts again: a file chooser
   * that an Enter on a field re-rendered under the key did not open (e2e/support/keyboard.ts).
   */
  probe: 10_000 * SCALE,
  /** The three e2e servers, side by side, until all answer (each start seeds a fresh database). */
  servers: 360_000 * SCALE,
};

// ATTEMPT_LEASE_MS: a short server lease, so the two-device specs (attempt-lease*.spec.ts) see one lapse in seconds.
// SMTP_URL: the servers send their mail to the run's one mail sink on port E2E_PORT + 50, started
// with them by scripts/e2e-servers.mjs and up as long as they are; journeys read it through
// e2e/support/mailbox.ts (its reader on E2E_PORT + 51).
// MAIL_RATE_PER_MINUTE and MAIL_PLATFORM_RATE_PER_MINUTE: the defaults (60 a company, 600 the
// platform's own mail: sign-up codes, resets) hold a sender's mail once it has sent that many in a
// minute: the rest waits up to a minute (server/integrations/mail-outbox.store.ts claimNextMail).
// The journeys are no test of that, so the servers send as fast as mail comes.
// ATS_ALLOW_LOCAL_HTTP: an ATS order's result link is checked against DNS (D149), which the test
// machine may not have; the API tests check that rule, the journeys only place orders.
const SERVER_ENV = {
  RATE_LIMIT_MAX: '1000',
  SEED_DEMO: '1',
  ATTEMPT_LEASE_MS: '8000',
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_RATE_PER_MINUTE: '100000',
  MAIL_PLATFORM_RATE_PER_MINUTE: '100000',
  ATS_ALLOW_LOCAL_HTTP: '1',
  // The calendar journey's Radicale listens on 127.0.0.1 (D209).
  CALENDAR_ALLOW_PRIVATE: '1',
  // The messaging journey's SMSC listens on 127.0.0.1 (D236).
  SMS_ALLOW_PRIVATE: '1',
  // background-checks.spec.ts starts a Checkr stand-in there (D237).
  CHECKR_API_URL: `http://127.0.0.1:${E2E_CHECKR_PORT}`,
  // The job-distribution journey's stand-in board listens on 127.0.0.1 over plain http (D239).
  JOB_BOARD_ALLOW_PRIVATE: '1',
  // The reply mailbox journey's Dovecot listens on 127.0.0.1, without TLS (D450).
  REPLY_IMAP_ALLOW_PRIVATE: '1',
};

// Journeys that time a server lease or a countdown against the wall clock. `npm test` runs them in a
// run of their own beside the others, at a higher priority (scripts/test.mjs), so a busy neighbour
// does not stretch what they time; `playwright test` alone runs them after the others. Two at a
// time, each on its worker's server: they mostly wait for a lease to lapse (docs/testing.md).
const TIMED = [
  'attempt-lease.spec.ts',
  'attempt-lease-timed.spec.ts',
  'application-form-lease.spec.ts',
  'skills-test-timer.spec.ts',
  'device-move.spec.ts',
];
// Journeys whose subject is the transport (HTTP/2, TLS, the service worker over HTTPS, resumable
// uploads): they run once, over HTTPS, as a deployment serves them.
const OVER_HTTPS = ['over-https.spec.ts', 'questionnaire-offline.spec.ts', 'video-answer.spec.ts'];
// The longest journey files (docs/testing.md), queued before the others so that neither worker is
// left alone with one of them at the end: Playwright takes a phase's files in the order of its
// projects, then alphabetically. Their project is 'journeys-first'; they are journeys like the rest.
const LONGEST = [
  'job-profiles.spec.ts',
  'keyboard-only.spec.ts',
  'online-only-activities.spec.ts',
  'requisition-from-scratch.spec.ts',
  'typing-and-speed.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  // A 2-core machine: two browsers at a time. The accessibility sweep only reads; its tests are
  // queued before the journeys, so each worker sweeps its own server before it writes there, and
  // a worker that ends its last sweep starts the journeys instead of waiting for the other's (a
  // worker always has the same server, PORT or PORT + 2, D222). The HTTPS journeys have a server of
  // their own, so they run one at a time beside both instead of after them, and no core waits while
  // a one-at-a-time phase runs; the timed ones run two at a time at the end.
  workers: WORKERS,
  projects: [
    {
      name: 'over-https',
      testMatch: OVER_HTTPS,
      workers: 1,
      // The certificate is made for the run. The service worker registers over HTTPS only when the
      // browser itself ignores certificate errors, not only the page's requests.
      use: {
        baseURL: httpsURL,
        ignoreHTTPSErrors: true,
        launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] },
      },
    },
    { name: 'accessibility', testMatch: 'accessibility.spec.ts', fullyParallel: true },
    { name: 'journeys-first', testMatch: LONGEST },
    { name: 'journeys', testIgnore: ['accessibility.spec.ts', ...TIMED, ...OVER_HTTPS, ...LONGEST] },
    // `npm test` runs them in a Playwright run of their own beside the others (E2E_TIMED_APART in
    // the others' run; scripts/test.mjs).
    ...(process.env.E2E_TIMED_APART === '1'
      ? []
      : [
          {
            name: 'timed',
            testMatch: TIMED,
            dependencies: ['accessibility', 'journeys-first', 'journeys', 'over-https'],
          },
        ]),
  ],
  forbidOnly: !!process.env.CI,
  // A retry shows whether a failure repeats; a test that passes only on its retry still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // Safety nets, not figures (PATIENCE above). toPass has no bound of its own unless given one.
  timeout: PATIENCE.test,
  expect: { timeout: PATIENCE.expect, toPass: { timeout: PATIENCE.expect } },
  // E2E_TIMINGS=<file>: also a JSON report, to see which journeys take the time (docs/testing.md).
  reporter: [
    ...(process.env.CI ? [['list'] as const] : [['list'] as const, ['html', { open: 'never' }] as const]),
    ...(process.env.E2E_TIMINGS ? [['json', { outputFile: process.env.E2E_TIMINGS }] as const] : []),
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // Recording a trace of every test costs CPU on every action (the axe sweep most); under CI
    // only a retry records one, which is where a failure needs it.
    // The app honours reduced motion (src/ui/global.css): no spinner or transition repaints while a
    // journey waits, which on two cores is CPU the journeys need (about 7 % in one measurement).
    reducedMotion: 'reduce',
    // No service worker unless a journey's subject needs it (`test.use({ serviceWorkers: 'allow' })`:
    // the offline journeys, the precache, the install): its install downloads the whole precache,
    // about 200 files and 2.6 s of the browser's CPU per new context (measured, docs/testing.md),
    // which a journey about something else pays in every context it opens.
    serviceWorkers: 'block',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  // One entry starts the three servers side by side (scripts/e2e-servers.mjs): Playwright starts
  // the entries of a list one after another, and each start seeds a fresh database. The same
  // process holds the mail sink (--mail), which stops with the servers.
  webServer: {
    command: `node scripts/e2e-servers.mjs --mail ${E2E_SMTP_PORT}:${E2E_MAIL_READER_PORT} ${HTTP_PORTS.join(' ')} ${PORT + 1}:tls`,
    // The line it prints once all three answer.
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    // Three entries had 120 s each; side by side they share the cores: the same 360 s in all.
    timeout: PATIENCE.servers,
    stdout: 'ignore',
    stderr: 'pipe',
    // How long the servers have to stop once the run is over before they are killed: no journey waits on it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: SERVER_ENV,
  },
});
