/**
 * A skills test section started or finished while the device's storage refuses writes (a full disk,
 * src/offline/testing/full-disk.ts). Found by the chaos test (seed 6621, `--kinds skills`): the
 * close's transaction threw, the screen's button stayed busy and nothing was said until the
 * countdown ran out. Now the device run answers "storage full", the notice says what to do, and
 * the same press works once the disk takes writes again. The final submission, which follows the
 * last close by itself, threw too and left "Submitting your skills test…" with nothing sent: it is
 * now held in the page with the attempt's 'submitting' and sent from there (D195).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, renderHook, screen } from '@testing-library/react';
import { beginRecord } from '../../offline/attempts.ts';
import { getOfflineDb, type AttemptRecord } from '../../offline/db.ts';
import { heldAttemptChanges } from '../../offline/storage-failure.ts';
import { getTimer } from '../../offline/skills-test.ts';
import { installFullDisk } from '../../offline/testing/full-disk.ts';
import {
  drainOutbox,
  endFullDiskCase,
  json,
  stubFetch,
  type SentRequest,
} from '../../offline-hooks/testing/lease-kit.tsx';
import type { SkillsTestSection } from '../../../contracts/skills-test.ts';
import { FailureNotice } from './answer-status.tsx';
import { useDeviceRun } from './skills-run.ts';

const REF = '7a1e2c3d-4b5f-4a6e-8c7d-9e0f1a2b3c4d';
const SECTION = { skills_test_section_id: 31, minutes: 5 } as SkillsTestSection;
let activityId = 3100;
let attempt: AttemptRecord;
let disk: ReturnType<typeof installFullDisk>;

beforeEach(async () => {
  activityId++;
  disk = installFullDisk();
  // Nothing is answered by a server here: every send waits, as offline.
  stubFetch([], () => Promise.reject(new TypeError('Failed to fetch')));
  attempt = await beginRecord(REF, activityId);
});

afterEach(() => endFullDiskCase(disk));

describe('a skills test section on a full disk', () => {
  it('given the disk full when the candidate finishes a section, then the run says storage full, the section stays open, and the press works once space is freed', async () => {
    const { result } = renderHook(() => useDeviceRun(attempt));
    expect(await result.current.start(SECTION)).toBeUndefined();
    disk.full = true;
    expect(await result.current.finish(SECTION.skills_test_section_id)).toEqual({ kind: 'storage-full' });
    expect((await getTimer(attempt.attemptId, SECTION.skills_test_section_id))?.closedAt).toBeUndefined();
    disk.full = false;
    expect(await result.current.finish(SECTION.skills_test_section_id)).toBeUndefined();
    expect((await getTimer(attempt.attemptId, SECTION.skills_test_section_id))?.closedAt).toBeDefined();
    const closes = await getOfflineDb()
      .outbox.filter((e) => e.kind === 'skills-section' && e.attemptId === attempt.attemptId)
      .count();
    expect(closes).toBe(1);
  });

  it('given the disk full when the candidate starts a section, then the run says storage full and no countdown runs', async () => {
    const { result } = renderHook(() => useDeviceRun(attempt));
    disk.full = true;
    expect(await result.current.start(SECTION)).toEqual({ kind: 'storage-full' });
    expect(await getTimer(attempt.attemptId, SECTION.skills_test_section_id)).toBeUndefined();
  });

  it('given the disk full when every section is over, then the submission is held in the page, reaches the server once, and is stored as submitted once the disk takes writes', async () => {
    const SUBMIT = '/api/user-response/v1/skills-test/submit/';
    const sent: SentRequest[] = [];
    // The server's receipt repeats the device's count and hash, as it finalises only on equal ones.
    stubFetch(sent, ({ path, body }) => {
      if (path !== SUBMIT) return undefined;
      const { answer_count, answers_hash } = body as { answer_count: number; answers_hash: string };
      const receipt = { user_skills_test_id: 77, submitted_at: new Date().toISOString(), late_count: 0 };
      return json(200, { data: { ...receipt, answer_count, answers_hash } });
    });
    const { result } = renderHook(() => useDeviceRun(attempt));
    const db = getOfflineDb();
    disk.full = true;
    await result.current.submit();
    expect(heldAttemptChanges(db, attempt.attemptId)?.status).toBe('submitting');
    // The screen's effect submits again when the network comes back: still one submission.
    await result.current.submit();
    await drainOutbox();
    expect(sent.filter((s) => s.path === SUBMIT)).toHaveLength(1);
    disk.full = false;
    await drainOutbox();
    expect((await db.attempts.get(attempt.attemptId))?.status).toBe('submitted');
    expect(sent.filter((s) => s.path === SUBMIT)).toHaveLength(1);
  });

  it('given storage full, then the notice says so and what to do', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <FailureNotice failure={{ kind: 'storage-full' }} isOnline />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      "This device's storage is full, so this step was not kept. Free some space on this device, then try again.",
    );
  });
});
