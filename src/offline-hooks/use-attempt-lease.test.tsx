/** Offline promise 10 for attempts kept in Dexie, the page's side: the flavour's heartbeat runs only while enabled and open, and the record's lease says why the page may not write. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { AttemptRecord } from '../offline/db.ts';
import type { HeartbeatOutcome } from '../offline/lease-beat.ts';
import { useAttemptLease } from './use-attempt-lease.ts';

const attempt = (over: Partial<AttemptRecord> = {}): AttemptRecord => ({
  attemptId: 'a-1',
  refId: '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b',
  jobStepActivityId: 7,
  createdAt: '2026-11-21T10:00:00.000Z',
  status: 'in-progress',
  ...over,
});

function flavour() {
  const beats: AttemptRecord[] = [];
  const beat = (record: AttemptRecord): Promise<HeartbeatOutcome> => {
    beats.push(record);
    return Promise.resolve({ nextInMs: 60_000 });
  };
  return { beats, beat };
}

afterEach(cleanup);

describe('useAttemptLease', () => {
  it("given an open attempt this page owns, then the flavour's heartbeat beats for it, and no problem is said", async () => {
    const { beats, beat } = flavour();
    const { result } = renderHook(() => useAttemptLease(attempt(), [], true, beat));
    await waitFor(() => expect(beats).toHaveLength(1));
    expect(beats[0]).toMatchObject({ attemptId: 'a-1', jobStepActivityId: 7 });
    expect(result.current).toBeUndefined();
  });

  it('given a page that does not own the attempt, or a submitted attempt, then nothing beats', async () => {
    const { beats, beat } = flavour();
    renderHook(() => useAttemptLease(attempt(), [], false, beat));
    renderHook(() => useAttemptLease(attempt({ status: 'submitted' }), [], true, beat));
    // An attempt this page owns, shown after them: once it has beaten, theirs would have too.
    renderHook(() => useAttemptLease(attempt({ attemptId: 'a-2' }), [], true, beat));
    await waitFor(() => expect(beats).not.toHaveLength(0));
    expect(beats.map((record) => record.attemptId)).toEqual(['a-2']);
  });

  it("given another device's lease recorded on the attempt, then the hook says so", () => {
    const { beat } = flavour();
    const lease = {
      kind: 'elsewhere',
      lastActiveAt: '2026-11-21T10:00:40.000Z',
      leaseExpiresAt: '2026-11-21T10:02:10.000Z',
    } as const;
    const { result } = renderHook(() => useAttemptLease(attempt({ lease }), [], false, beat));
    expect(result.current).toMatchObject({ kind: 'elsewhere', lastActiveAt: '2026-11-21T10:00:40.000Z' });
  });
});
