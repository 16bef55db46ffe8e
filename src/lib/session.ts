/**
 * Who is signed in. The access token lives only in memory (api-client); the refresh token is an
 * httpOnly cookie, so a reload restores the session by refreshing, with no token in readable
 * storage. `ensureSession` is what route guards await.
 */
import type { Session } from '../../contracts/auth.ts';
import type { SecondFactorStep } from '../../contracts/second-factor.ts';
import type { User } from '../../contracts/user.ts';
import { ApiError, call, hasAccessToken, isNoVerdict, refreshOutcome, setAccessToken } from './api-client.ts';
import { atom, store } from './store.ts';
import { currentUser, login as loginEndpoint, logout as logoutEndpoint, tokenRefresh } from './api/auth.ts';

export interface SessionState {
  status: 'unknown' | 'signed-in' | 'signed-out';
  user?: User;
  /** The company the staff screens act on; falls back to the account of the first role. */
  accountId?: number;
}

export const sessionAtom = atom<SessionState>({ status: 'unknown' });

let bootstrapping: Promise<SessionState> | undefined;

function accountIdFor(user: User, previous?: number): number | undefined {
  if (previous !== undefined && user.roles.some((r) => r.account_id === previous)) return previous;
  return user.roles[0]?.account_id;
}

/**
 * The signed-in user, kept so a reload without a network still knows who is signed in and the
 * candidate can go on answering offline. It grants nothing: every API call still needs the
 * refresh cookie, and the server checks it once the network is back.
 */
const OFFLINE_USER_KEY = 'assay.offline-user';

function rememberUser(user: User | undefined): void {
  try {
    if (user) localStorage.setItem(OFFLINE_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(OFFLINE_USER_KEY);
  } catch {
    // Storage can be unavailable (private modes); offline reloads then need the network.
  }
}

function rememberedUser(): User | undefined {
  try {
    const text = localStorage.getItem(OFFLINE_USER_KEY);
    return text ? (JSON.parse(text) as User) : undefined;
  } catch {
    return undefined;
  }
}

export function setSignedIn(user: User, token?: string): SessionState {
  if (token) setAccessToken(token);
  rememberUser(user);
  const state: SessionState = {
    status: 'signed-in',
    user,
    accountId: accountIdFor(user, store.get(sessionAtom).accountId),
  };
  store.set(sessionAtom, state);
  return state;
}

export function setSignedOut(): SessionState {
  setAccessToken(undefined);
  rememberUser(undefined);
  const state: SessionState = { status: 'signed-out' };
  store.set(sessionAtom, state);
  return state;
}

async function fetchCurrentUser(): Promise<User | undefined> {
  try {
    return await call(currentUser, { skipRetry: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}

/**
 * Whether a refresh cookie may exist: the server's hint cookie beside it (SESSION_HINT_COOKIE),
 * or a remembered user (sessions from before the hint). A visitor with neither is signed out
 * without a refresh that could only be refused, and would log a 401 in the console.
 */
function mayHaveSession(): boolean {
  if (/(?:^|;\s*)assay_session=1/.test(document.cookie)) return true;
  try {
    return localStorage.getItem(OFFLINE_USER_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * Like refreshSession, but a failure with no verdict throws (no network, or a server answering 5xx,
 * 408 or 429: D301), so such a start keeps the remembered user. Refreshed, it answers the user the
 * refresh came with (absent from an older server: asked then).
 */
async function refreshAtStart(): Promise<false | { user?: User }> {
  if (hasAccessToken()) {
    // No reply (undefined): as offline, the remembered user stays.
    const refreshed = await refreshOutcome();
    if (refreshed === undefined) throw new ApiError({});
    return refreshed && {};
  }
  if (!mayHaveSession()) return false;
  try {
    const { token, user } = await call(tokenRefresh, { body: {}, skipRetry: true });
    setAccessToken(token);
    return { user };
  } catch (error) {
    if (isNoVerdict(error)) throw error;
    return false;
  }
}

/** Resolves once we know whether someone is signed in; a failed startup fetch means signed out. */
export function ensureSession(): Promise<SessionState> {
  const current = store.get(sessionAtom);
  if (current.status !== 'unknown') return Promise.resolve(current);
  bootstrapping ??= (async () => {
    try {
      // A page load starts without an access token (it lives in memory only), so asking for the
      // user first would always be refused: refresh first and save a round trip. The refresh
      // answers with the user too, which saves another.
      let user = hasAccessToken() ? await fetchCurrentUser() : undefined;
      if (!user) {
        const refreshed = await refreshAtStart();
        if (refreshed) user = refreshed.user ?? (await fetchCurrentUser());
      }
      return user ? setSignedIn(user) : setSignedOut();
    } catch (error) {
      // No verdict (no network, or a server down or behind a proxy answering 503: not a refusal):
      // stay signed in as the last user, as offline (D301). The next call's 401 asks the server again.
      const remembered = isNoVerdict(error) ? rememberedUser() : undefined;
      if (remembered) {
        const state: SessionState = {
          status: 'signed-in',
          user: remembered,
          accountId: accountIdFor(remembered, undefined),
        };
        store.set(sessionAtom, state);
        return state;
      }
      return setSignedOut();
    } finally {
      bootstrapping = undefined;
    }
  })();
  return bootstrapping;
}

/** A session, or the second step when the account has a second factor (D204). */
export async function signIn(email: string, password: string): Promise<Session | SecondFactorStep> {
  const result = await call(loginEndpoint, { body: { email, password }, skipRetry: true });
  if ('second_factor' in result) return result;
  setSignedIn(result.user, result.token);
  return result;
}

export async function signOut(): Promise<void> {
  try {
    await call(logoutEndpoint, { body: {}, skipRetry: true });
  } finally {
    setSignedOut();
  }
}
