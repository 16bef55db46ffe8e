/** Where the candidate stands on an offer, from the offer's status and their own signer status. */
import type { OfferSignerStatusCode, OfferStatusCode } from '../../../contracts/offer.ts';

export type OfferStage = 'to_sign' | 'waiting' | 'signed' | 'declined' | 'expired' | 'cancelled';

export function offerStage(status: OfferStatusCode, myStatus: OfferSignerStatusCode): OfferStage {
  switch (status) {
    case 'sent':
    case 'viewed':
      return myStatus === 'pending' || myStatus === 'viewed' ? 'to_sign' : 'waiting';
    case 'draft':
    case 'cancelled':
      return 'cancelled';
    default:
      return status;
  }
}

/**
 * The newest offer of this application's activity that the candidate should hear about; with a null
 * activity, the newest made from the application itself, without a plan step (D370).
 */
export function offerOfActivity<
  T extends { ref_id: string; job_step_activity_id: number | null; status: OfferStatusCode },
>(offers: readonly T[], refId: string, activityId: number | null): T | undefined {
  return offers.find(
    (o) =>
      o.ref_id === refId && o.job_step_activity_id === activityId && o.status !== 'cancelled' && o.status !== 'draft',
  );
}
