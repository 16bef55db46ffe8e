/** One claim per attempt per page (promise 10): a second Web Lock request from the owning page would read as another tab. */
import { claimAttempt, type AttemptClaim, type ClaimOptions } from '../../offline/attempt-lock.ts';

const claims = new Map<string, Promise<AttemptClaim>>();

export function claimOnce(attemptId: string, options?: ClaimOptions): Promise<AttemptClaim> {
  let claim = claims.get(attemptId);
  if (!claim) {
    claim = claimAttempt(attemptId, options);
    claims.set(attemptId, claim);
  }
  return claim;
}
