/* global indexedDB */
// Offline sync: how long 500 answers queued offline take to reach the server after reconnecting.
//   npx vite build && node bench/offline-sync.mjs [answers=500] [runs=3]
// A new candidate starts the Work values questionnaire in Debian's chromium (so the app has made
// the attempt and the server has its start), the browser goes offline, and 500 answers are queued
// in IndexedDB exactly as the app's recordAnswer writes them (an answer row and an outbox entry
// with its own Idempotency-Key, one Dexie transaction). Distinct item ids: the engine sends only
// the newest revision of one item, so 500 revisions of a few items would be far fewer requests.
// Then the browser goes online and the clock runs until the outbox is empty and all 500 answers
// are marked synced (each acknowledged by the server). The server runs on PGlite, on loopback.
import { cpus } from 'node:os';
import { chromium } from '@playwright/test';
import { startServer } from './support/server.mjs';

const ANSWERS = Number(process.argv[2] ?? 500);
const RUNS = Number(process.argv[3] ?? 3);
const PATHWAY = '33333333-3333-4333-8333-333333333333';
const PASSWORD = 'Offline-sync-1';

/** Polls an async check in the page (page.waitForFunction does not await a returned promise). */
async function waitInPage(page, check, arg, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await page.evaluate(check, arg)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
}

async function oneRun(server, browser, n) {
  const email = `sync-${Date.now()}-${n}@bench.test`;
  const created = await fetch(`${server.base}/api/auth/v1/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({
      first_name: 'Sync',
      last_name: 'Bench',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  });
  if (!created.ok) throw new Error(`sign-up failed: ${created.status}`);
  // Playwright's offline emulation does not cover requests a service worker makes, so the worker is
  // blocked: every request comes from the page and going offline really cuts them.
  const context = await browser.newContext({ baseURL: server.base, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto(`/login/career-pathways/${PATHWAY}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/user\/progress-tracker/);
    await page.getByRole('link', { name: /Work values questionnaire/ }).click();
    await page.getByRole('button', { name: /^(Continue|I agree, start)$/ }).click();
    await page.waitForURL(/\/user\/assessment-questions/);
    await page.getByRole('radio').first().waitFor();
    // The start must have reached the server before going offline.
    await waitInPage(page, async () => {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const count = await new Promise((resolve) => {
        const request = db.transaction('outbox').objectStore('outbox').count();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return count === 0;
    });

    await context.setOffline(true);
    await page.evaluate(async (answers) => {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['attempts', 'answers', 'outbox'], 'readwrite');
      const attempts = await new Promise((resolve) => {
        const request = tx.objectStore('attempts').getAll();
        request.onsuccess = () => resolve(request.result);
      });
      const attempt = attempts.find((a) => a.status === 'in-progress');
      const now = new Date().toISOString();
      for (let i = 0; i < answers; i += 1) {
        const itemId = `bench-sync-${i}`;
        const value = (i % 5) + 1;
        tx.objectStore('answers').put({
          attemptId: attempt.attemptId,
          itemId,
          value,
          revision: 1,
          answeredAt: now,
          status: 'pending',
        });
        tx.objectStore('outbox').add({
          kind: 'answer',
          attemptId: attempt.attemptId,
          itemId,
          revision: 1,
          payload: {
            ref_id: attempt.refId,
            job_step_activity_id: attempt.jobStepActivityId,
            attempt_id: attempt.attemptId,
            item_id: itemId,
            value,
            revision: 1,
            answered_at: now,
          },
          idempotencyKey: crypto.randomUUID(),
          createdAt: now,
          attempts: 0,
          nextTryAt: 0,
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, ANSWERS);

    // Still offline: nothing may have been sent.
    await page.waitForTimeout(1000);
    const stillQueued = await page.evaluate(async () => {
      const db = await new Promise((resolve) => {
        const open = indexedDB.open('assay-offline');
        open.onsuccess = () => resolve(open.result);
      });
      const count = await new Promise((resolve) => {
        const request = db.transaction('outbox').objectStore('outbox').count();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return count;
    });
    if (stillQueued !== ANSWERS)
      throw new Error(`expected ${ANSWERS} queued answers while offline, found ${stillQueued}`);

    const started = Date.now();
    await context.setOffline(false);
    await waitInPage(
      page,
      async (answers) => {
        const db = await new Promise((resolve, reject) => {
          const open = indexedDB.open('assay-offline');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const tx = db.transaction(['outbox', 'answers']);
        const outbox = await new Promise((resolve) => {
          const request = tx.objectStore('outbox').count();
          request.onsuccess = () => resolve(request.result);
        });
        const synced = await new Promise((resolve) => {
          const request = tx.objectStore('answers').index('status').count('synced');
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        return outbox === 0 && synced >= answers;
      },
      ANSWERS,
    );
    return (Date.now() - started) / 1000;
  } finally {
    await context.close();
  }
}

const server = await startServer({ name: 'bench-offline-sync', env: { RATE_LIMIT_MAX: '1000' } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  console.log(
    `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; ${ANSWERS} answers, ${RUNS} runs`,
  );
  const seconds = [];
  for (let i = 0; i < RUNS; i += 1) {
    const s = await oneRun(server, browser, i);
    seconds.push(s);
    console.log(`run ${i + 1}: ${s.toFixed(2)} s (${Math.round(ANSWERS / s)} answers/s)`);
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`median: ${median.toFixed(2)} s for ${ANSWERS} answers (${Math.round(ANSWERS / median)} answers/s)`);
} finally {
  await browser.close();
  await server.stop();
}
