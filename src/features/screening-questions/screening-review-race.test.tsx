/**
 * The review's Submit, pressed the moment the review shows: the last answer typed is still being
 * kept on the device (its write and the re-read that follows are not done). The review must judge
 * what the candidate gave, not the device's older copy, and queue the submission after the answer.
 * A full run of the keyboard journey pressed Submit in that moment: "There is a problem" flashed
 * for an answered question and nothing was sent. Only the network (fetch) is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { JobQuestions } from '../../../contracts/screening-questions.ts';
import { getOfflineDb } from '../../offline/db.ts';
import {
  json,
  LEASE_HELD,
  LEASE_PATH,
  renderInApp,
  stubFetch,
  type SentRequest,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { ScreeningScreen } from './screening-screen.tsx';

const REF = '5d7f9b1c-4e6a-4c8d-8f2b-3a5c7e9b1d4f';
const JOB_UUID = '6e8a0c2d-5f7b-4d9e-9a3c-4b6d8f0a2c5e';
const JOB_ID = 31;
let activityId = 900;

const content = (id: number): JobQuestions => ({
  job_step_activity_id: id,
  title: 'Screening questions',
  questions: [
    {
      account_question_id: 1,
      item_id: 'q1',
      question_type: 'short_text',
      question_text: 'Which languages do you speak?',
      help_text: '',
      is_required: true,
      settings: {},
      options: [],
    },
  ],
});

const sent: SentRequest[] = [];

beforeEach(() => {
  sent.length = 0;
  activityId++;
  stubFetch(sent, ({ path }) => {
    if (path === `/api/user-response/v1/job-questions/${JOB_ID}/`) return json(200, { data: content(activityId) });
    if (path === LEASE_PATH.heartbeat || path === LEASE_PATH.takeOver) return json(200, LEASE_HELD);
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the screening review pressed at once', () => {
  it('given an answer typed and Continue to review, when Submit is pressed before the answer is kept, then no problem shows and the submission is queued after the answer', async () => {
    renderInApp(() => (
      <ScreeningScreen
        activity={{ refId: REF, jobUuid: JOB_UUID, jobId: JOB_ID, activityId }}
        onSubmitted={() => undefined}
      />
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const field = await screen.findByRole('textbox', { name: /Which languages/ });
    fireEvent.change(field, { target: { value: 'English and Welsh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));

    const db = getOfflineDb();
    await waitFor(async () =>
      expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['start', 'answer', 'submit']),
    );
    expect(screen.queryByText('There is a problem')).toBeNull();
  });
});
