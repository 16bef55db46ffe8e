/**
 * How a timed test was taken (D402), as the page sees it: while a timed part runs, `watchIntegrity`
 * turns the page's events into signals (contracts/integrity-signals.ts) and `queueIntegritySignal`
 * keeps each one in the outbox, where it waits and is sent like an answer, in its own entry, so an
 * answer never waits for a signal and a signal the server refuses is simply dropped.
 *
 * - Hidden (another tab or app): one `page_hidden` spell from hiding to showing again. A window
 *   that loses the focus while the page stays visible (another window on top) is `focus_lost`;
 *   focus lost just before hiding (what a tab switch does) counts in the hidden spell only.
 * - `offline` from the browser's offline event (or a start without network) to the online one.
 * - `paste`: each paste event; nothing of what was pasted is kept.
 * - `fullscreen_exit`: leaving full screen the page had entered.
 * - `resize`: the window's width changing by more than a quarter without the device turning (a
 *   keyboard opening changes the height only, a rotation swaps both: neither counts).
 * Stopping closes the spells still open with their time so far. A reload ends no spell: the open
 * offline and hidden spells' starts are kept with `carry` (the attempt's record on this device,
 * `attemptCarry`) as they open and close, and the page after a reload goes on with them, so an
 * offline gap that spans a reload is recorded whole. They are not written on `pagehide`: a reload
 * may start the new document before the old one's handler has run (flake 63 in docs/testing.md).
 */
import type { IntegritySignal, IntegritySignalKind } from '../../contracts/integrity-signals.ts';
import type { OfflineDb, OpenSpells } from './db.ts';
import { newEntry } from './outbox-entry.ts';

/** The width change that counts as a resize: a quarter of the width before. */
const RESIZE_SHARE = 0.25;

export interface IntegrityPage {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'innerWidth' | 'innerHeight'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState' | 'fullscreenElement'>;
  isOnline: () => boolean;
  now: () => number;
  newId: () => string;
}

const browserPage = (): IntegrityPage => ({
  window,
  document,
  isOnline: () => navigator.onLine,
  now: () => Date.now(),
  newId: () => crypto.randomUUID(),
});

export type { OpenSpells };

export interface SpellCarry {
  take(): OpenSpells | undefined;
  leave(spells: OpenSpells | undefined): void;
}

/**
 * The attempt's record on this device: what the page after a reload finds. Its read is done before
 * the watch starts, so `take` answers at once; each `leave` is a write of its own, and IndexedDB
 * runs a store's writes and later reads in the order they were asked. The tab's sessionStorage was
 * not enough: in Chromium a reload that changes renderer process did not always see a value the
 * old page had written a quarter of a second before (flake 63 in docs/testing.md, 1 run in 3).
 */
export async function attemptCarry(db: OfflineDb, attemptId: string): Promise<SpellCarry> {
  let kept: OpenSpells | undefined;
  try {
    kept = (await db.attempts.get(attemptId))?.openSpells;
  } catch {
    // A closed or refusing store: the spell after the reload starts at the reload, as before.
  }
  return {
    take() {
      const taken = kept;
      kept = undefined;
      return taken;
    },
    leave(spells) {
      db.attempts.update(attemptId, { openSpells: spells }).catch(() => {});
    },
  };
}

/** Watches the page until the returned stop is called; `emit` gets each signal as it ends. */
export function watchIntegrity(
  emit: (signal: IntegritySignal) => void,
  page: IntegrityPage = browserPage(),
  carry?: SpellCarry,
): () => void {
  const signal = (kind: IntegritySignalKind, startedAt: number, lasting: boolean) =>
    emit({
      signal_id: page.newId(),
      kind,
      occurred_at: new Date(startedAt).toISOString(),
      ...(lasting ? { duration_ms: Math.max(0, Math.round(page.now() - startedAt)) } : {}),
    });
  let hiddenSince: number | null = page.document.visibilityState === 'hidden' ? page.now() : null;
  let blurredSince: number | null = null;
  let offlineSince: number | null = page.isOnline() ? null : page.now();
  let wasFullscreen = page.document.fullscreenElement != null;
  let width = page.window.innerWidth;
  let landscape = page.window.innerWidth > page.window.innerHeight;
  // Spells the page before a reload left open: still open if the state holds, else ended meanwhile.
  const carried = carry?.take();
  if (carried?.offlineSince !== undefined) {
    if (offlineSince !== null) offlineSince = carried.offlineSince;
    else signal('offline', carried.offlineSince, true);
  }
  if (carried?.hiddenSince !== undefined) {
    if (hiddenSince !== null) hiddenSince = carried.hiddenSince;
    else signal('page_hidden', carried.hiddenSince, true);
  }
  const keepOpenSpells = () => {
    const open: OpenSpells = {
      ...(offlineSince !== null ? { offlineSince } : {}),
      ...(hiddenSince !== null ? { hiddenSince } : {}),
    };
    carry?.leave(Object.keys(open).length > 0 ? open : undefined);
  };
  keepOpenSpells();
  // A document going away turns hidden after its `pagehide`: that is the reload, not a spell.
  let leaving = false;
  const onPageHide = () => void (leaving = true);
  const onPageShow = () => void (leaving = false);

  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') {
      if (hiddenSince !== null || leaving) return;
      // The focus lost on the way out belongs to the hidden spell.
      hiddenSince = blurredSince ?? page.now();
      blurredSince = null;
      keepOpenSpells();
    } else if (hiddenSince !== null) {
      signal('page_hidden', hiddenSince, true);
      hiddenSince = null;
      keepOpenSpells();
    }
  };
  const onBlur = () => {
    if (hiddenSince === null && blurredSince === null) blurredSince = page.now();
  };
  const onFocus = () => {
    if (blurredSince !== null && hiddenSince === null) signal('focus_lost', blurredSince, true);
    blurredSince = null;
  };
  const onOffline = () => {
    if (offlineSince !== null) return;
    offlineSince = page.now();
    keepOpenSpells();
  };
  const onOnline = () => {
    if (offlineSince === null) return;
    signal('offline', offlineSince, true);
    offlineSince = null;
    keepOpenSpells();
  };
  const onPaste = () => signal('paste', page.now(), false);
  const onFullscreen = () => {
    const now = page.document.fullscreenElement != null;
    if (wasFullscreen && !now) signal('fullscreen_exit', page.now(), false);
    wasFullscreen = now;
  };
  const onResize = () => {
    const nowWidth = page.window.innerWidth;
    const nowLandscape = nowWidth > page.window.innerHeight;
    if (nowLandscape === landscape && Math.abs(nowWidth - width) > width * RESIZE_SHARE)
      signal('resize', page.now(), false);
    width = nowWidth;
    landscape = nowLandscape;
  };

  const onDocument: [string, () => void][] = [
    ['visibilitychange', onVisibility],
    ['paste', onPaste],
    ['fullscreenchange', onFullscreen],
  ];
  const onWindow: [string, () => void][] = [
    ['blur', onBlur],
    ['focus', onFocus],
    ['offline', onOffline],
    ['online', onOnline],
    ['resize', onResize],
    ['pagehide', onPageHide],
    ['pageshow', onPageShow],
  ];
  for (const [type, handler] of onDocument) page.document.addEventListener(type, handler, true);
  for (const [type, handler] of onWindow) page.window.addEventListener(type, handler);

  return () => {
    for (const [type, handler] of onDocument) page.document.removeEventListener(type, handler, true);
    for (const [type, handler] of onWindow) page.window.removeEventListener(type, handler);
    if (hiddenSince !== null) signal('page_hidden', hiddenSince, true);
    if (blurredSince !== null) signal('focus_lost', blurredSince, true);
    if (offlineSince !== null) signal('offline', offlineSince, true);
    hiddenSince = blurredSince = offlineSince = null;
    carry?.leave(undefined);
  };
}

/** Which activity's signals these are: the application, the activity and the device's attempt. */
export interface IntegrityTarget {
  refId: string;
  jobStepActivityId: number;
  attemptId: string;
}

/** Keeps one signal in the outbox, its own entry (sent after what was queued before it). */
export async function queueIntegritySignal(db: OfflineDb, target: IntegrityTarget, signal: IntegritySignal) {
  await db.outbox.add(
    newEntry(
      'integrity-signals',
      target.attemptId,
      { ref_id: target.refId, job_step_activity_id: target.jobStepActivityId, signals: [signal] },
      new Date().toISOString(),
    ),
  );
}
