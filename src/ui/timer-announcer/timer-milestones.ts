/**
 * When a countdown speaks to a screen reader (D210; D271): when
 * it starts (the time left), at each whole minute left, at 10 seconds left, and when the time is
 * up; never every second. Pure, so each timed screen (the skills test's sections, the typing test,
 * a recorded answer) announces alike.
 */
export type TimerMilestone =
  /** The countdown's first tick (a start, or a reload mid-way): the time left, in whole seconds. */
  | { kind: 'start'; secondsLeft: number }
  /** A whole minute (60, 120, …) or the last 10 seconds. */
  | { kind: 'left'; secondsLeft: number }
  | { kind: 'time-up' };

const LAST_SECONDS = 10;

/**
 * The milestone crossed when the time left moves from `before` to `after` seconds of a
 * `totalSeconds` countdown; null when none was. `before` undefined: the first tick, which speaks
 * the time left (or that it is up). A mark at or above the total is never crossed (the start said
 * it); a jump over several marks (a page hidden a while) speaks the latest.
 */
export function milestoneCrossed(
  before: number | undefined,
  after: number,
  totalSeconds: number,
): TimerMilestone | null {
  if (before === undefined) return after <= 0 ? { kind: 'time-up' } : { kind: 'start', secondsLeft: after };
  if (after >= before) return null;
  if (after <= 0) return before > 0 ? { kind: 'time-up' } : null;
  if (before > LAST_SECONDS && after <= LAST_SECONDS) return { kind: 'left', secondsLeft: LAST_SECONDS };
  // The lowest whole minute crossed: from 185 to 119 s, "2 minutes left".
  const minute = Math.ceil(after / 60) * 60;
  if (minute >= 60 && minute < totalSeconds && before > minute && after <= minute)
    return { kind: 'left', secondsLeft: minute };
  return null;
}
