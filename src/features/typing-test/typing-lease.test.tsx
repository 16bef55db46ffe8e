/**
 * Offline promise 10 on the typing test, through the outbox: no run starts on a page whose typing
 * test another device holds; a finished run the server refuses because another device holds the
 * activity stays on the device as typed, with the notice and no error; after "Continue on this
 * device" the same run is queued again and scored. Only the network (fetch) is stubbed; the outbox
 * is drained by the real sync loop and sender, into fake-indexeddb.
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
  LEASED,
  renderInApp,
  stubFetch,
  type SentRequest,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { TypingScreen } from './typing-screen.tsx';
import { typingTestOf, type RunBody } from './testing/typing-test-fixture.ts';

const REF = '4c6e8a0b-3d5f-4b7c-9e1a-2f4b6d8f0a3c';
let activityId = 800;

const testOf = (id: number) => typingTestOf(REF, id);

const sent: SentRequest<RunBody>[] = [];
let heartbeatReply: () => Response;
let scoreReply: (body: RunBody) => Promise<Response>;

/** The server's result: its scores and the receipt (count and hash) of the run it stored. */
const resultFor = async (body: RunBody) =>
  json(200, {
    data: {
      attempt_id: body.attempt_id,
      typing_passage_id: body.typing_passage_id,
      net_wpm: 41,
      raw_wpm: 44,
      accuracy: 97,
      corrections: 0,
      keystrokes: body.events.length,
      elapsed_ms: 9000,
      completed_at: '2026-11-21T10:05:00.000Z',
      ...(await typingRunDigest(body)),
    },
  });

beforeEach(() => {
  sent.length = 0;
  activityId++;
  heartbeatReply = () => json(200, LEASE_HELD);
  scoreReply = async () => json(409, LEASED);
  stubFetch(sent, ({ path, body }) => {
    if (path.startsWith('/api/user-response/v1/typing-tests/')) return json(200, { data: testOf(activityId) });
    if (path === LEASE_PATH.heartbeat) return heartbeatReply();
    if (path === LEASE_PATH.takeOver) return json(200, LEASE_HELD);
    if (path === '/api/user-response/v1/score-typing-tests/') return scoreReply(body!);
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(onScored: () => void) {
  const activity = { refId: REF, jobUuid: 'job-typing', activityId, title: 'Typing test', jobTitle: 'Remote Support' };
  renderInApp(() => <TypingScreen activity={activity} userId={9} onScored={onScored} />);
}

const runs = () => sent.filter((s) => s.method === 'POST' && s.path === '/api/user-response/v1/score-typing-tests/');
const startButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Start the typing test' });

describe('the typing test with one writer across devices (offline promise 10)', () => {
  it('given another device holds the typing test, then the page says so and no run starts', async () => {
    heartbeatReply = () => json(409, LEASED);
    renderScreen(() => undefined);
    expect((await screen.findByTestId('lease-notice')).dataset.lease).toBe('elsewhere');
    await waitFor(() => expect(startButton().disabled).toBe(true));
    fireEvent.click(startButton());
    expect(screen.queryByLabelText('Type the passage here')).toBeNull();
    expect(await findAttempt(REF, activityId)).toBeUndefined();
  });

  it('given a finished run refused because another device holds the activity, then the run is kept with the notice and no error; after continuing here the same run is sent again and scored', async () => {
    const onScored = vi.fn();
    renderScreen(onScored);
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/activity-lease/heartbeat/'))).toBe(true));
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    const area = await screen.findByLabelText<HTMLTextAreaElement>('Type the passage here');
    fireEvent.change(area, { target: { value: 'the cat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish now' }));
    await waitFor(async () => expect(await getOfflineDb().outbox.count()).toBe(1));
    await drainOutbox();

    const notice = await screen.findByTestId('lease-notice');
    expect(notice.dataset.lease).toBe('elsewhere');
    expect(notice.textContent).toContain('kept on this device');
    // The run stays finished (its result as computed here), not reopened for typing, and no error is shown.
    expect(await screen.findByText('Your result')).toBeTruthy();
    expect(screen.queryByLabelText('Type the passage here')).toBeNull();
    expect(screen.queryByRole('button', { name: /Continue the typing test|Start the typing test/ })).toBeNull();
    expect(screen.queryByText(/did not accept this result/)).toBeNull();
    const kept = await findAttempt(REF, activityId);
    expect(kept?.kindState).toMatchObject({
      kind: 'typing',
      run: { typedText: 'the cat', finishedAt: expect.any(String) },
    });
    expect(kept?.refusal?.code).toBe('attempt_leased');
    expect(await getOfflineDb().outbox.count()).toBe(0);
    expect(onScored).not.toHaveBeenCalled();

    scoreReply = resultFor;
    fireEvent.click(screen.getByTestId('lease-continue'));
    await waitFor(() => expect(screen.queryByTestId('lease-notice')).toBeNull());
    expect(sent.some((s) => s.path.endsWith('/activity-lease/take-over/'))).toBe(true);
    await waitFor(async () => expect(await getOfflineDb().outbox.count()).toBe(1));
    await drainOutbox();
    await waitFor(() => expect(onScored).toHaveBeenCalled());
    const [refused, accepted] = runs();
    expect(accepted!.body).toMatchObject({
      attempt_id: refused!.body!.attempt_id,
      typed_text: 'the cat',
      events: refused!.body!.events,
    });
    expect(accepted!.key).not.toBe(refused!.key);
    expect(await findAttempt(REF, activityId)).toMatchObject({
      status: 'submitted',
      kindState: { kind: 'typing', run: { result: { net_wpm: 41 } } },
    });
  });
});
