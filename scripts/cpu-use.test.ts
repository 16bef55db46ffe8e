import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childrenCpuSeconds, cpuReading, describeCpuUse, machineTicks } from './cpu-use.mjs';

describe("a step's CPU use (npm test's step durations)", () => {
  it('given a stat line whose command name holds spaces and a parenthesis, then cutime and cstime are read', () => {
    const line = '4242 (node (worker) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 40 1234 566 20 0 11 0 99';
    expect(childrenCpuSeconds(line)).toBe(18);
  });

  it('given /proc/stat, then busy leaves out idle and iowait and the total leaves out guest time', () => {
    expect(machineTicks('cpu  800 10 300 1700 40 0 12 3 50 0\ncpu0 1 2 3 4\n')).toEqual({ busy: 1125, total: 2865 });
  });

  it('given a child that burned CPU, then the reading after it has ended counts its time', () => {
    const before = cpuReading();
    spawnSync(process.execPath, ['-e', 'const end = Date.now() + 300; while (Date.now() < end);']);
    const after = cpuReading();
    expect(after!.children - before!.children).toBeGreaterThan(0.1);
    expect(describeCpuUse(before, after)).toMatch(/^CPU \d+ s, cores \d+ % busy$/);
  });

  it('given a missing reading, then nothing is said', () => {
    expect(describeCpuUse(null, cpuReading())).toBe('');
  });
});
