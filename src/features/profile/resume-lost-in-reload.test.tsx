/**
 * A resume chosen offline on a full disk lives in the page only (D347); a reload before it is
 * uploaded or stored loses it (D354). After the reload the application form names the lost file and
 * asks for it again, until another file is chosen. A reload is the app's modules loading anew
 * (vi.resetModules: the page's memory gone) over the same IndexedDB and the same tab's session.
 * The form screen, the outbox and its Dexie database are the real ones; only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFullDisk } from '../../offline/testing/full-disk.ts';
import { json, LEASE_HELD, LEASE_PATH, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { applicationFormOf } from './testing/application-form-fixture.ts';

const REF = '5c7e9a1b-3d5f-4b7c-9e1a-2b4d6f8a0c3e';
let activityId = 1700;
/** The job's resume rule (the form's is_resume_required). */
let isResumeRequired = true;

let disk: ReturnType<typeof installFullDisk>;
const sent: SentRequest[] = [];

beforeEach(() => {
  activityId++;
  isResumeRequired = true;
  sent.length = 0;
  disk = installFullDisk();
  stubFetch(sent, ({ method, path }) => {
    if (path.startsWith('/api/user-response/v1/application-form/') && method === 'GET')
      return json(200, {
        data: applicationFormOf(REF, activityId, {
          activity_type: 'resume',
          title: 'Resume',
          is_resume_required: isResumeRequired,
        }),
      });
    if (path === LEASE_PATH.heartbeat) return json(200, LEASE_HELD);
    return undefined;
  });
});

afterEach(async () => {
  await closePage();
  disk.restore();
  vi.unstubAllGlobals();
});

function setOnline(isOnline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: isOnline });
  act(() => void window.dispatchEvent(new Event(isOnline ? 'online' : 'offline')));
}

/** The page goes, as a reload ends it: its screen and its database connection. */
async function closePage() {
  cleanup();
  const { getOfflineDb } = await import('../../offline/db.ts');
  getOfflineDb().close({ disableAutoOpen: false });
}

/** The form as a page of the app loads it, online: its modules anew, the disk and the tab's session as they are. */
async function openPage() {
  await closePage();
  vi.resetModules();
  // The page starts online; the query cache's network state, which followed the browser's events only while a screen listened, too.
  setOnline(true);
  (await import('@tanstack/react-query')).onlineManager.setOnline(true);
  const { renderInApp } = await import('../../offline-hooks/testing/lease-kit.tsx');
  const { ApplicationFormScreen } = await import('./application-form-screen.tsx');
  renderInApp(() => (
    <ApplicationFormScreen userId={9} refId={REF} activityId={activityId} onSubmitted={() => undefined} />
  ));
  return screen.findByLabelText<HTMLInputElement>(/Upload your resume/);
}

const resumeField = () => document.querySelector('.resume-upload')?.textContent ?? '';
const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
const lostLine =
  'cv.pdf was not kept: this page was reloaded or closed before this device could store or send it. Please choose your resume again.';

/** Every text the resume field showed from now until stop(), each DOM change counted. */
function fieldsSeen() {
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(resumeField()));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    stop: () => {
      observer.disconnect();
      return texts;
    },
  };
}

const formsSent = () => sent.filter((s) => s.method === 'POST' && s.path === '/api/user-response/v1/application-form/');

/** What the page's background loop does: upload the files, then send the queued entries, a submission after its files. */
async function drainWithFiles(uploaded: string[] = []) {
  const { getOfflineDb } = await import('../../offline/db.ts');
  const { AnswerFileUploader, holdForFiles } = await import('../../offline/answer-files.ts');
  const { sendEntry } = await import('../../offline/send.ts');
  const { SyncLoop } = await import('../../offline/sync-loop.ts');
  // The server takes every file (its upload has tests of its own).
  await new AnswerFileUploader({
    send: (file) => {
      uploaded.push(file.fileName);
      return Promise.resolve({ kind: 'ok', data: undefined });
    },
  }).tick();
  await new SyncLoop({ db: getOfflineDb(), send: sendEntry, holdEntry: holdForFiles(), random: () => 0 }).drain({
    force: true,
  });
}

/** Offline, a resume chosen while the disk refuses writes: kept in this tab only. */
async function chooseOffline(input: HTMLInputElement, name: string) {
  setOnline(false);
  fireEvent.change(input, { target: { files: [pdf(name)] } });
  await waitFor(() => expect(resumeField()).toContain(name));
}

describe('a resume held in the tab on a full disk, and a reload (D354)', () => {
  it('given a resume kept in this tab only, when the page reloads, then the form names the lost file until another is chosen', async () => {
    disk.full = true;
    await chooseOffline(await openPage(), 'cv.pdf');
    await waitFor(() => expect(resumeField()).toContain('Kept in this tab only'));
    expect(resumeField()).not.toContain('was not kept');

    disk.full = false;
    const input = await openPage();
    await waitFor(() => expect(resumeField()).toContain(lostLine));

    const seen = fieldsSeen();
    await chooseOffline(input, 'cv-2.pdf');
    await waitFor(() => expect(resumeField()).not.toContain('was not kept'));
    expect(resumeField()).toContain('Queued on this device');
    // Never the lost name beside the resume chosen again.
    expect(seen.stop().filter((text) => text.includes('cv-2.pdf') && text.includes('was not kept'))).toEqual([]);

    // Nor does the next page ask for it: the resume chosen again is on the device.
    await openPage();
    await waitFor(() => expect(resumeField()).toContain('cv-2.pdf'));
    expect(resumeField()).not.toContain('was not kept');
  });

  it('given a resume kept in this tab only and the form submitted offline once the disk took writes, when the page reloads, then the form waits for a resume chosen again and goes with it, never without it', async () => {
    disk.full = true;
    await chooseOffline(await openPage(), 'cv.pdf');
    await waitFor(() => expect(resumeField()).toContain('Kept in this tab only'));
    disk.full = false;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const { readApplicationAttempt } = await import('../../offline/application-form.ts');
    await waitFor(async () => expect((await readApplicationAttempt(REF, activityId))?.status).toBe('submitting'));

    const input = await openPage();
    // The lost name shows at once; that the form waits for it, once this device's record of the submission is read.
    await waitFor(() => expect(resumeField()).toContain('Your submitted form waits for it'));
    expect(resumeField()).toContain(lostLine);
    expect(input.disabled).toBe(false);
    // Online, the queued form is not sent without the resume it was submitted with.
    await drainWithFiles();
    expect(formsSent()).toHaveLength(0);

    await chooseOffline(input, 'cv-2.pdf');
    await waitFor(() => expect(resumeField()).not.toContain('was not kept'));
    setOnline(true);
    const uploaded: string[] = [];
    await drainWithFiles(uploaded);
    expect(uploaded).toEqual(['cv-2.pdf']);
    expect(formsSent()).toHaveLength(1);
  });

  it('given an optional resume a reload lost after the form was submitted, when the candidate sends the form without it, then the form goes once with no file, and a required resume offers no such way', async () => {
    isResumeRequired = false;
    disk.full = true;
    await chooseOffline(await openPage(), 'cv.pdf');
    await waitFor(() => expect(resumeField()).toContain('Kept in this tab only'));
    disk.full = false;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const { readApplicationAttempt } = await import('../../offline/application-form.ts');
    await waitFor(async () => expect((await readApplicationAttempt(REF, activityId))?.status).toBe('submitting'));

    await openPage();
    await waitFor(() => expect(resumeField()).toContain('Your submitted form waits for it'));
    expect(resumeField()).toContain(lostLine);
    await drainWithFiles();
    expect(formsSent()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send the form without it' }));
    await waitFor(() => expect(resumeField()).not.toContain('was not kept'));
    // The waiting form's status takes the focus from the button, gone with the lost name.
    expect(document.activeElement?.textContent).toContain('Submitted on this device');
    const uploaded: string[] = [];
    await drainWithFiles(uploaded);
    expect(uploaded).toEqual([]);
    expect(formsSent()).toHaveLength(1);

    // The same form with a required resume: it waits, with no way to send it without one.
    activityId++;
    isResumeRequired = true;
    disk.full = true;
    await chooseOffline(await openPage(), 'cv.pdf');
    await waitFor(() => expect(resumeField()).toContain('Kept in this tab only'));
    disk.full = false;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(async () => expect((await readApplicationAttempt(REF, activityId))?.status).toBe('submitting'));
    await openPage();
    // Not before the page knows the form waits: until then no form would offer the button.
    await waitFor(() => expect(resumeField()).toContain('Your submitted form waits for it'));
    expect(resumeField()).toContain(lostLine);
    expect(screen.queryByRole('button', { name: 'Send the form without it' })).toBeNull();
  });

  it('given a resume kept in this tab only, when the page reloads with the disk still full, then the form names it too', async () => {
    disk.full = true;
    await chooseOffline(await openPage(), 'cv.pdf');
    await waitFor(() => expect(resumeField()).toContain('Kept in this tab only'));

    await openPage();
    await waitFor(() => expect(resumeField()).toContain(lostLine));
    expect(resumeField()).not.toContain('Kept in this tab only');
  });
});
