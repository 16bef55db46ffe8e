/**
 * One claim per attempt per page: the instruction screen claims before navigating, the question
 * screen asks again and gets the same answer (a second Web Lock request from the owning page
 * would otherwise report 'read-only' against itself).
 */
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
