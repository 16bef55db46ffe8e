/** One Web Lock claim per attempt per page: a second request from the owning page would call itself read-only. */
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
