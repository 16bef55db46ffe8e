/**
 * A person's second factors on /change-password (D204): an authenticator app, passkeys and
 * recovery codes; staff whose company requires a second factor arrive there first after signing in.
 * Each change asks for a step-up first (D262).
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/api/auth.ts';
import { newRecoveryCodes, removeTotp } from '../../lib/api/second-factor.ts';
import { secondFactorErrorText as errorText } from './second-factor-texts.ts';
import { sessionAtom, setSignedIn } from '../../lib/session.ts';
import { useAtomValue } from '../../lib/store.ts';
import { Button } from '../../ui/form/button.tsx';
import { StepUpScope, useAskStepUp } from '../../ui/step-up-scope.tsx';
import { PasskeyList } from './passkey-list.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TotpSetup } from './totp-setup.tsx';
import StepUpDialog from './step-up-dialog.tsx';
import { statusKey, statusQueryOptions } from './two-factor.queries.ts';
import './two-factor.css';

export default function TwoFactorScreen() {
  return (
    <StepUpScope dialog={StepUpDialog}>
      <SecondFactors />
    </StepUpScope>
  );
}

function SecondFactors() {
  const { t } = useLingui();
  const askStepUp = useAskStepUp();
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const setupRequired = session.user?.second_factor_setup_required === true;
  const status = useQuery(statusQueryOptions);
  const [codes, setCodes] = useState<string[] | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: statusKey });
    // A session that had to enrol first reaches the staff pages now: take the user as the server sees it.
    if (setupRequired) setSignedIn(await call(currentUser, {}));
  };
  const added = async (recoveryCodes: string[] | null) => {
    if (recoveryCodes) setCodes(recoveryCodes);
    await refresh();
  };
  const removeApp = useMutation({
    mutationFn: () => askStepUp(t`Remove the app`, 'own_sign_in', (proof) => call(removeTotp, { body: { proof } })),
    onSuccess: async (result) => {
      if (result) await refresh();
    },
  });
  const renew = useMutation({
    mutationFn: () =>
      askStepUp(t`Make new recovery codes`, 'own_sign_in', (proof) => call(newRecoveryCodes, { body: { proof } })),
    onSuccess: async (result) => {
      if (result) await added(result.recovery_codes);
    },
  });

  if (!status.data)
    return status.error ? (
      <div className="notice notice--error" role="alert">
        <p>{errorText(status.error)}</p>
      </div>
    ) : (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  const data = status.data;
  const enrolled = data.totp || data.passkeys.length > 0;
  return (
    <section className="two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="two-factor__heading">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      {setupRequired && (
        <div className="notice notice--warning" role="status">
          <p>
            <Trans>
              Your company requires a second factor for your account. Set up an authenticator app or a passkey to
              continue.
            </Trans>
          </p>
        </div>
      )}
      {!setupRequired && data.required && enrolled && codes === null && session.user && (
        <p>
          <Link to="/" className="auth-link">
            <Trans>Continue</Trans>
          </Link>
        </p>
      )}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      <section className="two-factor__section" aria-labelledby="two-factor-app">
        <h2 id="two-factor-app" className="two-factor__title">
          <Trans>Authenticator app</Trans>
        </h2>
        {data.totp ? (
          <div className="two-factor__row">
            <p>
              <Trans>On: sign-in asks for a code from your app.</Trans>
            </p>
            <Button variant="secondary" onClick={() => removeApp.mutate()} isBusy={removeApp.isPending}>
              <Trans>Remove the app</Trans>
            </Button>
          </div>
        ) : (
          <TotpSetup onEnrolled={added} />
        )}
      </section>
      <section className="two-factor__section" aria-labelledby="two-factor-passkeys">
        <h2 id="two-factor-passkeys" className="two-factor__title">
          <Trans>Passkeys</Trans>
        </h2>
        <PasskeyList passkeys={data.passkeys} onAdded={added} onRemoved={() => void refresh()} />
      </section>
      {enrolled && (
        <section className="two-factor__section" aria-labelledby="two-factor-recovery">
          <h2 id="two-factor-recovery" className="two-factor__title">
            <Trans>Recovery codes</Trans>
          </h2>
          <p>
            <Trans>{data.recovery_codes_left} unused recovery codes left.</Trans>
          </p>
          <Button variant="secondary" onClick={() => renew.mutate()} isBusy={renew.isPending}>
            <Trans>Make new recovery codes</Trans>
          </Button>
        </section>
      )}
      {(removeApp.error ?? renew.error) && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(removeApp.error ?? renew.error)}</p>
        </div>
      )}
    </section>
  );
}
