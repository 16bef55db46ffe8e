/** One claim per attempt per page (promise 10): a second Web Lock request from the owning page would read as another tab. */
import { claimAttempt, type AttemptClaim } from '../../offline/attempt-lock.ts';

const claims = new Map<string, Promise<AttemptClaim>>();

export function claimOnce(attemptId: string): Promise<AttemptClaim> {
  let claim = claims.get(attemptId);
  if (!claim) {
    claim = claimAttempt(attemptId);
    claims.set(attemptId, claim);
  }
  return claim;
}
