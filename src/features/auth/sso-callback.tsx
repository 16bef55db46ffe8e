import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { AuthNotice } from './auth-notice.tsx';
import './sso-callback.css';

type Phase = { kind: 'working' } | { kind: 'not-sso' } | { kind: 'failed'; error: unknown };

/**
 * The provider's callback (seed 000 section 4): our server checks the ID token and signs the user
 * in, then the saved interview link, the saved route or /hire. Inside the provider's hidden frame
 * of a silent renewal it only hands the answer over.
 */
export function SsoCallback() {
  const navigate = useNavigate();
  const started = useRef(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // Imported here: oidc-client-ts loads only when single sign-on is used.
      const client = await import('../sso/sso-client.ts');
      if (window.parent !== window) {
        await client.completeSilentRenew().catch(() => undefined);
        return;
      }
      try {
        const destination = await client.completeSsoSignIn();
        await navigate({ href: destination, replace: true });
      } catch (error) {
        setPhase(error instanceof client.NotAnSsoCallback ? { kind: 'not-sso' } : { kind: 'failed', error });
      }
    })();
  }, [navigate]);

  if (phase.kind === 'working') {
    return (
      <p role="status">
        <Trans>Signing you in…</Trans>
      </p>
    );
  }
  const failure = phase.kind === 'failed' ? phase.error : undefined;
  return (
    <>
      <AuthNotice tone="error" title={<Trans>Single sign-on did not work</Trans>}>
        <p>
          {phase.kind === 'not-sso' ? (
            <Trans>You need to have a single sign-on authentication process to access this page</Trans>
          ) : failure instanceof ApiError ? (
            errorText(failure)
          ) : (
            <Trans>An error occurred while trying to authenticate with SSO. Please contact your admin or log out and try again.</Trans>
          )}
        </p>
      </AuthNotice>
      <ul className="auth-card__links">
        <li>
          <Link className="auth-link" to="/login">
            <Trans>Back to sign in</Trans>
          </Link>
        </li>
        <li>
          <Link className="auth-link" to="/logout">
            <Trans>Log out</Trans>
          </Link>
        </li>
      </ul>
    </>
  );
}
