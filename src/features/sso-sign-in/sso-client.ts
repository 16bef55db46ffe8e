/**
 * The browser half of single sign-on, with oidc-client-ts (authorization code with PKCE; D121).
 * Loaded only when single sign-on is used (dynamic imports from the login form, the route guard,
 * the callback screen and the staff layout), so no candidate page and not the login screen carry it.
 */
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { SSO_CALLBACK_PATH, SSO_EARLY_EXPIRY_SECONDS, SSO_SCOPES } from '../../../contracts/sso-constants.ts';
import { call } from '../../lib/api-client.ts';
import { loginSso, ssoNonce } from '../../lib/api/sso.ts';
import { setSignedIn } from '../../lib/session.ts';
import {
  rememberedSsoProvider,
  rememberSsoProvider,
  savedSsoProvider,
  saveIntendedRoute,
  setSsoAuthType,
  takeIntendedRoute,
  type SsoProvider,
} from './sso-state.ts';

export const SSO_DEFAULT_DESTINATION = '/hire';

let manager: { key: string; value: UserManager } | undefined;

function userManager(provider: SsoProvider): UserManager {
  const key = `${provider.issuer} ${provider.client_id}`;
  if (manager?.key === key) return manager.value;
  const callback = `${window.location.origin}${SSO_CALLBACK_PATH}`;
  const value = new UserManager({
    authority: provider.issuer,
    client_id: provider.client_id,
    redirect_uri: callback,
    silent_redirect_uri: callback,
    response_type: 'code',
    scope: SSO_SCOPES,
    accessTokenExpiringNotificationTimeInSeconds: SSO_EARLY_EXPIRY_SECONDS,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
  manager = { key, value };
  return value;
}

/** Saves the intended route, then leaves for the provider; the nonce comes from our server (D121). */
export async function startSsoSignIn(
  provider: SsoProvider,
  intendedRoute: string | undefined,
  loginHint?: string,
): Promise<void> {
  rememberSsoProvider(provider);
  saveIntendedRoute(intendedRoute);
  const { nonce } = await call(ssoNonce, { body: {}, skipRetry: true });
  await userManager(provider).signinRedirect({ nonce, ...(loginHint ? { login_hint: loginHint } : {}) });
}

/**
 * From the route guard: saves the intended route and leaves for the provider; the login form is
 * the fallback when the provider cannot be reached.
 */
export async function signInFromGuard(intendedRoute: string): Promise<void> {
  const provider = rememberedSsoProvider();
  if (!provider) return;
  try {
    await startSsoSignIn(provider, intendedRoute);
  } catch {
    return;
  }
  // The browser is on its way to the provider.
  await new Promise<never>(() => undefined);
}

export class NotAnSsoCallback extends Error {}

/**
 * Completes the provider's callback: our server checks the ID token and signs the user in. Returns
 * where to go; undefined inside the pop-up of a step-up at the provider (D286), whose answer is
 * handed to the page that opened it (src/features/two-factor/sso-step-up.ts), which closes it.
 */
export async function completeSsoSignIn(): Promise<string | undefined> {
  const provider = savedSsoProvider();
  const params = new URLSearchParams(window.location.search);
  if (!provider || !params.get('state') || !(params.get('code') || params.get('error'))) throw new NotAnSsoCallback();
  // The state kept when the request left says which it answers: a sign-in here, or a pop-up's.
  const user = await userManager(provider).signinCallback();
  if (!user) return undefined;
  if (!user.id_token) throw new Error('The provider sent no ID token.');
  const session = await call(loginSso, { body: { id_token: user.id_token }, skipRetry: true });
  setSsoAuthType();
  setSignedIn(session.user, session.access_token);
  return takeIntendedRoute() ?? SSO_DEFAULT_DESTINATION;
}

/** Inside the provider's hidden frame during a silent renewal: hands the answer to the page. */
export async function completeSilentRenew(): Promise<void> {
  const provider = savedSsoProvider();
  if (provider) await userManager(provider).signinSilentCallback();
}

/** Keeps the provider's tokens renewed (120 s early); a renewal that fails calls `onTokenError`. */
export function watchSsoTokens(onTokenError: () => void): () => void {
  const provider = rememberedSsoProvider();
  if (!provider) return () => undefined;
  const events = userManager(provider).events;
  events.addSilentRenewError(onTokenError);
  events.addAccessTokenExpired(onTokenError);
  return () => {
    events.removeSilentRenewError(onTokenError);
    events.removeAccessTokenExpired(onTokenError);
  };
}
