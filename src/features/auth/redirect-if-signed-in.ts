import { redirect } from '@tanstack/react-router';
import type { SessionState } from '../../lib/session.ts';

/** A signed-in user opening a sign-in page goes straight to where signing in would have taken them. */
export function redirectIfSignedIn(session: SessionState | undefined, destination: string): void {
  if (session?.status === 'signed-in') throw redirect({ href: destination, replace: true });
}
