/**
 * An answer the disk refused lives in the page (D195); the page notes it in the tab's session, so a
 * reload of the tab does not lose it (D364): the next page puts it back on disk when the disk takes
 * writes, or holds it again and sends it while the disk still refuses them. A reload is the app's
 * modules loading anew (vi.resetModules: the page's memory gone) over the same IndexedDB and the
 * same tab's session. The outbox, its Dexie database, the sync loop and the question screen are the
 * real ones; only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFullDisk } from '../../offline/testing/full-disk.ts';
import { answerServer, json, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { closePage } from '../../offline-hooks/testing/page-reload.ts';
import { twoQuestions } from './testing/two-questions.ts';

const REF = '3f5a7c9e-2b4d-4f6a-8c0e-1d3f5a7c9e2b';
const ASMT_ID = 32;
const ANSWER_PATH = '/api/user-response/v1/assessment-answers/';
let activityId = 3100;
let attemptId: string;

let disk: ReturnType<typeof installFullDisk>;
const sent: SentRequest[] = [];

beforeEach(() => {
  sent.length = 0;
  activityId++;
  attemptId = crypto.randomUUID();
  disk = installFullDisk();
  stubFetch(sent, (request) =>
    request.path === `/api/user-response/v1/assessment-content/${ASMT_ID}/`
      ? json(200, { data: twoQuestions(ASMT_ID) })
      : answerServer(request),
  );
});

afterEach(async () => {
  disk.full = false;
  const { drainOutbox } = await import('../../offline-hooks/testing/lease-kit.tsx');
  await drainOutbox();
  await closePage();
  disk.restore();
  vi.unstubAllGlobals();
});

/** A reload: the page goes, the app's modules load anew. */
async function reload() {
  await closePage();
  vi.resetModules();
}

async function openQuestions() {
  const { renderInApp } = await import('../../offline-hooks/testing/lease-kit.tsx');
  const { QuestionsScreen } = await import('./questions-screen.tsx');
  renderInApp(() => (
    <QuestionsScreen
      activity={{ asmtId: ASMT_ID, refId: REF, jobUuid: 'job', activityId }}
      onSubmitted={() => undefined}
      onLeave={() => undefined}
    />
  ));
}

const status = () => document.querySelector('.q-saved')?.textContent ?? '';
const answersSent = () =>
  sent
    .filter((s) => s.path === ANSWER_PATH)
    .map((s) => s.body as { item_id: string; value: number; attempt_id: string });

/** The first page: the questions begun on disk, then the first answered while the disk refuses writes. */
async function answerOnFullDisk() {
  await reload();
  const { beginAttempt } = await import('../../offline/attempts.ts');
  const { getOfflineDb } = await import('../../offline/db.ts');
  await beginAttempt({ attemptId, refId: REF, jobStepActivityId: activityId }, getOfflineDb());
  await openQuestions();
  await screen.findByRole('heading', { name: 'I like clear goals' });
  disk.full = true;
  fireEvent.click(screen.getByRole('radio', { name: 'Agree' }));
  await waitFor(() => expect(status()).toContain('Kept in this tab only'));
}

describe('an answer kept in the tab on a full disk, and a reload (D364)', () => {
  it('given an answer kept in this tab only, when the page reloads once the disk takes writes, then the answer is on the device, shown as given, and reaches the server once', async () => {
    await answerOnFullDisk();
    disk.full = false;

    await reload();
    await openQuestions();
    // The attempt resumes at its first unanswered question: the first one counts as answered.
    await screen.findByRole('heading', { name: 'I enjoy working with others' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'I like clear goals' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Agree' }).checked).toBe(true);
    expect(status()).not.toContain('Kept in this tab only');
    const { getOfflineDb } = await import('../../offline/db.ts');
    expect((await getOfflineDb().answers.get([attemptId, 'q1']))?.value).toBe(3);

    const { drainOutbox } = await import('../../offline-hooks/testing/lease-kit.tsx');
    await drainOutbox();
    expect(answersSent()).toEqual([expect.objectContaining({ item_id: 'q1', value: 3 })]);
    await waitFor(() => expect(status()).toContain('Saved'));
  });

  it('given an answer kept in this tab only, when the page reloads with the disk still full, then the same attempt goes on with the answer shown as kept in this tab, and both answers reach the server once under its id', async () => {
    await answerOnFullDisk();

    await reload();
    await openQuestions();
    // Not a new online-only attempt (D375): the attempt on the device resumes after the held answer.
    await screen.findByRole('heading', { name: 'I enjoy working with others' });
    expect(screen.queryByTestId('online-only-notice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'I like clear goals' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Agree' }).checked).toBe(true);
    await waitFor(() => expect(status()).toContain('Kept in this tab only'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'I enjoy working with others' });
    fireEvent.click(screen.getByRole('radio', { name: 'Not sure' }));
    await waitFor(() => expect(status()).toContain('Kept in this tab only'));

    disk.full = false;
    const { drainOutbox } = await import('../../offline-hooks/testing/lease-kit.tsx');
    await drainOutbox();
    expect(answersSent()).toEqual([
      expect.objectContaining({ item_id: 'q1', value: 3, attempt_id: attemptId }),
      expect.objectContaining({ item_id: 'q2', value: 2, attempt_id: attemptId }),
    ]);
    const { getOfflineDb } = await import('../../offline/db.ts');
    expect((await getOfflineDb().answers.get([attemptId, 'q2']))?.value).toBe(2);
  });

  it('given an answer kept in this tab only, when the page reloads twice with the disk still full, then it is held again each time and reaches the server once', async () => {
    await answerOnFullDisk();

    await reload();
    await reload();
    const { getOfflineDb } = await import('../../offline/db.ts');
    const { isHolding } = await import('../../offline/storage-failure.ts');
    const { storageTrouble } = await import('../../offline/storage-trouble.ts');
    await getOfflineDb().open();
    expect(isHolding(getOfflineDb())).toBe(true);
    expect(storageTrouble().kept).toEqual([expect.objectContaining({ itemId: 'q1', value: 3, status: 'pending' })]);

    const { drainOutbox } = await import('../../offline-hooks/testing/lease-kit.tsx');
    await drainOutbox();
    expect(answersSent()).toEqual([expect.objectContaining({ item_id: 'q1', value: 3 })]);
    // Sent and still held (the disk is full): a reload now sends nothing again.
    await reload();
    await (await import('../../offline-hooks/testing/lease-kit.tsx')).drainOutbox();
    expect(answersSent()).toHaveLength(1);
  });
});
