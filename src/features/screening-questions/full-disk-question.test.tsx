/**
 * A screening question answered while the device's storage refuses writes (a full disk: IndexedDB's
 * put and add throw QuotaExceededError, as e2e/support/chaos/storage-full.ts makes it in the
 * browser). The answer is kept in the page (D195); the question says it is kept in this tab only
 * and to keep it open, never "Saved on this device", and says so again after Back, until the
 * server has it (D317), as a questionnaire's question does; then "Saved" until the disk has it. The outbox, its Dexie database and the
 * sync loop are the real ones; only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getOfflineDb } from '../../offline/db.ts';
import { isHolding } from '../../offline/storage-failure.ts';
import { installFullDisk } from '../../offline/testing/full-disk.ts';
import {
  drainOutbox,
  endFullDiskCase,
  renderInApp,
  type SentRequest,
  stubFetch,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { ScreeningScreen } from './screening-screen.tsx';
import { screeningContent, screeningQuestion, screeningServer } from './testing/screening-server.ts';

const REF = '2a4c6e8f-1b3d-4f5a-8c7e-9d0b2f4a6c8e';
const JOB_UUID = '3b5d7f9a-2c4e-4a6b-9d8f-0e1c3a5b7d9f';
const JOB_ID = 41;
let activityId = 1700;

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
  stubFetch(
    sent,
    screeningServer(JOB_ID, () => content(activityId)),
  );
});

afterEach(() => endFullDiskCase(disk));

const status = () => document.querySelector('.sq-saved')!.textContent ?? '';
const KEPT = 'Kept in this tab only: this device could not store it.';

describe('a screening question answered on a full disk (D317)', () => {
  it('given the disk refuses writes, when Yes is chosen, then the question says it is kept in this tab only (not saved on this device), again after Back, "Saved" once the server has it, and "Saved on this device" once it is on disk', async () => {
    renderInApp(() => (
      <ScreeningScreen
        activity={{ refId: REF, jobUuid: JOB_UUID, jobId: JOB_ID, activityId }}
        onSubmitted={() => undefined}
      />
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: /Can you work weekends/ });
    await drainOutbox();

    disk.full = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));

    await waitFor(() => expect(status()).toContain(KEPT));
    expect(status()).toContain('keep this tab open until then');
    expect(status()).not.toContain('Saved on this device');
    expect(isHolding(getOfflineDb())).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Do you hold a driving licence/ });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: /Can you work weekends/ });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    await waitFor(() => expect(status()).toContain(KEPT));

    // The server gets it while the disk still refuses: saved, but not on this device.
    await drainOutbox();
    await waitFor(() => expect(status()).not.toContain(KEPT));
    expect(status()).toContain('Saved');
    expect(status()).not.toContain('Saved on this device');
    expect(sent.filter((s) => s.path === '/api/user-response/v1/assessment-answers/')).toHaveLength(1);

    // The disk takes writes again: the answer is stored, and the question says so.
    disk.full = false;
    await drainOutbox();
    await waitFor(() => expect(status()).toContain('Saved on this device'));
    expect(isHolding(getOfflineDb())).toBe(false);
  });
});
