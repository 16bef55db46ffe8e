// Types of cpu-use.mjs.

export interface CpuReading {
  children: number;
  machine: { busy: number; total: number };
  cores: number;
}
/** CPU seconds of this process's reaped children (cutime + cstime), from /proc/self/stat. */
export function childrenCpuSeconds(statText?: string): number;
/** Busy and total CPU ticks of the whole machine, from the first line of /proc/stat. */
export function machineTicks(procStat?: string): { busy: number; total: number };
/** A reading to measure a step from; null where /proc is not there (not Linux). */
export function cpuReading(): CpuReading | null;
/** "CPU 612 s, cores 81 % busy" between two readings; '' when either is missing. */
export function describeCpuUse(before: CpuReading | null, after: CpuReading | null): string;
