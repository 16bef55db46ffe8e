/**
 * A kind whose attempt on the device is its own rather than the answer attempts' (the language
 * test: no queued start, its parts completed one by one, its own lease endpoint). The kind module
 * supplies it to ActivityShell (activity-shell.tsx), which then begins, claims and leases that
 * attempt exactly as it does the answer attempts'.
 */
import type { AttemptRecord } from '../../offline/db.ts';
import type { AttemptHeartbeat } from '../../offline-hooks/use-attempt-lease.ts';

export interface DeviceFlavour {
  /** Makes this device's record of the attempt if it has none (the answer attempts queue their start instead). */
  begin(refId: string, activityId: number): Promise<unknown>;
  /** The kind's lease heartbeat (a module function: it must stay the same between renders). */
  heartbeat: AttemptHeartbeat;
  /** "Continue on this device": takes the attempt over and adopts the server's state. */
  continueHere(attempt: AttemptRecord): Promise<void>;
}
