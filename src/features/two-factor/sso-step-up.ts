/**
 * A step-up proof by signing in again at the company's identity provider (D286), for someone who
 * signs in there: in a pop-up, so the dialog and what the person typed stay, with `max_age=0` and
 * `prompt=login` so the provider asks them again, and the server's nonce. The pop-up's answer
 * comes back through the single sign-on callback page (sso-client.ts hands it to this page). The
 * provider's new tokens are the proof only: kept in memory, never in place of the session's own.
 * Loaded with import() when someone uses it: oidc-client-ts is online-only (bench/budget.json).
 */
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { SSO_CALLBACK_PATH, SSO_SCOPES } from '../../../contracts/sso-constants.ts';
import type { StepUpSsoOptions } from '../../../contracts/second-factor.ts';

/** The provider's ID token for the server's nonce, after the person signed in again there. */
export async function signInAgainAt(options: StepUpSsoOptions): Promise<string> {
  const manager = new UserManager({
    authority: options.issuer,
    client_id: options.client_id,
    redirect_uri: `${window.location.origin}${SSO_CALLBACK_PATH}`,
    response_type: 'code',
    scope: SSO_SCOPES,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  const user = await manager.signinPopup({ nonce: options.nonce, max_age: 0, prompt: 'login' });
  if (!user.id_token) throw new Error('The provider sent no ID token.');
  return user.id_token;
}
