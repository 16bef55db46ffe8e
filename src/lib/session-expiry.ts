/**
 * What happens when the server refuses a session the app thought it had: signed out here, and sent
 * to sign in through /logout, with a way back to the page. Several requests in flight are refused
 * at the same moment (a page loads two reads at once); only the first sends the person anywhere.
 * A second one, landing once /logout is already the address, made /logout its own way back, and
 * the person signed in again to land on /logout (stop 56).
 */
import { safeRedirect } from './redirect-target.ts';
import { sessionAtom, setSignedOut } from './session.ts';
import { store } from './store.ts';

export interface SignInNavigator {
  /** The address now, path and search. */
  here(): string;
  toSignOut(redirect: string | undefined): void;
}

export function handleSessionExpired(navigator: () => Promise<SignInNavigator>): void {
  if (store.get(sessionAtom).status === 'signed-out') return;
  setSignedOut();
  void navigator().then((to) => to.toSignOut(safeRedirect(to.here())));
}
