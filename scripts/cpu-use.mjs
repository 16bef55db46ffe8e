// What a step of npm test cost the machine, not only how long it took: the CPU time the machine's
// cores spent busy during the step, and what share of the cores that was. On the CI machine, where
// nothing else runs, that is the step's own cost, and a share well under 100 % says the step left a
// core idle (docs/testing.md). The CPU time of the step's own processes cannot be read as well: the
// kernel adds a process's time to its parent's only when the parent reaps it, and the browsers'
// renderers end as orphans.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Busy and total CPU ticks of the whole machine, from the first line of /proc/stat. */
export function machineTicks(procStat = fs.readFileSync('/proc/stat', 'utf8')) {
  const [, ...values] = procStat.split('\n')[0].trim().split(/\s+/);
  const ticks = values.map(Number);
  // user nice system idle iowait irq softirq steal; guest time is counted in user already.
  const idle = ticks[3] + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** A reading to measure a step from; null where /proc is not there (not Linux). */
export function cpuReading() {
  try {
    return machineTicks();
  } catch {
    return null;
  }
}

/** "machine busy 612 CPU-s, 81 % of its cores" between two readings; '' when either is missing. */
export function describeCpuUse(before, after) {
  if (!before || !after) return '';
  const busy = after.busy - before.busy;
  const total = after.total - before.total;
  const share = total > 0 ? Math.round((100 * busy) / total) : 0;
  return `machine busy ${(busy / TICKS_PER_SECOND).toFixed(0)} CPU-s, ${share} % of its cores`;
}
