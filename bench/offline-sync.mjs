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
// Beside the answers (D192), the candidate has applied to the Customer Support Specialist
// requisition too, and two files are queued offline as the app queues them: a resume with the
// resume activity's submission held behind it (application-form.ts), and a screening file answer
// (its attempt's start, the file, the answer naming it: answer-files.ts). The clock stops when the
// outbox is empty, the answers are synced and both files are on the server.
import { cpus } from 'node:os';
import { chromium } from '@playwright/test';
import { signUp, startServer } from './support/server.mjs';

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

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const PDF =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** Applies the new candidate to the open requisition; its resume activity and its screening file question. */
async function applyWithFiles(server, { token, user }) {
  const api = (path, init = {}) =>
    fetch(`${server.base}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: server.base },
    }).then(async (response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()).data;
    });
  const { ref_id: refId } = await api(`/user/v1/progress-tracker/user/${user.user_id}/`, {
    method: 'POST',
    body: JSON.stringify({ job_uuid: OPEN_REQUISITION }),
  });
  const activities = (await api(`/user/v1/progress-tracker/${refId}/`)).steps.flatMap((step) => step.activities);
  const resume = activities.find((a) => a.activity_type === 'resume');
  const screening = activities.find((a) => a.activity_type === 'questions');
  const questions = await api(
    `/user-response/v1/job-questions/${screening.job_id}/?job_step_activity_id=${screening.job_step_activity_id}&ref_id=${refId}`,
  );
  const fileQuestion = questions.questions.find((q) => q.question_type === 'file');
  return {
    refId,
    userId: user.user_id,
    resumeActivityId: resume.job_step_activity_id,
    screeningActivityId: screening.job_step_activity_id,
    fileItemId: fileQuestion.item_id,
    pdf: PDF,
  };
}

async function oneRun(server, browser, n) {
  const email = `sync-${Date.now()}-${n}@bench.test`;
  const session = await signUp(server, {
    first_name: 'Sync',
    last_name: 'Bench',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const files = await applyWithFiles(server, session);
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
    await page.evaluate(
      async ({ answers, files }) => {
        const db = await new Promise((resolve, reject) => {
          const open = indexedDB.open('assay-offline');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const tx = db.transaction(['attempts', 'answers', 'outbox', 'answerFiles'], 'readwrite');
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
        // The two files, queued as the app queues them (records as db.ts declares them).
        const entry = (kind, attemptId, payload, extra = {}) => ({
          kind,
          attemptId,
          ...extra,
          payload,
          idempotencyKey: crypto.randomUUID(),
          createdAt: now,
          attempts: 0,
          nextTryAt: 0,
        });
        const fileRecord = (fileId, attemptId, itemId, activityId, fileName, extra = {}) => ({
          fileId,
          attemptId,
          itemId,
          refId: files.refId,
          jobStepActivityId: activityId,
          blob: new Blob([files.pdf], { type: 'application/pdf' }),
          fileName,
          size: files.pdf.length,
          status: 'queued',
          failures: 0,
          nextAttemptAt: 0,
          createdAt: now,
          ownerId: files.userId,
          ...extra,
        });
        const screeningAttempt = crypto.randomUUID();
        const coverId = crypto.randomUUID();
        const activityId = files.screeningActivityId;
        tx.objectStore('attempts').add({
          attemptId: screeningAttempt,
          refId: files.refId,
          jobStepActivityId: activityId,
          status: 'in-progress',
          createdAt: now,
        });
        tx.objectStore('outbox').add(
          entry('start', screeningAttempt, {
            ref_id: files.refId,
            job_step_activity_id: activityId,
            attempt_id: screeningAttempt,
            started_at: now,
          }),
        );
        tx.objectStore('answerFiles').add(
          fileRecord(coverId, screeningAttempt, files.fileItemId, activityId, 'bench-cover.pdf'),
        );
        tx.objectStore('answers').put({
          attemptId: screeningAttempt,
          itemId: files.fileItemId,
          value: coverId,
          revision: 1,
          answeredAt: now,
          status: 'pending',
        });
        tx.objectStore('outbox').add(
          entry(
            'answer',
            screeningAttempt,
            {
              ref_id: files.refId,
              job_step_activity_id: activityId,
              attempt_id: screeningAttempt,
              item_id: files.fileItemId,
              value: coverId,
              revision: 1,
              answered_at: now,
            },
            { itemId: files.fileItemId, revision: 1 },
          ),
        );
        const application = `application:${files.refId}:${files.resumeActivityId}`;
        tx.objectStore('answerFiles').add(
          fileRecord(crypto.randomUUID(), application, 'resume', files.resumeActivityId, 'bench-resume.pdf', {
            target: 'resume',
          }),
        );
        tx.objectStore('attempts').add({
          attemptId: application,
          refId: files.refId,
          jobStepActivityId: files.resumeActivityId,
          status: 'submitting',
          createdAt: now,
        });
        tx.objectStore('outbox').add(
          entry('application-form-submit', application, {
            ref_id: files.refId,
            job_step_activity_id: files.resumeActivityId,
          }),
        );
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      { answers: ANSWERS, files },
    );

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
    // The answers, the screening attempt's start and file answer, and the resume activity's submission.
    if (stillQueued !== ANSWERS + 3)
      throw new Error(`expected ${ANSWERS + 3} queued entries while offline, found ${stillQueued}`);

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
        const tx = db.transaction(['outbox', 'answers', 'answerFiles', 'attempts']);
        const outbox = await new Promise((resolve) => {
          const request = tx.objectStore('outbox').count();
          request.onsuccess = () => resolve(request.result);
        });
        const synced = await new Promise((resolve) => {
          const request = tx.objectStore('answers').index('status').count('synced');
          request.onsuccess = () => resolve(request.result);
        });
        const uploaded = await new Promise((resolve) => {
          const request = tx.objectStore('answerFiles').getAll();
          request.onsuccess = () => resolve(request.result.every((f) => f.status === 'done'));
        });
        const resumeSubmitted = await new Promise((resolve) => {
          const request = tx.objectStore('attempts').getAll();
          request.onsuccess = () =>
            resolve(request.result.some((a) => a.attemptId.startsWith('application:') && a.status === 'submitted'));
        });
        db.close();
        return outbox === 0 && synced >= answers + 1 && uploaded && resumeSubmitted;
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
