import { afterEach, describe, expect, it } from 'vitest';
import { holdSection } from '../offline/section-hold.ts';
import { refreshUpdateDecision, updateAvailableAtom, updateDecisionAtom } from './service-worker.ts';
import { store } from '../lib/store.ts';

const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  store.set(updateAvailableAtom, false);
  void refreshUpdateDecision();
});

describe('promise 10: the update banner waits until no section is in progress', () => {
  it('given a new version is waiting and a section is running, when the section ends, then the update is offered', async () => {
    const release = holdSection('skills-section', null);
    store.set(updateAvailableAtom, true);

    expect(await refreshUpdateDecision()).toBe('held');
    expect(store.get(updateDecisionAtom)).toBe('held');

    release();
    await settle();
    expect(store.get(updateDecisionAtom)).toBe('offer');
  });

  it('given an update is offered, when a section starts before the candidate accepts, then the offer is withdrawn', async () => {
    store.set(updateAvailableAtom, true);
    expect(await refreshUpdateDecision()).toBe('offer');

    const release = holdSection('video-recording', null);
    await settle();
    expect(store.get(updateDecisionAtom)).toBe('held');
    release();
    await settle();
    expect(store.get(updateDecisionAtom)).toBe('offer');
  });
});
