import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../contracts/user.ts';
import { handleSessionExpired, type SignInNavigator } from './session-expiry.ts';
import { sessionAtom, setSignedIn, setSignedOut } from './session.ts';
import { store } from './store.ts';

const user = { user_id: 5, email: 'c@assay.test', first_name: 'Cam', last_name: 'C', roles: [] } as unknown as User;

/** A router stand-in whose address moves to /logout when sent there, as the real one does. */
function fakeRouter(start: string) {
  let address = start;
  const sent: (string | undefined)[] = [];
  const navigator: SignInNavigator = {
    here: () => address,
    toSignOut(redirect) {
      sent.push(redirect);
      address = redirect ? `/logout?redirect=${encodeURIComponent(redirect)}` : '/logout';
    },
  };
  return { sent, navigator: () => Promise.resolve(navigator) };
}

describe('a session the server no longer knows', () => {
  afterEach(() => {
    setSignedOut();
    store.set(sessionAtom, { status: 'unknown' });
  });

  it('signs out and sends the person to sign out once, with the page as the way back, however many requests were refused', async () => {
    setSignedIn(user);
    const router = fakeRouter('/user/reports');
    handleSessionExpired(router.navigator);
    await Promise.resolve();
    handleSessionExpired(router.navigator);
    handleSessionExpired(router.navigator);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get(sessionAtom).status).toBe('signed-out');
    expect(router.sent).toEqual(['/user/reports']);
  });

  it('never makes a sign-in page the way back', async () => {
    setSignedIn(user);
    const router = fakeRouter('/logout?redirect=%2Fuser%2Freports');
    handleSessionExpired(router.navigator);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.sent).toEqual([undefined]);
  });

  it('is armed again by the next sign-in', async () => {
    setSignedIn(user);
    const router = fakeRouter('/user/home');
    handleSessionExpired(router.navigator);
    await new Promise((resolve) => setTimeout(resolve, 0));
    setSignedIn(user);
    handleSessionExpired(router.navigator);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.sent).toHaveLength(2);
  });
});
