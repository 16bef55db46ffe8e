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
 * Stopping closes the spells still open with their time so far.
 */
import type { IntegritySignal, IntegritySignalKind } from '../../contracts/integrity-signals.ts';
import type { OfflineDb } from './db.ts';
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

/** Watches the page until the returned stop is called; `emit` gets each signal as it ends. */
export function watchIntegrity(
  emit: (signal: IntegritySignal) => void,
  page: IntegrityPage = browserPage(),
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

  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') {
      if (hiddenSince !== null) return;
      // The focus lost on the way out belongs to the hidden spell.
      hiddenSince = blurredSince ?? page.now();
      blurredSince = null;
    } else if (hiddenSince !== null) {
      signal('page_hidden', hiddenSince, true);
      hiddenSince = null;
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
    if (offlineSince === null) offlineSince = page.now();
  };
  const onOnline = () => {
    if (offlineSince !== null) signal('offline', offlineSince, true);
    offlineSince = null;
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
