/**
 * A file attached to a screening question while the device's storage refuses writes (a full disk:
 * IndexedDB's put and add throw QuotaExceededError, as e2e/support/chaos/storage-full.ts makes it
 * in the browser). The file is held in the page with its answer (D347); the question shows it
 * attached and says it is kept in this tab only, never that it could not be saved nor "Saved on
 * this device"; once uploaded it says "Uploaded". The outbox, its Dexie database and the uploader
 * are the real ones; only fetch and the upload's send are stubbed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AnswerFileUploader } from '../../offline/answer-files.ts';
import { getOfflineDb, type AnswerFileRecord } from '../../offline/db.ts';
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
import { LICENCE_QUESTION, screeningContent, screeningServer } from './testing/screening-server.ts';

const REF = '4b6d8f0a-3c5e-4a7b-8d9f-1e2c4a6b8d0f';
const JOB_UUID = '5c7e9a1b-4d6f-4b8c-9e0a-2f3d5b7c9e1a';
const JOB_ID = 43;
let activityId = 2800;

let disk: ReturnType<typeof installFullDisk>;
const sent: SentRequest[] = [];

beforeEach(() => {
  sent.length = 0;
  activityId++;
  disk = installFullDisk();
  stubFetch(
    sent,
    screeningServer(JOB_ID, () => screeningContent(activityId, [LICENCE_QUESTION])),
  );
});

afterEach(() => endFullDiskCase(disk));

const fileStatus = () => document.querySelector('.sq-file-status')!.textContent ?? '';

describe('a file attached to a screening question on a full disk (D347)', () => {
  it('given the disk refuses writes, when a file is attached, then it shows attached and kept in this tab only, and "Uploaded" once it is up', async () => {
    renderInApp(() => (
      <ScreeningScreen
        activity={{ refId: REF, jobUuid: JOB_UUID, jobId: JOB_ID, activityId }}
        onSubmitted={() => undefined}
      />
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const input = await screen.findByLabelText<HTMLInputElement>(/Attach your driving licence/);
    await drainOutbox();

    disk.full = true;
    const licence = new File(['%PDF-1.4\n%%EOF\n'], 'licence.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [licence] } });

    await waitFor(() => expect(fileStatus()).toContain('Attached: licence.pdf'));
    await waitFor(() => expect(fileStatus()).toContain('Kept in this tab only: this device could not store it.'));
    expect(fileStatus()).not.toContain('Saved on this device');
    expect(document.body.textContent).not.toContain('could not be saved');
    expect(isHolding(getOfflineDb())).toBe(true);

    const uploaded: AnswerFileRecord[] = [];
    await new AnswerFileUploader({
      online: () => true,
      send: async (file) => {
        uploaded.push(file);
        return { kind: 'ok', data: {} };
      },
    }).tick();
    expect(uploaded.map((f) => f.fileName)).toEqual(['licence.pdf']);
    await waitFor(() => expect(fileStatus()).toContain('Uploaded'));
    expect(fileStatus()).not.toContain('Kept in this tab only');
  });
});
