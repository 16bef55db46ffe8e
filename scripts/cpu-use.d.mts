// Types of cpu-use.mjs.

export interface CpuReading {
  busy: number;
  total: number;
}
/** Busy and total CPU ticks of the whole machine, from the first line of /proc/stat. */
export function machineTicks(procStat?: string): CpuReading;
/** A reading to measure a step from; null where /proc is not there (not Linux). */
export function cpuReading(): CpuReading | null;
/** "machine busy 612 CPU-s, 81 % of its cores" between two readings; '' when either is missing. */
export function describeCpuUse(before: CpuReading | null, after: CpuReading | null): string;
