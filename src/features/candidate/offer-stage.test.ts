import { describe, expect, it } from 'vitest';
import { offerOfActivity, offerStage } from './offer-stage.ts';

describe('where the candidate stands on an offer', () => {
  it('given an offer out for signature, then it is theirs to sign when their turn has come, else they wait', () => {
    expect(offerStage('sent', 'pending')).toBe('to_sign');
    expect(offerStage('viewed', 'viewed')).toBe('to_sign');
    expect(offerStage('viewed', 'signed')).toBe('waiting');
    expect(offerStage('sent', 'waiting')).toBe('waiting');
  });

  it('given a finished offer, then its outcome', () => {
    expect(offerStage('signed', 'signed')).toBe('signed');
    expect(offerStage('declined', 'declined')).toBe('declined');
    expect(offerStage('expired', 'pending')).toBe('expired');
    expect(offerStage('cancelled', 'pending')).toBe('cancelled');
  });

  it('given several offers, then the newest live one of that activity and application (the list comes newest first)', () => {
    const offers = [
      { offer_uuid: 'c', ref_id: 'r1', job_step_activity_id: 7, status: 'cancelled' as const },
      { offer_uuid: 'b', ref_id: 'r1', job_step_activity_id: 7, status: 'sent' as const },
      { offer_uuid: 'a', ref_id: 'r1', job_step_activity_id: 7, status: 'expired' as const },
      { offer_uuid: 'x', ref_id: 'r2', job_step_activity_id: 7, status: 'sent' as const },
    ];
    expect(offerOfActivity(offers, 'r1', 7)?.offer_uuid).toBe('b');
    expect(offerOfActivity(offers, 'r2', 8)).toBeUndefined();
  });

  it('given an offer made from the application without a plan step (D370), then it is found with no activity and not under a step', () => {
    const offers = [
      { offer_uuid: 'n', ref_id: 'r1', job_step_activity_id: null, status: 'viewed' as const },
      { offer_uuid: 's', ref_id: 'r1', job_step_activity_id: 7, status: 'sent' as const },
    ];
    expect(offerOfActivity(offers, 'r1', null)?.offer_uuid).toBe('n');
    expect(offerOfActivity(offers, 'r1', 7)?.offer_uuid).toBe('s');
  });
});
