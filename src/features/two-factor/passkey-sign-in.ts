/**
 * Signing in with a passkey alone (D212). The login form imports this with import() when
 * "Sign in with a passkey" is pressed, so @simplewebauthn/browser and these texts are in no page's
 * first load and out of the candidate precache (bench/budget.json onlineOnly).
 */
import { t } from '@lingui/core/macro';
import type { Session } from '../../../contracts/auth.ts';
import { call } from '../../lib/api-client.ts';
import { passkeySignIn, passkeySignInOptions } from '../../lib/api/passkey-sign-in.ts';
import { setSignedIn } from '../../lib/session.ts';
import { signWithPasskey } from './passkey-browser.ts';
import { secondFactorErrorText } from './second-factor-texts.ts';

export async function signInWithPasskey(): Promise<Session> {
  const { options } = await call(passkeySignInOptions, { skipRetry: true });
  const passkey = await signWithPasskey(options);
  const session = await call(passkeySignIn, {
    body: { challenge: String(options.challenge), passkey },
    skipRetry: true,
  });
  setSignedIn(session.user, session.token);
  return session;
}

/** Why the passkey sign-in failed, in the reader's language; call at render time. */
export function passkeySignInErrorText(error: unknown): string {
  // The browser's own refusal: the person closed the dialog, chose no passkey, or took too long.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return t`The passkey request was cancelled or timed out. Try again, or sign in with your password.`;
  return secondFactorErrorText(error);
}
