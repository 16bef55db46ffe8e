/**
 * How a timed test was taken, on the device (D402): the page's events become the signals staff
 * read (a tab switch is one hidden spell, not a lost focus too; an offline spell is its own), and
 * the signals wait in the outbox beside the answers without ever holding one back: refused or
 * sent, they leave, and every answer is synced.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { IntegritySignal } from '../../contracts/integrity-signals.ts';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt } from './attempts.ts';
import {
  attemptCarry,
  queueIntegritySignal,
  watchIntegrity,
  type IntegrityPage,
  type OpenSpells,
  type SpellCarry,
} from './integrity-recorder.ts';
import type { SentEntry } from './kinds/index.ts';
import { SyncLoop } from './sync-loop.ts';
import { FakeAnswerServer } from './testing/fake-answer-server.ts';

/** A page whose events the test fires, on a clock it moves. */
function fakePage(width = 1366, height = 768) {
  const doc = new EventTarget() as EventTarget & {
    visibilityState: DocumentVisibilityState;
    fullscreenElement: unknown;
  };
  doc.visibilityState = 'visible';
  doc.fullscreenElement = null;
  const win = new EventTarget() as EventTarget & { innerWidth: number; innerHeight: number };
  win.innerWidth = width;
  win.innerHeight = height;
  const state = { clock: Date.parse('2026-11-30T10:00:00.000Z'), online: true, ids: 0 };
  const page = {
    window: win,
    document: doc,
    isOnline: () => state.online,
    now: () => state.clock,
    newId: () => `00000000-0000-4000-8000-${String(++state.ids).padStart(12, '0')}`,
  } as unknown as IntegrityPage;
  const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type));
  return {
    page,
    wait: (ms: number) => (state.clock += ms),
    hide: () => ((doc.visibilityState = 'hidden'), fire(doc, 'visibilitychange')),
    show: () => ((doc.visibilityState = 'visible'), fire(doc, 'visibilitychange')),
    blur: () => fire(win, 'blur'),
    focus: () => fire(win, 'focus'),
    offline: () => ((state.online = false), fire(win, 'offline')),
    online: () => ((state.online = true), fire(win, 'online')),
    paste: () => fire(doc, 'paste'),
    pagehide: () => fire(win, 'pagehide'),
    pageshow: () => fire(win, 'pageshow'),
    resize: (w: number, h: number) => ((win.innerWidth = w), (win.innerHeight = h), fire(win, 'resize')),
  };
}

const brief = (signals: IntegritySignal[]) => signals.map((s) => [s.kind, s.occurred_at.slice(11, 19), s.duration_ms]);

describe('the page’s events as signals', () => {
  it('given two tab switches, a window on top, a paste, an offline spell and window changes, then each is one signal with its time', () => {
    const p = fakePage();
    const signals: IntegritySignal[] = [];
    const stop = watchIntegrity((s) => signals.push(s), p.page);
    // A tab switch: the window's focus goes a moment before the page hides; back 12 s later.
    p.wait(5_000);
    p.blur();
    p.wait(20);
    p.hide();
    p.wait(11_980);
    p.show();
    p.focus();
    // Another window on top, the page still visible: 3 s.
    p.wait(10_000);
    p.blur();
    p.wait(3_000);
    p.focus();
    p.paste();
    // Offline for 3 minutes: not time away.
    p.wait(1_000);
    p.offline();
    p.wait(180_000);
    p.online();
    // A window beside another (a third narrower): a resize. The keyboard opening changes only the
    // height, a rotation swaps both: neither counts.
    p.resize(900, 768);
    p.resize(900, 400);
    p.resize(400, 900);
    // Hidden again when the test ends: the spell closes with its time so far.
    p.wait(2_000);
    p.hide();
    p.wait(29_000);
    stop();
    expect(brief(signals)).toEqual([
      ['page_hidden', '10:00:05', 12_000],
      ['focus_lost', '10:00:27', 3_000],
      ['paste', '10:00:30', undefined],
      ['offline', '10:00:31', 180_000],
      ['resize', '10:03:31', undefined],
      ['page_hidden', '10:03:33', 29_000],
    ]);
    expect(new Set(signals.map((s) => s.signal_id)).size).toBe(signals.length);
    // Stopped: the page's events are no longer heard.
    p.paste();
    expect(signals).toHaveLength(6);
  });
});

const ATTEMPT = '7d0a1c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;

beforeEach(async () => {
  db = freshOfflineDb('integrity');
});

/** What a tab keeps across a reload, in memory. */
function memoryCarry(): SpellCarry & { kept: OpenSpells | undefined } {
  const carry = {
    kept: undefined as OpenSpells | undefined,
    take: () => {
      const kept = carry.kept;
      carry.kept = undefined;
      return kept;
    },
    leave: (spells: OpenSpells | undefined) => void (carry.kept = spells),
  };
  return carry;
}

describe('a reload in the middle of a spell', () => {
  it('given an offline gap that spans a reload, then one offline spell from the gap’s start to its end', () => {
    const p = fakePage();
    const carry = memoryCarry();
    const signals: IntegritySignal[] = [];
    watchIntegrity((s) => signals.push(s), p.page, carry);
    p.wait(2_000);
    p.offline();
    p.wait(40_000);
    // The page reloads offline: it goes away without stopping, and the next one starts offline.
    p.pagehide();
    const next = fakePage();
    next.wait(45_000);
    next.offline();
    const stop = watchIntegrity((s) => signals.push(s), next.page, carry);
    next.wait(20_000);
    next.online();
    stop();
    expect(brief(signals)).toEqual([['offline', '10:00:02', 63_000]]);
    expect(carry.kept).toBeUndefined();
  });

  it('given a reload whose new page starts before the old page’s pagehide has run, then the offline spell is still carried whole', () => {
    const p = fakePage();
    const carry = memoryCarry();
    const signals: IntegritySignal[] = [];
    watchIntegrity((s) => signals.push(s), p.page, carry);
    p.wait(2_000);
    p.offline();
    p.wait(1_300);
    // Flake 63: the new document read the carry before the old one went away.
    const next = fakePage();
    next.wait(3_300);
    next.offline();
    const stop = watchIntegrity((s) => signals.push(s), next.page, carry);
    p.pagehide();
    next.wait(1_000);
    next.online();
    stop();
    expect(brief(signals)).toEqual([['offline', '10:00:02', 2_300]]);
  });

  it('given a reload while visible, then the old page turning hidden as it goes is no hidden spell', () => {
    const p = fakePage();
    const carry = memoryCarry();
    const signals: IntegritySignal[] = [];
    watchIntegrity((s) => signals.push(s), p.page, carry);
    p.offline();
    p.wait(1_000);
    // What a browser does as a document unloads: pagehide, then the visibility turns hidden.
    p.pagehide();
    p.hide();
    expect(carry.kept).toEqual({ offlineSince: Date.parse('2026-11-30T10:00:00.000Z') });
    const next = fakePage();
    next.wait(2_000);
    const stop = watchIntegrity((s) => signals.push(s), next.page, carry);
    stop();
    expect(brief(signals)).toEqual([['offline', '10:00:00', 2_000]]);
  });

  it('given a page back from the back-forward cache, then a later tab switch is a hidden spell again', () => {
    const p = fakePage();
    const signals: IntegritySignal[] = [];
    const stop = watchIntegrity((s) => signals.push(s), p.page, memoryCarry());
    p.pagehide();
    p.hide();
    p.show();
    p.pageshow();
    p.wait(1_000);
    p.hide();
    p.wait(3_000);
    p.show();
    stop();
    expect(brief(signals)).toEqual([['page_hidden', '10:00:01', 3_000]]);
  });

  it('given a hidden spell closed before a reload, then the next page carries nothing', () => {
    const p = fakePage();
    const carry = memoryCarry();
    const signals: IntegritySignal[] = [];
    watchIntegrity((s) => signals.push(s), p.page, carry);
    p.hide();
    expect(carry.kept).toEqual({ hiddenSince: Date.parse('2026-11-30T10:00:00.000Z') });
    p.wait(4_000);
    p.show();
    expect(carry.kept).toBeUndefined();
    p.pagehide();
    const stop = watchIntegrity((s) => signals.push(s), fakePage().page, carry);
    stop();
    expect(brief(signals)).toEqual([['page_hidden', '10:00:00', 4_000]]);
  });

  it('given the network back while the page reloads, then the carried spell ends when the page is back', () => {
    const p = fakePage();
    const carry = memoryCarry();
    const signals: IntegritySignal[] = [];
    watchIntegrity((s) => signals.push(s), p.page, carry);
    p.offline();
    p.wait(30_000);
    p.pagehide();
    const next = fakePage();
    next.wait(35_000);
    const stop = watchIntegrity((s) => signals.push(s), next.page, carry);
    expect(brief(signals)).toEqual([['offline', '10:00:00', 35_000]]);
    stop();
    expect(signals).toHaveLength(1);
  });
});

describe('the carry kept on the attempt’s record', () => {
  it('given an offline gap that spans a reload, when the next page reads the attempt’s record, then it goes on with the spell, and nothing is left once it ends', async () => {
    await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
    const p = fakePage();
    const signals: IntegritySignal[] = [];
    watchIntegrity((s) => signals.push(s), p.page, await attemptCarry(db, ATTEMPT));
    p.wait(2_000);
    p.offline();
    p.wait(300);
    // Flake 63: the new page reads what the old one kept, without the old one's pagehide.
    const next = fakePage();
    next.wait(2_300);
    next.offline();
    const stop = watchIntegrity((s) => signals.push(s), next.page, await attemptCarry(db, ATTEMPT));
    expect((await db.attempts.get(ATTEMPT))?.openSpells).toEqual({ offlineSince: p.page.now() - 300 });
    next.wait(1_000);
    next.online();
    stop();
    expect(brief(signals)).toEqual([['offline', '10:00:02', 1_300]]);
    const after = await db.attempts.get(ATTEMPT);
    expect(after?.openSpells).toBeUndefined();
    expect(after?.status).toBe('in-progress');
    // A later page of the attempt starts with nothing carried.
    expect((await attemptCarry(db, ATTEMPT)).take()).toBeUndefined();
  });
});

describe('signals in the outbox', () => {
  it('given signals queued between answers, when the server refuses the signals, then every answer is still sent and synced, and the outbox ends empty', async () => {
    const server = new FakeAnswerServer();
    await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
    const target = { refId: REF, jobStepActivityId: 12, attemptId: ATTEMPT };
    const signal = (n: number): IntegritySignal => ({
      signal_id: `00000000-0000-4000-8000-00000000000${n}`,
      kind: 'paste',
      occurred_at: '2026-11-30T10:00:00.000Z',
    });
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 1 }, db);
    await queueIntegritySignal(db, target, signal(1));
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q2', value: 2 }, db);
    await queueIntegritySignal(db, target, signal(2));
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q3', value: 3 }, db);

    const sentSignals: SentEntry[] = [];
    const loop = new SyncLoop({
      db,
      send: async (entry) => {
        if (entry.kind !== 'integrity-signals') return server.send(entry);
        sentSignals.push(entry);
        return { kind: 'refused', refusal: { status: 404, code: 'not_found', message: 'Activity not found' } };
      },
      sendBatch: server.sendBatch,
      random: () => 0.5,
    });
    expect(await loop.drain({ force: true })).toBe('empty');
    expect(sentSignals.map((e) => e.payload)).toEqual([
      { ref_id: REF, job_step_activity_id: 12, signals: [signal(1)] },
      { ref_id: REF, job_step_activity_id: 12, signals: [signal(2)] },
    ]);
    expect((await db.answers.toArray()).map((a) => [a.itemId, a.status])).toEqual([
      ['q1', 'synced'],
      ['q2', 'synced'],
      ['q3', 'synced'],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });
});
