import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { CspOrigins } from './csp-origins.ts';

/** A load whose answers the test hands over one at a time. */
function heldLoads() {
  const pending: ((urls: string[]) => void)[] = [];
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<string[]>((resolve) => pending.push(resolve));
  };
  const answer = async (urls: string[]) => {
    while (pending.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    pending.shift()!(urls);
  };
  return { load, answer, calls: () => calls };
}

describe('the origins a policy allows', () => {
  it('given a save while a read is under way, then the next refresh reads again instead of keeping what the read missed', async () => {
    const loads = heldLoads();
    const origins = new CspOrigins({} as Db, loads.load);
    const first = origins.refresh();
    // The dashboard is saved (and invalidate() called) while that read is under way, which read before it.
    origins.invalidate();
    await loads.answer([]);
    const second = origins.refresh();
    await loads.answer(['https://bi.example/embed']);
    await Promise.all([first, second]);
    expect(origins.directive()).toBe('https://bi.example');
    expect(loads.calls()).toBe(2);
  });

  it('given no change, then a second refresh within 30 s reads nothing', async () => {
    const loads = heldLoads();
    const origins = new CspOrigins({} as Db, loads.load);
    const first = origins.refresh();
    await loads.answer(['https://idp.example/auth']);
    await first;
    await origins.refresh();
    expect(loads.calls()).toBe(1);
    expect(origins.directive()).toBe('https://idp.example');
  });
});
