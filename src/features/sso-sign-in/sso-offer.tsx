import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { ssoDiscovery } from '../../lib/api/sso.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import './sso-sign-in.css';

export interface SsoOfferProps {
  /** Where to go after the provider's callback; undefined: the staff default. */
  intendedRoute: string | undefined;
  /** As typed, trimmed and in lower case. */
  email: string;
}

/** "Sign in with single sign-on" on the login form, once the email's domain turns out to have a provider. */
export default function SsoOffer({ intendedRoute, email }: SsoOfferProps) {
  const provider = useSsoDiscovery(email);
  const [error, setError] = useState<unknown>();
  const [isLeaving, setIsLeaving] = useState(false);
  if (!provider) return null;
  const start = async () => {
    setIsLeaving(true);
    setError(undefined);
    try {
      // Imported here: oidc-client-ts loads only when someone signs in through their provider.
      const { startSsoSignIn } = await import('./sso-client.ts');
      await startSsoSignIn(provider, intendedRoute, email.trim());
    } catch (failure) {
      setError(failure);
      setIsLeaving(false);
    }
  };
  return (
    <div className="sso-offer">
      {!provider.password_allowed && (
        <p>
          <Trans>Your company signs you in through single sign-on.</Trans>
        </p>
      )}
      {error !== undefined && (
        <p role="alert" className="sso-offer__error">
          {errorText(error)}
        </p>
      )}
      <Button
        variant="secondary"
        isBlock
        isBusy={isLeaving}
        busyLabel={<Trans>Opening your sign-in page…</Trans>}
        onClick={() => void start()}
      >
        <Trans>Sign in with single sign-on</Trans>
      </Button>
    </div>
  );
}

/** Whether the email's domain signs in through single sign-on, asked once typing pauses. */
function useSsoDiscovery(email: string) {
  const [found, setFound] = useState<{ email: string; issuer: string; client_id: string; password_allowed: boolean }>();
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      call(ssoDiscovery, { body: { email }, skipRetry: true })
        .then((answer) => {
          if (current && answer.sso && answer.issuer && answer.client_id) {
            setFound({
              email,
              issuer: answer.issuer,
              client_id: answer.client_id,
              password_allowed: answer.password_allowed,
            });
          }
        })
        .catch(() => undefined);
    }, 400);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [email]);
  return found?.email === email ? found : undefined;
}
