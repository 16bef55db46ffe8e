/**
 * The tab's note of files held in memory (D354): a reload is the module loading again in the same
 * tab (sessionStorage kept, the page's memory gone), as vi.resetModules and a fresh import make it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerFileRecord } from './records.ts';

const ATTEMPT = '0d6c1f2e-8a3b-4c5d-9e6f-7a8b9c0d1e2f';
const ACTIVITY = { refId: 'ref', activityId: 5 };

const file = (fileId: string, itemId: string, status: AnswerFileRecord['status']): AnswerFileRecord => ({
  fileId,
  attemptId: ATTEMPT,
  itemId,
  refId: 'ref',
  jobStepActivityId: 5,
  blob: new Blob(['x']),
  fileName: `${fileId}.pdf`,
  size: 1,
  status,
  failures: 0,
  nextAttemptAt: 0,
  createdAt: '2026-11-30T10:00:00.000Z',
});

/** A new page of the same tab: the module's memory is gone, the tab's session is not. */
async function reload() {
  vi.resetModules();
  return import('./lost-in-tab.ts');
}

afterEach(() => sessionStorage.clear());

describe("the tab's note of held files (D354)", () => {
  it('given files held and not uploaded when the page goes, then the next page names them lost until attached again', async () => {
    const first = await reload();
    first.noteHeldFiles([file('a', 'q1', 'queued'), file('b', 'q2', 'uploading'), file('c', 'q3', 'done')]);
    expect(first.lostFiles(ACTIVITY).size).toBe(0);

    const second = await reload();
    expect([...second.lostFiles(ACTIVITY).values()].map((f) => [f.itemId, f.fileName])).toEqual([
      ['q1', 'a.pdf'],
      ['q2', 'b.pdf'],
    ]);
    expect(second.lostFiles({ refId: 'ref', activityId: 6 }).size).toBe(0);

    // Still lost after one more reload, with nothing held meanwhile; attaching again forgets it.
    const third = await reload();
    third.forgetLostFile(ACTIVITY, 'q1');
    expect([...third.lostFiles(ACTIVITY).keys()]).toEqual(['q2']);
    expect([...(await reload()).lostFiles(ACTIVITY).keys()]).toEqual(['q2']);
  });

  it('given a held file uploaded or stored before the page goes, then nothing is lost', async () => {
    const first = await reload();
    first.noteHeldFiles([file('a', 'q1', 'queued')]);
    first.noteHeldFiles([file('a', 'q1', 'done')]);
    expect((await reload()).lostFiles(ACTIVITY).size).toBe(0);

    const again = await reload();
    again.noteHeldFiles([file('b', 'q1', 'queued')]);
    // persistHeld stored it: nothing held any more.
    again.noteHeldFiles([]);
    expect((await reload()).lostFiles(ACTIVITY).size).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
