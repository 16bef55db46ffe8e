/**
 * A file attached to a screening question on a full disk lives in the page only (D347); a reload
 * before it is uploaded or stored loses it (D354). Before the page goes the browser is asked to
 * warn (the storage notice, its own test); after the reload the question names the lost file and
 * asks for it again, and attaching one ends that. A reload is the app's modules loading anew
 * (vi.resetModules: the page's memory gone) over the same IndexedDB and the same tab's session.
 * The outbox, its Dexie database and the screens are the real ones; only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFullDisk } from '../../offline/testing/full-disk.ts';
import { stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { closePage } from '../../offline-hooks/testing/page-reload.ts';
import { LICENCE_QUESTION, screeningContent, screeningServer } from './testing/screening-server.ts';

const REF = '6d8f0a2c-5e7a-4c9b-8f1d-3a4c6e8f0b2d';
const JOB_UUID = '7e9a1b3d-6f8b-4d0c-9a2e-4b5d7f9a1c3e';
const JOB_ID = 44;
let activityId = 2900;

let disk: ReturnType<typeof installFullDisk>;
const sent: SentRequest[] = [];

beforeEach(() => {
  activityId++;
  disk = installFullDisk();
  stubFetch(
    sent,
    screeningServer(JOB_ID, () => screeningContent(activityId, [LICENCE_QUESTION])),
  );
});

afterEach(async () => {
  await closePage();
  disk.restore();
  vi.unstubAllGlobals();
});

/** The screening screen as a page of the app loads it: its modules anew, the disk and the tab's session as they are. */
async function openPage() {
  await closePage();
  vi.resetModules();
  const { renderInApp } = await import('../../offline-hooks/testing/lease-kit.tsx');
  const { ScreeningScreen } = await import('./screening-screen.tsx');
  renderInApp(() => (
    <ScreeningScreen
      activity={{ refId: REF, jobUuid: JOB_UUID, jobId: JOB_ID, activityId }}
      onSubmitted={() => undefined}
    />
  ));
}

const fileStatus = () => document.querySelector('.sq-file-status')?.textContent ?? '';
const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/** Every text the file's status showed from now until stop(), each DOM change counted. */
function statusesSeen() {
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(fileStatus()));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    stop: () => {
      observer.disconnect();
      return texts;
    },
  };
}

const lostLine =
  'licence.pdf was not kept: this page was reloaded or closed before this device could store or send it. Please attach it again.';

/** The first page: the questions started, then a file attached while the disk refuses writes, kept in this tab only. */
async function attachOnFullDisk() {
  await openPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  const input = await screen.findByLabelText<HTMLInputElement>(/Attach your driving licence/);
  disk.full = true;
  fireEvent.change(input, { target: { files: [pdf('licence.pdf')] } });
  await waitFor(() => expect(fileStatus()).toContain('Kept in this tab only'));
}

describe('a file held in the tab on a full disk, and a reload (D354)', () => {
  it('given a file kept in this tab only, when the page reloads with the disk still full, then the attempt on the device goes on, names the file lost and keeps the one attached again in this tab', async () => {
    await attachOnFullDisk();

    await openPage();
    // The disk still refuses writes, and the attempt begun on the device resumes there (D375), not online only.
    const input = await screen.findByLabelText<HTMLInputElement>(/Attach your driving licence/);
    expect(screen.queryByTestId('online-only-notice')).toBeNull();
    await waitFor(() => expect(fileStatus()).toContain(lostLine));
    expect(fileStatus()).not.toContain('Attached:');

    const seen = statusesSeen();
    fireEvent.change(input, { target: { files: [pdf('licence-2.pdf')] } });
    // The end state is the disk refusing the new file too; on the way there the lost line goes as soon as it shows.
    await waitFor(() => expect(fileStatus()).toContain('Kept in this tab only'));
    expect(fileStatus()).toContain('Attached: licence-2.pdf');
    expect(seen.stop().filter((text) => text.includes('Attached:') && text.includes('was not kept'))).toEqual([]);
  });

  it('given a file kept in this tab only, when the page reloads once the disk takes writes, then the question names it lost until a file is attached again', async () => {
    await attachOnFullDisk();
    disk.full = false;

    await openPage();
    // The attempt on disk resumes at its unanswered question.
    const input = await screen.findByLabelText<HTMLInputElement>(/Attach your driving licence/);
    await waitFor(() => expect(fileStatus()).toContain(lostLine));
    expect(fileStatus()).not.toContain('Attached:');

    const seen = statusesSeen();
    fireEvent.change(input, { target: { files: [pdf('licence-2.pdf')] } });
    await waitFor(() => expect(fileStatus()).toContain('Saved on this device'));
    expect(fileStatus()).toContain('Attached: licence-2.pdf');
    expect(seen.stop().filter((text) => text.includes('Attached:') && text.includes('was not kept'))).toEqual([]);

    // Nor does the next page ask for it: it resumes at the review, all answered.
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: /Change/ }));
    await screen.findByLabelText(/Attach your driving licence/);
    await waitFor(() => expect(fileStatus()).toContain('Attached: licence-2.pdf'));
    expect(fileStatus()).not.toContain('was not kept');
  });
});
