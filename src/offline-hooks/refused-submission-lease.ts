/**
 * Offline promise 10 for an activity submitted whole through the outbox (the typing test, the
 * onboarding form): the sync loop records a submission the server refused by the lease (409
 * attempt_leased / attempt_moved) on its attempt in IndexedDB (outbox-results.ts), with the
 * server's times. The page stays read-only for that refusal, also after a reload, until "Continue
 * on this device" has taken the activity over; then `afterTakeOver` hands the kept submission back
 * (the typing run is queued again, the onboarding form reopens with its draft).
 */
import type { Refusal } from '../offline/db.ts';
import { leaseProblemOf } from '../offline/lease-state.ts';
import type { ActivityLease } from './use-activity-lease.ts';

export function withRefusedSubmission(
  lease: ActivityLease,
  refusal: Refusal | undefined,
  afterTakeOver: () => Promise<void>,
): ActivityLease {
  const refused = leaseProblemOf(refusal);
  if (!refused) return lease;
  return {
    // Another tab of this browser first: that is where to continue.
    blocked: lease.blocked ?? refused,
    noteRefusal: lease.noteRefusal,
    continueHere: async () => {
      await lease.continueHere();
      await afterTakeOver();
    },
  };
}
