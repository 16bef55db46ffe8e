/**
 * Screening questions submitted while the device's storage refuses writes (a full disk), as the
 * chaos test's seed 6602 drove them: the answers were on disk, the disk filled at the review, and
 * Submit was pressed. The submission is held in the page with the answers (D195) and the screen
 * moves on, as the questionnaire's does; it is sent once online. The outbox, its Dexie database and
 * the sync loop are the real ones; only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFullDisk } from '../../offline/testing/full-disk.ts';
import {
  drainOutbox,
  endFullDiskCase,
  json,
  renderInApp,
  type SentRequest,
  stubFetch,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { ScreeningScreen } from './screening-screen.tsx';
import { screeningContent, screeningQuestion, screeningServer } from './testing/screening-server.ts';

const REF = '2a4c6e8f-1b3d-4f5a-8c7e-9d0b2f4a6c8f';
const JOB_UUID = '3b5d7f9a-2c4e-4a6b-9d8f-0e1c3a5b7d90';
const JOB_ID = 42;
let activityId = 1900;

const content = (id: number) =>
  screeningContent(id, [
    screeningQuestion('q1', 'Can you work weekends?'),
    screeningQuestion('q2', 'Do you hold a driving licence?'),
  ]);

let disk: ReturnType<typeof installFullDisk>;
const sent: SentRequest[] = [];

beforeEach(() => {
  sent.length = 0;
  activityId++;
  disk = installFullDisk();
  const questions = screeningServer(JOB_ID, () => content(activityId));
  stubFetch(sent, (request) => {
    // The server's receipt repeats the device's count and hash (it finalises only on equal ones).
    if (request.path !== '/api/user-response/v1/assessment-answers/submit/') return questions(request);
    const { attempt_id, answer_count, answers_hash } = request.body as Record<string, unknown>;
    return json(200, { data: { attempt_id, answer_count, answers_hash, submitted_at: new Date().toISOString() } });
  });
});

afterEach(() => endFullDiskCase(disk));

describe('screening questions submitted on a full disk', () => {
  it('given every answer on disk and the disk full at the review, when Submit is pressed, then the screen moves on and the submission reaches the server once', async () => {
    renderInApp(() => (
      <ScreeningScreen
        activity={{ refId: REF, jobUuid: JOB_UUID, jobId: JOB_ID, activityId }}
        onSubmitted={() => undefined}
      />
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: /Can you work weekends/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(document.querySelector('.sq-saved')!.textContent).toContain('Saved on this device'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Do you hold a driving licence/ });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(document.querySelector('.sq-saved')!.textContent).toContain('Saved on this device'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { name: 'Check your answers' });

    disk.full = true;
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    // The submission is held in the page with the attempt's 'submitting': the screen says it is being sent.
    await screen.findByRole('heading', { name: 'Submitting…' });
    expect(screen.queryByRole('heading', { name: 'Check your answers' })).toBeNull();
    expect(screen.queryByText('Your answers could not be submitted on this device. Please try again.')).toBeNull();
    await drainOutbox();
    await drainOutbox();
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/api/user-response/v1/assessment-answers/submit/')).toHaveLength(1),
    );
    // The disk takes writes again: the receipt's effect runs, and the screen says submitted.
    disk.full = false;
    await drainOutbox();
    await screen.findByRole('heading', { name: 'Thank you, your answers have been submitted' });
    expect(sent.filter((s) => s.path === '/api/user-response/v1/assessment-answers/submit/')).toHaveLength(1);
  });
});
