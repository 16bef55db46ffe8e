import { describe, expect, it } from 'vitest';
import { cpuReading, describeCpuUse, machineTicks } from './cpu-use.mjs';

describe("a step's CPU use (npm test's step durations)", () => {
  it('given /proc/stat, then busy leaves out idle and iowait and the total leaves out guest time', () => {
    expect(machineTicks('cpu  800 10 300 1700 40 0 12 3 50 0\ncpu0 1 2 3 4\n')).toEqual({ busy: 1125, total: 2865 });
  });

  it('given two readings, then the busy ticks become CPU seconds and a share of the cores', () => {
    expect(describeCpuUse({ busy: 1000, total: 4000 }, { busy: 62200, total: 80000 })).toBe(
      'machine busy 612 CPU-s, 81 % of its cores',
    );
  });

  it('given this machine, then a later reading has counted more ticks', () => {
    const before = cpuReading();
    const after = cpuReading();
    expect(after!.total).toBeGreaterThanOrEqual(before!.total);
    expect(after!.busy).toBeLessThanOrEqual(after!.total);
  });

  it('given a missing reading, then nothing is said', () => {
    expect(describeCpuUse(null, cpuReading())).toBe('');
  });
});
