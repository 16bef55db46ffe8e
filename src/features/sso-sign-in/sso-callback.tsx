import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import './sso-sign-in.css';

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
      const client = await import('./sso-client.ts');
      if (window.parent !== window) {
        await client.completeSilentRenew().catch(() => undefined);
        return;
      }
      try {
        const destination = await client.completeSsoSignIn();
        if (destination) await navigate({ href: destination, replace: true });
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
      <div className="notice notice--error" role="alert">
        <h2 className="sso-callback__title">
          <Trans>Single sign-on did not work</Trans>
        </h2>
        <p>
          {phase.kind === 'not-sso' ? (
            <Trans>You need to have a single sign-on authentication process to access this page</Trans>
          ) : failure instanceof ApiError && failure.code === ErrorCode.ssoProviderUnavailable ? (
            <Trans>The identity provider did not answer. Please try again in a few minutes.</Trans>
          ) : failure instanceof ApiError && failure.code === ErrorCode.companySuspended ? (
            errorText(failure)
          ) : (
            <Trans>
              An error occurred while trying to authenticate with SSO. Please contact your admin or log out and try
              again.
            </Trans>
          )}
        </p>
      </div>
      <ul className="sso-callback__links">
        <li>
          <Link to="/login">
            <Trans>Back to sign in</Trans>
          </Link>
        </li>
        <li>
          <Link to="/logout">
            <Trans>Log out</Trans>
          </Link>
        </li>
      </ul>
    </>
  );
}
