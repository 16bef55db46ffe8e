import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, type TrackerActivity } from '../../contracts/progress.ts';
import { CANDIDATE_KINDS, candidateKindOf } from './candidate.ts';

const search = { jobUuid: 'job-1', refId: 'ref-1', activityId: 7 };

describe('the candidate side of the activity kinds', () => {
  it('given every activity kind, when the tracker looks for its screen, then each kind but interviews and offers has exactly one', () => {
    const withoutScreen = ACTIVITY_TYPES.filter((type) => candidateKindOf(type) === undefined);
    expect(withoutScreen).toEqual(['interview', 'offer']);
    const declared = CANDIDATE_KINDS.flatMap((kind) => kind.types);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('given the internet speed test, when the tracker opens it, then it goes to its page with the activity and can be continued', () => {
    const kind = candidateKindOf('speed_test');
    expect(kind?.screen(search)).toEqual({ to: '/user/internet-speed-test', search });
    expect(kind?.isResumable).toBe(true);
  });

  it('given a questionnaire activity without a questionnaire, when the tracker shows it, then it cannot be started', () => {
    const kind = candidateKindOf('assessment');
    const activity = { asmt_id: null } as TrackerActivity;
    expect(kind?.isStartable?.(activity)).toBe(false);
    expect(kind?.isStartable?.({ ...activity, asmt_id: 3 })).toBe(true);
  });

  it('given a form sent whole, when the tracker shows it, then it never says Continue', () => {
    expect(candidateKindOf('form')?.isResumable).toBe(false);
    expect(candidateKindOf('resume')?.screen(search)).toEqual({ to: '/jobapplication', search });
  });
});
