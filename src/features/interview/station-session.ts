import type { QueryClient } from '@tanstack/react-query';
import { signOut } from '../../lib/session.ts';

/**
 * Signs the station out: every cached read goes (so nothing of the interview is left in memory
 * for the next person), the session ends. Evaluations still in the outbox stay on the device
 * until their interviewer signs in again here; they are never discarded by signing out.
 */
export async function leaveStation(queryClient: QueryClient): Promise<void> {
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  try {
    await signOut();
  } catch {
    // Offline: the session ends on this device (signOut always does), but the server still honours
    // the refresh cookie, so the resting screen ends it there once the network is back.
    markLogoutPending(true);
  }
  queryClient.clear();
}

const LOGOUT_PENDING_KEY = 'assay.station-logout-pending';

function markLogoutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(LOGOUT_PENDING_KEY, '1');
    else localStorage.removeItem(LOGOUT_PENDING_KEY);
  } catch {
    // Storage unavailable: nothing to remember it with.
  }
}

function isLogoutPending(): boolean {
  try {
    return localStorage.getItem(LOGOUT_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

/** Ends on the server a sign-out the station made offline; true once done (or nothing was pending). */
export async function finishPendingLogout(): Promise<boolean> {
  if (!isLogoutPending()) return true;
  try {
    await signOut();
    markLogoutPending(false);
    return true;
  } catch {
    return false;
  }
}
