/**
 * A refusal is never silent (offline promise 6): a finished run the server refuses for
 * good (here 413, the log once too large) stays finished on the screen with the reason in the
 * candidate's words and "Send it again", never reopened as "Continue the typing test"; sent again,
 * the same run is scored. Only the network (fetch) is stubbed; the outbox is drained by the real
 * sync loop and sender, into fake-indexeddb.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { typingRunDigest } from '../../../contracts/typing-test.ts';
import { findAttempt } from '../../offline/attempts.ts';
import { getOfflineDb } from '../../offline/db.ts';
import {
  drainOutbox,
  json,
  LEASE_HELD,
  LEASE_PATH,
  renderInApp,
  stubFetch,
  type SentRequest,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { TypingScreen } from './typing-screen.tsx';
import { typingTestOf, type RunBody } from './testing/typing-test-fixture.ts';

const REF = '5d7f9b1c-4e6a-4c8d-8f2b-3a5c7e9b1d4f';
let activityId = 900;

const testOf = (id: number) => typingTestOf(REF, id);

const sent: SentRequest<RunBody>[] = [];
let scoreReply: (body: RunBody) => Promise<Response>;

const TOO_LARGE = { code: 'payload_too_large', message: 'Request body is too large' };

beforeEach(() => {
  sent.length = 0;
  activityId++;
  scoreReply = async () => json(413, TOO_LARGE);
  stubFetch(sent, ({ path, body }) => {
    if (path.startsWith('/api/user-response/v1/typing-tests/')) return json(200, { data: testOf(activityId) });
    if (path === LEASE_PATH.heartbeat || path === LEASE_PATH.takeOver) return json(200, LEASE_HELD);
    if (path === '/api/user-response/v1/score-typing-tests/') return scoreReply(body!);
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const runs = () => sent.filter((s) => s.method === 'POST' && s.path === '/api/user-response/v1/score-typing-tests/');

describe('a typing result the server refuses for good', () => {
  it('given a finished run refused with 413, then the result stays on screen with the reason and "Send it again" (no Continue); sent again, the same run is scored', async () => {
    const onScored = vi.fn();
    const activity = {
      refId: REF,
      jobUuid: 'job-typing',
      activityId,
      title: 'Typing test',
      jobTitle: 'Remote Support',
    };
    renderInApp(() => <TypingScreen activity={activity} userId={9} onScored={onScored} />);
    const start = await screen.findByRole<HTMLButtonElement>('button', { name: 'Start the typing test' });
    await waitFor(() => expect(start.disabled).toBe(false));
    fireEvent.click(start);
    const area = await screen.findByLabelText<HTMLTextAreaElement>('Type the passage here');
    fireEvent.change(area, { target: { value: 'the cat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish now' }));
    await waitFor(async () => expect(await getOfflineDb().outbox.count()).toBe(1));
    await drainOutbox();

    const refused = await screen.findByTestId('typing-refused');
    expect(refused.textContent).toContain('the record of your typing was too large to send');
    expect(screen.getByText('Your result')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue the typing test|Start the typing test/ })).toBeNull();
    expect(screen.queryByLabelText('Type the passage here')).toBeNull();
    expect(await getOfflineDb().outbox.count()).toBe(0);
    expect((await findAttempt(REF, activityId))?.refusal?.code).toBe('payload_too_large');

    scoreReply = async (body) =>
      json(200, {
        data: {
          attempt_id: body.attempt_id,
          typing_passage_id: body.typing_passage_id,
          net_wpm: 41,
          raw_wpm: 44,
          accuracy: 100,
          corrections: 0,
          keystrokes: body.events.length,
          elapsed_ms: 9000,
          completed_at: '2026-11-21T10:05:00.000Z',
          ...(await typingRunDigest(body)),
        },
      });
    fireEvent.click(screen.getByRole('button', { name: 'Send it again' }));
    await waitFor(async () => expect(await getOfflineDb().outbox.count()).toBe(1));
    await drainOutbox();
    await waitFor(() => expect(onScored).toHaveBeenCalled());
    const [first, again] = runs();
    expect(again!.body).toMatchObject({ attempt_id: first!.body!.attempt_id, typed_text: 'the cat' });
    expect(again!.key).not.toBe(first!.key);
    expect(await findAttempt(REF, activityId)).toMatchObject({ status: 'submitted' });
  });
});
