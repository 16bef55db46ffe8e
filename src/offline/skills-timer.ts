/**
 * The countdown of a timed section (promise 4, 5), pure: no Dexie, no React.
 *
 * - Until the server's start is known, the section counts from the device's start; after, from
 *   the server's start read through the server-minus-device offset measured on its last answer.
 *   remaining = duration - elapsed, floored at 0 (contracts/skills-test.ts; the server's
 *   duration already holds the time accommodation, frozen at the start).
 * - Within a page the device time comes from a monotonic clock (performance.now from a wall
 *   anchor taken at load), so moving the device clock while the page is open changes nothing.
 * - Across reloads the wall clock is read again; the checkpoint (the lowest remaining shown, saved
 *   every few seconds) caps the result, so a clock moved back gains no more than one checkpoint
 *   interval. Online, the section's details re-measure the offset from the server's clock.
 */
import type { TimerRecord } from './db.ts';

export interface DeviceClock {
  /** Milliseconds on the device's timeline (wall-anchored, monotonic within the page). */
  now(): number;
}

/** Date.now() at construction plus performance.now() since: immune to clock changes while open. */
export function monotonicClock(
  wall: () => number = Date.now,
  mono: () => number = () => performance.now(),
): DeviceClock {
  const wall0 = wall();
  const mono0 = mono();
  return { now: () => wall0 + (mono() - mono0) };
}

/** Remaining milliseconds of the section at device time `deviceNowMs`, floored at 0. */
export function remainingMs(timer: TimerRecord, deviceNowMs: number): number {
  if (timer.closedAt) return 0;
  let elapsed: number;
  if (timer.serverStartedAt !== undefined && timer.serverOffsetMs !== undefined) {
    elapsed = deviceNowMs + timer.serverOffsetMs - Date.parse(timer.serverStartedAt);
  } else if (timer.deviceStartedAt !== undefined) {
    elapsed = deviceNowMs - Date.parse(timer.deviceStartedAt);
  } else {
    elapsed = 0;
  }
  let remaining = Math.max(0, timer.durationSeconds * 1000 - Math.max(0, elapsed));
  if (timer.checkpoint) remaining = Math.min(remaining, timer.checkpoint.remainingMs);
  return remaining;
}

/** Whole seconds to show: rounded up, so 0 appears only when the time is really over. */
export function remainingSeconds(timer: TimerRecord, deviceNowMs: number): number {
  return Math.ceil(remainingMs(timer, deviceNowMs) / 1000);
}

/** "4:05", "0:09", "1:02:03". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The server-minus-device offset from one exchange: the server's clock against the midpoint of the request. */
export function offsetFrom(serverNowIso: string, sentAtMs: number, receivedAtMs: number): number {
  return Date.parse(serverNowIso) - (sentAtMs + receivedAtMs) / 2;
}
