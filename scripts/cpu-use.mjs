// What a step of npm test cost the machine, not only how long it took: the CPU time of the
// processes it ran (and that ended: the kernel adds a child's time to its parent's when it is
// reaped) and how busy the machine's cores were meanwhile. On a busy machine the wall time of a
// step says little; its CPU time holds, and the busy share says whether the cores were left idle.
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100;

/** The fields after the command's name in a /proc/<pid>/stat line (the name may hold spaces). */
function statFields(text) {
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds of this process's reaped children (cutime + cstime), from /proc/self/stat. */
export function childrenCpuSeconds(statText = fs.readFileSync('/proc/self/stat', 'utf8')) {
  const fields = statFields(statText);
  // cutime and cstime are fields 16 and 17 of stat(5); the slice starts at field 3.
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** Busy and total CPU ticks of the whole machine, from the first line of /proc/stat. */
export function machineTicks(procStat = fs.readFileSync('/proc/stat', 'utf8')) {
  const [, ...values] = procStat.split('\n')[0].trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** A reading to measure a step from; null where /proc is not there (not Linux). */
export function cpuReading() {
  try {
    return { children: childrenCpuSeconds(), machine: machineTicks(), cores: os.availableParallelism() };
  } catch {
    return null;
  }
}

/** "CPU 612 s, cores 81 % busy" between two readings; '' when either is missing. */
export function describeCpuUse(before, after) {
  if (!before || !after) return '';
  const cpu = after.children - before.children;
  const total = after.machine.total - before.machine.total;
  const busy = total > 0 ? Math.round((100 * (after.machine.busy - before.machine.busy)) / total) : 0;
  return `CPU ${cpu.toFixed(0)} s, cores ${busy} % busy`;
}
