import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineDb, AttemptRecord } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import type { SentEntry } from './kinds/index.ts';
import { SyncLoop, type SendResult } from './sync-loop.ts';
import { beginRecord } from './attempts.ts';
import {
  closeSection,
  getTimer,
  recordSkillsAnswer,
  SectionClosedError,
  startSection,
  submitSkills,
} from './skills-test.ts';
import { remainingSeconds, type DeviceClock } from './skills-timer.ts';
import { answersHash } from '../../contracts/user-response-codes.ts';
import { isHolding } from './storage-failure.ts';
import { isKeptInPageOnly, setStorageTrouble, storageTrouble } from './storage-trouble.ts';
import { installFullDisk } from './testing/full-disk.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const GRACE = 10_000;

/**
 * A skills-test server with its own clock and the rule of contracts/skills-test.ts: the start is
 * dated back by elapsed_ms; an answer received after the window is on time when its device time,
 * relative to the device's start, is inside it.
 */
class FakeSkillsServer {
  now = T0;
  online = true;
  sections = new Map<number, { startedAt: number; clientStartedAt: number; duration: number; submittedAt?: number }>();
  answers = new Map<number, { option: unknown; revision: number; isLate: boolean; syncedLate: boolean }>();
  submitted = false;

  send = async (entry: SentEntry): Promise<SendResult> => {
    if (!this.online) return { kind: 'retry', error: 'offline' };
    const p = entry.payload as Record<string, unknown>;
    const sectionId = Number(p.skills_test_section_id);
    if (entry.kind === 'skills-start') {
      if (!this.sections.has(sectionId)) {
        this.sections.set(sectionId, {
          startedAt: this.now - Number(p.elapsed_ms ?? 0),
          clientStartedAt: Date.parse(String(p.started_at)),
          duration: 450_000,
        });
      }
      const s = this.sections.get(sectionId)!;
      return {
        kind: 'ok',
        data: {
          skills_test_section_id: sectionId,
          section_started_at: new Date(s.startedAt).toISOString(),
          duration_seconds: 450,
          server_now: new Date(this.now).toISOString(),
          submitted_at: null,
        },
      };
    }
    if (entry.kind === 'skills-answer') {
      const s = this.sections.get(sectionId);
      if (!s) return { kind: 'refused', refusal: { status: 409, code: 'conflict', message: 'not started' } };
      const end = Math.min(s.startedAt + s.duration, s.submittedAt ?? Infinity);
      let isLate = false;
      let syncedLate = false;
      if (this.now > end + GRACE) {
        const given = s.startedAt + (Date.parse(String(p.answered_at)) - s.clientStartedAt);
        syncedLate = given >= s.startedAt - GRACE && given <= end + GRACE;
        isLate = !syncedLate;
      }
      const q = Number(p.skills_test_question_id);
      const held = this.answers.get(q);
      if (!held || held.revision < Number(p.revision))
        this.answers.set(q, { option: p.skills_test_option_id, revision: Number(p.revision), isLate, syncedLate });
      return {
        kind: 'ok',
        data: {
          skills_test_question_id: q,
          revision: Number(p.revision),
          applied: true,
          is_late: isLate,
          synced_late: syncedLate,
        },
      };
    }
    if (entry.kind === 'skills-section') {
      const s = this.sections.get(sectionId);
      if (s && s.submittedAt === undefined) s.submittedAt = this.now;
      return { kind: 'ok', data: {} };
    }
    // The final submission (promise 8): finalised only on equal hashes; a repeat answers the receipt of what it holds.
    const held = [...this.answers].map(([q, a]) => ({ item_id: String(q), value: a.option as number | null }));
    const receipt = {
      user_skills_test_id: 41,
      submitted_at: new Date(this.now).toISOString(),
      answer_count: held.length,
      late_count: 0,
      answers_hash: this.brokenHash ?? (await answersHash(held)),
    };
    if (!this.submitted && (receipt.answers_hash !== p.answers_hash || receipt.answer_count !== p.answer_count)) {
      return { kind: 'refused', refusal: { status: 409, code: 'answers_mismatch', message: 'differ' } };
    }
    this.submitted = true;
    this.submits.push(entry.payload);
    return { kind: 'ok', data: receipt };
  };
  /** A server that lost an answer it acknowledged, or one that answers a wrong hash. */
  brokenHash: string | undefined;
  submits: Record<string, unknown>[] = [];
}

let db: OfflineDb;
let server: FakeSkillsServer;
let deviceNow: number;
let loop: SyncLoop;
let attempt: AttemptRecord;
const clock: DeviceClock = { now: () => deviceNow };

beforeEach(async () => {
  db = freshOfflineDb('skills');
  server = new FakeSkillsServer();
  // The device's clock is 3 minutes fast: nothing below depends on it being right.
  deviceNow = T0 + 180_000;
  // Only Date is faked: the engine reads Date.now() when it sends a start (elapsed_ms) and takes a server answer.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(deviceNow);
  loop = new SyncLoop({ db, send: server.send, now: () => deviceNow, random: () => 0.5 });
  attempt = await beginRecord(REF, 7, db);
});

afterEach(() => {
  vi.useRealTimers();
  loop.stop();
});

const advance = (ms: number) => {
  deviceNow += ms;
  server.now += ms;
  vi.setSystemTime(deviceNow);
};

describe('skills test sections on the outbox (promise 4, 6)', () => {
  it('given a section started online, the timer takes the server start and a reload resumes with the right remaining time', async () => {
    await startSection(attempt, 2, 450, clock, db);
    await loop.drain();
    const timer = (await getTimer(attempt.attemptId, 2, db))!;
    expect(timer.serverStartedAt).toBe(new Date(T0).toISOString());
    advance(120_000);
    // "Reload": a new read of the stored timer; 450 - 120 = 330.
    const reloaded = (await getTimer(attempt.attemptId, 2, db))!;
    expect(remainingSeconds({ ...reloaded, serverOffsetMs: server.now - deviceNow }, deviceNow)).toBe(330);
    // Starting again (the screen after the reload) keeps the first start.
    expect((await startSection(attempt, 2, 450, clock, db)).deviceStartedAt).toBe(timer.deviceStartedAt);
  });

  it('given answers recorded offline before zero, they are sent when the network returns and accepted (synced late), not late', async () => {
    server.online = false;
    await startSection(attempt, 2, 450, clock, db);
    advance(60_000);
    await recordSkillsAnswer(attempt, 2, 11, 101, clock, db);
    advance(300_000);
    await recordSkillsAnswer(attempt, 2, 12, 202, clock, db);
    await recordSkillsAnswer(attempt, 2, 12, 203, clock, db);
    // Back online an hour later.
    advance(3_600_000);
    server.online = true;
    expect(await loop.drain({ force: true })).toBe('empty');
    expect(server.sections.get(2)!.startedAt).toBe(T0); // dated back by the offline spell
    expect(server.answers.get(11)).toEqual({ option: 101, revision: 1, isLate: false, syncedLate: true });
    expect(server.answers.get(12)).toEqual({ option: 203, revision: 2, isLate: false, syncedLate: true });
    const local = await db.answers.where('attemptId').equals(attempt.attemptId).toArray();
    expect(local.map((a) => [a.itemId, a.status, a.isLate])).toEqual([
      ['11', 'synced', false],
      ['12', 'synced', false],
    ]);
  });

  it('given a full disk, an answer is kept in the page, shown as kept in this tab only, sent once, and stored once the disk takes writes (D195, D328)', async () => {
    await startSection(attempt, 2, 450, clock, db);
    await loop.drain();
    const disk = installFullDisk();
    try {
      disk.full = true;
      // It threw before: the option went back, and the notice said the answers were kept on the page.
      expect(await recordSkillsAnswer(attempt, 2, 11, 101, clock, db)).toBe(1);
      expect(await recordSkillsAnswer(attempt, 2, 11, 102, clock, db)).toBe(2);
      expect(isHolding(db)).toBe(true);
      expect(storageTrouble().refused).toBe(true);
      expect(isKeptInPageOnly(storageTrouble().kept, attempt.attemptId, '11')).toBe(true);

      expect(await loop.drain()).toBe('empty');
      expect(server.answers.get(11)).toMatchObject({ option: 102, revision: 2 });
      expect(isKeptInPageOnly(storageTrouble().kept, attempt.attemptId, '11')).toBe(false);

      disk.full = false;
      await loop.drain();
      expect(isHolding(db)).toBe(false);
      expect(storageTrouble().refused).toBe(false);
      expect(await db.answers.get([attempt.attemptId, '11'])).toMatchObject({
        value: 102,
        revision: 2,
        status: 'synced',
      });
    } finally {
      disk.restore();
      setStorageTrouble({ refused: false, unsent: 0, kept: [] });
    }
  });

  it('given the countdown at zero, no more answers are recorded; a closed section refuses too', async () => {
    await startSection(attempt, 2, 450, clock, db);
    advance(450_000);
    await expect(recordSkillsAnswer(attempt, 2, 11, 101, clock, db)).rejects.toBeInstanceOf(SectionClosedError);
    await startSection(attempt, 3, 450, clock, db);
    await closeSection(attempt, 3, clock, db);
    await expect(recordSkillsAnswer(attempt, 3, 21, 301, clock, db)).rejects.toBeInstanceOf(SectionClosedError);
    await loop.drain();
    expect(server.answers.size).toBe(0);
    expect(server.sections.get(3)!.submittedAt).toBeDefined();
  });

  it('given the final submission queued offline, it follows every answer and marks the attempt submitted with the result id', async () => {
    server.online = false;
    await startSection(attempt, 2, 450, clock, db);
    await recordSkillsAnswer(attempt, 2, 11, 101, clock, db);
    await closeSection(attempt, 2, clock, db);
    await submitSkills(attempt, db);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual([
      'skills-start',
      'skills-answer',
      'skills-section',
      'skills-submit',
    ]);
    server.online = true;
    await loop.drain({ force: true });
    expect(server.submitted).toBe(true);
    expect(await db.attempts.get(attempt.attemptId)).toMatchObject({
      status: 'submitted',
      kindState: { kind: 'skills', userSkillsTestId: 41 },
    });
  });
});

describe('promise 8: a receipt before deletion (skills test final submission)', () => {
  it('given answers on the server, when the test is submitted, then the receipt repeats the count and hash of this device and only then is it submitted', async () => {
    await startSection(attempt, 2, 450, clock, db);
    await recordSkillsAnswer(attempt, 2, 11, 101, clock, db);
    await recordSkillsAnswer(attempt, 2, 12, null, clock, db);
    await closeSection(attempt, 2, clock, db);
    await submitSkills(attempt, db);
    await loop.drain();

    const expected = await answersHash([
      { item_id: '11', value: 101 },
      { item_id: '12', value: null },
    ]);
    expect(server.submits).toEqual([expect.objectContaining({ answer_count: 2, answers_hash: expected })]);
    expect(await db.attempts.get(attempt.attemptId)).toMatchObject({
      status: 'submitted',
      kindState: { kind: 'skills', receipt: { answer_count: 2, answers_hash: expected } },
    });
    // The local copy stays.
    expect(await db.answers.where('attemptId').equals(attempt.attemptId).count()).toBe(2);
  });

  it('given the server lost an answer it acknowledged, when the hashes differ (409), then every kept answer is sent again and the submission retried until the receipt matches', async () => {
    await startSection(attempt, 2, 450, clock, db);
    await recordSkillsAnswer(attempt, 2, 11, 101, clock, db);
    await recordSkillsAnswer(attempt, 2, 12, 202, clock, db);
    await loop.drain();
    server.answers.delete(12);
    await submitSkills(attempt, db);
    await loop.drain();

    expect(server.answers.get(12)).toMatchObject({ option: 202, revision: 1 });
    expect(server.submits).toHaveLength(1);
    expect(await db.attempts.get(attempt.attemptId)).toMatchObject({ status: 'submitted', resyncs: 1 });
  });

  it('given a receipt that never matches, then the attempt is not marked submitted, the difference is shown, and the local answers are kept', async () => {
    await startSection(attempt, 2, 450, clock, db);
    await recordSkillsAnswer(attempt, 2, 11, 101, clock, db);
    await loop.drain();
    server.submitted = true;
    server.brokenHash = 'f'.repeat(64);
    await submitSkills(attempt, db);
    await loop.drain();

    const record = await db.attempts.get(attempt.attemptId);
    expect(record).toMatchObject({ status: 'submitting', resyncs: 3, refusal: { code: 'receipt_mismatch' } });
    expect(server.submits).toHaveLength(4);
    expect(await db.answers.get([attempt.attemptId, '11'])).toMatchObject({ value: 101 });
    expect(await db.outbox.count()).toBe(0);
  });
});
