import { describe, expect, it } from 'vitest';
import { planProcesses } from './process-count.ts';

describe('planProcesses', () => {
  it('on PostgreSQL runs one process per core unless WEB_CONCURRENCY says otherwise', () => {
    expect(planProcesses({ webConcurrency: undefined, usesPostgres: true, cores: 4 })).toEqual({ count: 4 });
    expect(planProcesses({ webConcurrency: '', usesPostgres: true, cores: 2 })).toEqual({ count: 2 });
    expect(planProcesses({ webConcurrency: '3', usesPostgres: true, cores: 2 })).toEqual({ count: 3 });
    expect(planProcesses({ webConcurrency: '1', usesPostgres: true, cores: 8 })).toEqual({ count: 1 });
  });

  it('on the embedded database always runs one, and says why when more were asked for', () => {
    expect(planProcesses({ webConcurrency: undefined, usesPostgres: false, cores: 4 })).toEqual({ count: 1 });
    expect(planProcesses({ webConcurrency: '1', usesPostgres: false, cores: 4 })).toEqual({ count: 1 });
    const plan = planProcesses({ webConcurrency: '4', usesPostgres: false, cores: 4 });
    expect(plan.count).toBe(1);
    expect(plan.note).toMatch(/WEB_CONCURRENCY=4 ignored: the embedded database runs inside one process/);
  });

  it('refuses a WEB_CONCURRENCY that is not a whole number of processes', () => {
    for (const bad of ['0', '-2', '1.5', 'many']) {
      expect(() => planProcesses({ webConcurrency: bad, usesPostgres: true, cores: 2 })).toThrow(
        /WEB_CONCURRENCY must be a whole number/,
      );
    }
  });
});
