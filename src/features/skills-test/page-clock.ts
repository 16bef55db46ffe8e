import { monotonicClock, type DeviceClock } from '../../offline/skills-timer.ts';

let clock: DeviceClock | undefined;

/** One monotonic clock per page: moving the device clock while the page is open changes no countdown. */
export function pageClock(): DeviceClock {
  clock ??= monotonicClock();
  return clock;
}
