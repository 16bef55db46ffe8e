/**
 * A question answered while the device's storage refuses writes (a full disk: IndexedDB's put and
 * add throw QuotaExceededError, as e2e/support/chaos/storage-full.ts makes it in the browser). The
 * answer is kept in the page (D195); the question says so in plain words and what to do, never
 * "Saved" nor nothing, shows the answer again after Back, and says "Saved" once the server has it
 * (D317). The outbox, its Dexie database and the sync loop are the real ones; only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beginAttempt } from '../../offline/attempts.ts';
import { getOfflineDb } from '../../offline/db.ts';
import { isHolding } from '../../offline/storage-failure.ts';
import { installFullDisk } from '../../offline/testing/full-disk.ts';
import {
  answerServer,
  drainOutbox,
  endFullDiskCase,
  json,
  renderInApp,
  type SentRequest,
  stubFetch,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { QuestionsScreen } from './questions-screen.tsx';
import { twoQuestions } from './testing/two-questions.ts';

const REF = '8b2d4f6a-1c3e-4a5b-9d7f-0e2c4a6b8d1f';
const ASMT_ID = 31;
let activityId = 700;

let disk: ReturnType<typeof installFullDisk>;

const sent: SentRequest[] = [];

beforeEach(() => {
  sent.length = 0;
  activityId++;
  disk = installFullDisk();
  stubFetch(sent, (request) =>
    request.path === `/api/user-response/v1/assessment-content/${ASMT_ID}/`
      ? json(200, { data: twoQuestions(ASMT_ID) })
      : answerServer(request),
  );
});

afterEach(() => endFullDiskCase(disk));

const status = () => document.querySelector('.q-saved')!.textContent ?? '';
const KEPT = 'Kept in this tab only: this device could not store it.';

describe('a question answered on a full disk (D317)', () => {
  it('given the disk refuses writes, when an answer is chosen, then the question says it is kept in this tab only and to keep the tab open, shows it again after Back, and says "Saved" once the server has it', async () => {
    const attemptId = crypto.randomUUID();
    await beginAttempt({ attemptId, refId: REF, jobStepActivityId: activityId }, getOfflineDb());
    renderInApp(() => (
      <QuestionsScreen
        activity={{ asmtId: ASMT_ID, refId: REF, jobUuid: 'job', activityId }}
        onSubmitted={() => undefined}
        onLeave={() => undefined}
      />
    ));
    await screen.findByRole('heading', { name: 'I like clear goals' });

    disk.full = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Agree' }));

    await waitFor(() => expect(status()).toContain(KEPT));
    expect(status()).toContain('keep this tab open until then');
    expect(status()).not.toContain('Saved');
    expect(isHolding(getOfflineDb())).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'I enjoy working with others' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'I like clear goals' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Agree' }).checked).toBe(true);
    expect(status()).toContain(KEPT);

    // The server gets it while the disk still refuses: kept in the page, and now on the server.
    await drainOutbox();
    await waitFor(() => expect(status()).toContain('Saved'));
    expect(status()).not.toContain(KEPT);
    expect(sent.filter((s) => s.path === '/api/user-response/v1/assessment-answers/')).toHaveLength(1);
  });
});
