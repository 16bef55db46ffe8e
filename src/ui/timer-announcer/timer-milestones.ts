/**
 * When a countdown speaks to a screen reader (issue 45 item 3, D210): at half time, 5 minutes,
 * 1 minute and 30 seconds left, and when the time is up; never every second. Pure, so each timed
 * screen (the skills test's sections, the typing test, a recorded answer) announces alike.
 */
export type TimerMilestone =
  { kind: 'half'; secondsLeft: number } | { kind: 'left'; secondsLeft: 300 | 60 | 30 } | { kind: 'time-up' };

const MARKS = [300, 60, 30] as const;

/**
 * The milestone crossed when the time left moves from `before` to `after` seconds of a
 * `totalSeconds` countdown; null when none was. `before` undefined: the first tick, which speaks
 * only when the time is already up (a reload after the end). A mark at or above the total is never
 * crossed; half time is skipped when a fixed mark is that close (within 10 s), so two
 * announcements never come together.
 */
export function milestoneCrossed(
  before: number | undefined,
  after: number,
  totalSeconds: number,
): TimerMilestone | null {
  if (before === undefined) return after <= 0 ? { kind: 'time-up' } : null;
  if (after >= before) return null;
  if (after <= 0) return before > 0 ? { kind: 'time-up' } : null;
  // The lowest mark crossed wins: a jump over several (a page hidden a while) speaks the latest.
  for (const mark of [...MARKS].reverse()) {
    if (mark < totalSeconds && before > mark && after <= mark) return { kind: 'left', secondsLeft: mark };
  }
  const half = totalSeconds / 2;
  if (before > half && after <= half && MARKS.every((mark) => Math.abs(mark - half) > 10)) {
    return { kind: 'half', secondsLeft: Math.round(half) };
  }
  return null;
}
