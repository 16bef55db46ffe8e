/**
 * A typing run finished while the device's storage refuses writes (a full disk: IndexedDB's put and
 * add throw QuotaExceededError, as e2e/support/chaos/storage-full.ts makes it in the browser). The
 * finish is kept in the page (D302); its screen shows the result at once and says it is kept in
 * this tab only and to keep the tab open, never the running test or nothing (D317), and the result
 * reaches the server. The outbox, its Dexie database and the sync loop are the real ones; only
 * fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { typingRunDigest } from '../../../contracts/typing-test.ts';
import { getOfflineDb } from '../../offline/db.ts';
import { isHolding } from '../../offline/storage-failure.ts';
import { installFullDisk } from '../../offline/testing/full-disk.ts';
import {
  drainOutbox,
  endFullDiskCase,
  json,
  LEASE_HELD,
  LEASE_PATH,
  renderInApp,
  type SentRequest,
  stubFetch,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { TypingScreen } from './typing-screen.tsx';
import { typingTestOf, type RunBody } from './testing/typing-test-fixture.ts';

const REF = '2c4e6a8b-0d1f-4a3c-8e5b-7d9f1b3d5e7a';
let activityId = 1900;

const testOf = (id: number) => typingTestOf(REF, id);

let disk: ReturnType<typeof installFullDisk>;

const sent: SentRequest<RunBody>[] = [];
/** The server's answer to a run: scored, unless a case refuses it. */
let scoreReply: (body: RunBody) => Promise<Response>;

/** The server scores the run it is sent, with the run's own count and hash (its receipt). */
const scored = async (body: RunBody) =>
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

beforeEach(() => {
  sent.length = 0;
  activityId++;
  disk = installFullDisk();
  scoreReply = scored;
  stubFetch(sent, ({ path, body }) => {
    if (path.startsWith('/api/user-response/v1/typing-tests/')) return json(200, { data: testOf(activityId) });
    if (path === LEASE_PATH.heartbeat || path === LEASE_PATH.takeOver) return json(200, LEASE_HELD);
    if (path === '/api/user-response/v1/score-typing-tests/') return scoreReply(body!);
    return undefined;
  });
});

afterEach(() => endFullDiskCase(disk));

/** The typing test started, 'the cat' typed, then finished while the disk refuses writes: kept in this tab only. */
async function finishOnFullDisk() {
  renderInApp(() => (
    <TypingScreen
      activity={{ refId: REF, jobUuid: 'job-typing', activityId, title: 'Typing test', jobTitle: 'Remote Support' }}
      userId={9}
      onScored={() => undefined}
    />
  ));
  const start = await screen.findByRole<HTMLButtonElement>('button', { name: 'Start the typing test' });
  await waitFor(() => expect(start.disabled).toBe(false));
  fireEvent.click(start);
  const area = await screen.findByLabelText<HTMLTextAreaElement>('Type the passage here');
  fireEvent.change(area, { target: { value: 'the cat' } });
  disk.full = true;
  fireEvent.click(screen.getByRole('button', { name: 'Finish now' }));
  await screen.findByTestId('typing-kept-in-page');
}

describe('a typing run finished on a full disk (D317)', () => {
  it('given the disk refuses writes, when the run is finished, then its result shows at once with "kept in this tab only", and the server gets it', async () => {
    await finishOnFullDisk();

    const kept = await screen.findByTestId('typing-kept-in-page');
    expect(kept.textContent).toContain('Your result is kept in this tab only: this device could not store it.');
    expect(kept.textContent).toContain('keep this tab open until then');
    expect(screen.getByText('Your result')).toBeTruthy();
    expect(screen.queryByLabelText('Type the passage here')).toBeNull();
    expect(isHolding(getOfflineDb())).toBe(true);

    await drainOutbox();
    await waitFor(() => expect(screen.queryByTestId('typing-kept-in-page')).toBeNull());
    const runs = sent.filter((s) => s.path === '/api/user-response/v1/score-typing-tests/');
    expect(runs.map((r) => r.body?.typed_text)).toEqual(['the cat']);
  });

  it('given the server accepted the result while the disk still refuses writes, then the screen says the server has it and what to do, not "Sending", until the disk takes writes (D328)', async () => {
    await finishOnFullDisk();

    // Sent and scored; its 'submitted' is refused by the disk and held (D302).
    await drainOutbox();

    const received = await screen.findByTestId('typing-received-not-stored');
    expect(received.textContent).toContain('Your result has reached the server');
    expect(received.textContent).toContain('Free some space on this device');
    expect(screen.queryByText('Sending your result…')).toBeNull();
    expect(screen.queryByTestId('typing-kept-in-page')).toBeNull();

    disk.full = false;
    await drainOutbox();
    await screen.findByText('Your result has been received. Thank you!');
    expect(screen.queryByTestId('typing-received-not-stored')).toBeNull();
    expect(sent.filter((s) => s.path === '/api/user-response/v1/score-typing-tests/')).toHaveLength(1);
  });

  it('given the server refused the result while the disk still refuses writes, then the screen shows the reason and what to do, not "Sending", and offers to send it again once the disk takes writes (D334)', async () => {
    scoreReply = async () => json(413, { code: 'payload_too_large', message: 'Request body is too large' });
    await finishOnFullDisk();

    // Sent and refused; the refusal's effect is refused by the disk and held (D302).
    await drainOutbox();

    const refused = await screen.findByTestId('typing-refused');
    expect(refused.textContent).toContain('the record of your typing was too large');
    expect(refused.textContent).toContain('Free some space on this device');
    expect(screen.queryByText('Sending your result…')).toBeNull();
    // Sending again reads the refusal on disk: offered once it is there.
    expect(screen.queryByRole('button', { name: 'Send it again' })).toBeNull();

    disk.full = false;
    await drainOutbox();
    await screen.findByRole('button', { name: 'Send it again' });
    expect(screen.getByTestId('typing-refused').textContent).not.toContain('Free some space on this device');
    expect(sent.filter((s) => s.path === '/api/user-response/v1/score-typing-tests/')).toHaveLength(1);
  });
});
