/**
 * A language test part finished while the device's storage refuses writes (a full disk: IndexedDB's
 * put and add throw QuotaExceededError, as e2e/support/chaos/storage-full.ts makes it in the
 * browser). The completion is held in the page (D334); the screen shows the part finished and kept
 * in this tab only (D346), never the part's question again nor "In progress"; once the server has
 * it, "Complete", whether the disk takes writes yet or not. The outbox, its Dexie database
 * and the sync loop are the real ones; only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompletePart, LanguageAnswer, LanguageTestContent } from '../../../contracts/language-test.ts';
import { deviceActivities, trackerStatus } from '../../offline/activity-progress.ts';
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
import { LanguageTestScreen } from './language-test-screen.tsx';
import { readingPart } from './testing/reading-part.ts';

const REF = '5d7f9b1c-3e5a-4c7e-9b1d-3f5a7c9e1b3d';
const PART = 41;
let activityId = 2600;
let disk: ReturnType<typeof installFullDisk>;
const sent: SentRequest<LanguageAnswer | CompletePart>[] = [];

const content = (): LanguageTestContent => ({
  ref_id: REF,
  job_step_activity_id: activityId,
  job_id: 3,
  title: 'English test',
  adapter: 'built-in',
  is_completed: false,
  parts: [readingPart(PART, 'reading|en|en')],
});

beforeEach(() => {
  sent.length = 0;
  activityId++;
  disk = installFullDisk();
  stubFetch(sent, ({ path, body }) => {
    if (path === `/api/user-response/v1/language-test/${REF}/`) return json(200, { data: content() });
    if (path === LEASE_PATH.heartbeat || path === LEASE_PATH.takeOver) return json(200, LEASE_HELD);
    if (path === '/api/user-response/v1/language-test/answer/') {
      const answer = body as LanguageAnswer;
      return json(200, {
        data: { vendor_assessment_id: PART, item_id: answer.item_id, revision: answer.revision, applied: true },
      });
    }
    if (path === '/api/user-response/v1/language-test/complete-part/') {
      const part = body as CompletePart;
      return json(200, {
        data: {
          vendor_assessment_id: PART,
          status: 'completed',
          completed_at: '2026-11-30T06:00:00.000Z',
          answer_count: part.answer_count,
          answers_hash: part.answers_hash,
          is_activity_completed: true,
        },
      });
    }
    return undefined;
  });
});

afterEach(() => endFullDiskCase(disk));

/** What the progress tracker shows of the test, from this device, before the server says it is complete. */
const tracker = async () => trackerStatus({ is_completed: false }, 0, (await deviceActivities(REF)).get(activityId));
const partRow = () => screen.getByRole('heading', { name: 'Reading', level: 2 }).closest('li')!;

describe('a language test part finished on a full disk (D346)', () => {
  it('given the disk refuses writes, when the part is finished, then the parts show it finished and kept in this tab only, and the server gets it', async () => {
    renderInApp(() => (
      <LanguageTestScreen
        activity={{
          refId: REF,
          jobUuid: 'job-language',
          activityId,
          title: 'English test',
          partId: PART,
          questionIndex: 0,
        }}
      />
    ));
    fireEvent.click(await screen.findByRole('radio', { name: 'At nine' }));
    await waitFor(() =>
      expect(document.querySelector('.lt-saved-slot')!.textContent).toContain('Saved on this device'),
    );

    disk.full = true;
    fireEvent.click(screen.getByRole('button', { name: 'Finish this part' }));

    // The parts, not the question: "In progress" and the question again were shown before D346.
    await screen.findByRole('heading', { name: 'English test', level: 1 });
    expect(isHolding(getOfflineDb())).toBe(true);
    expect(partRow().textContent).toContain('Complete, waiting to send');
    await waitFor(() =>
      expect(partRow().textContent).toContain('Kept in this tab only: this device could not store it.'),
    );
    expect(partRow().textContent).not.toContain('In progress');
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'At nine' })).toBeNull();
    // The test's only part, so its last: the tracker says the test is sent, not "Continue" (D355).
    expect(await tracker()).toBe('sent');

    // The server accepts it while the disk still refuses writes: complete, no longer "kept" nor "waiting".
    await drainOutbox();
    await waitFor(() => expect(partRow().textContent).toBe('Reading✓ Complete'));
    expect(isHolding(getOfflineDb())).toBe(true);

    disk.full = false;
    await drainOutbox();
    expect(isHolding(getOfflineDb())).toBe(false);
    await waitFor(() => expect(partRow().textContent).toBe('Reading✓ Complete'));
    const parts = sent.filter((s) => s.path === '/api/user-response/v1/language-test/complete-part/');
    expect(parts).toHaveLength(1);
    expect(parts[0]!.body).toMatchObject({ vendor_assessment_id: PART, answer_count: 1 });
    expect(await tracker()).toBe('completed');
  });
});
