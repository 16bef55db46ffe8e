/**
 * The step-up dialog (D262): before a change to how the person signs in, they confirm it is them
 * with their password, a code (authenticator app or recovery code) or a passkey, sent with that
 * very request. Drawn by the StepUpScope a route puts around a screen that asks (src/ui/step-up-scope.tsx).
 */
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StepUpProof } from '../../../contracts/step-up.ts';
import { call } from '../../lib/api-client.ts';
import { stepUpPasskeyOptions, stepUpSsoOptions } from '../../lib/api/second-factor.ts';
import { Button } from '../../ui/form/button.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import type { StepUpDialogProps, StepUpReason } from '../../ui/step-up-scope.tsx';
import { secondFactorErrorText } from './second-factor-texts.ts';
import { statusQueryOptions } from './two-factor.queries.ts';

/** The provider's window was blocked or closed, or its answer did not check out in the browser. */
class ProviderDidNotAnswer extends Error {}

/** A recovery code is letters and digits in two groups of five; an app's code is six digits. */
const codeProof = (typed: string): StepUpProof => {
  const code = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? { code } : { recovery_code: code };
};

/** What the change does, in the dialog's words (D286): each reason its own, all true of it. */
function ReasonText({ reason }: { reason: StepUpReason }) {
  switch (reason) {
    case 'own_sign_in':
      return <Trans>This changes how you sign in. Confirm it is you first.</Trans>;
    case 'own_sessions':
      return <Trans>This signs you out elsewhere. Confirm it is you first.</Trans>;
    case 'someone_sign_in':
      return <Trans>This changes how someone else signs in. Confirm it is you first.</Trans>;
    case 'company_sign_in':
      return <Trans>This changes how people at your company sign in. Confirm it is you first.</Trans>;
    case 'company_creation':
      return (
        <Trans>This creates a company and invites an owner who may do everything in it. Confirm it is you first.</Trans>
      );
    case 'company_access':
      return <Trans>This changes what a company can use in Assay. Confirm it is you first.</Trans>;
  }
}

export default function StepUpDialog({ title, reason, action, onClose }: StepUpDialogProps) {
  const { t } = useLingui();
  const status = useQuery(statusQueryOptions);
  const hasPassword = status.data?.has_password ?? true;
  const hasCodes = Boolean(status.data && (status.data.totp || status.data.recovery_codes_left > 0));
  const hasPasskeys = (status.data?.passkeys.length ?? 0) > 0;
  const hasProvider = status.data?.signs_in_with_sso ?? false;
  const [usesCode, setUsesCode] = useState(false);
  const showsCode = usesCode || !hasPassword;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const running = useRef(false);

  const run = async (proof: () => Promise<StepUpProof>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      onClose(await action(await proof()));
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name === 'NotAllowedError'
          ? t`The passkey did not answer. Try again, or use your password or a code.`
          : failure instanceof ProviderDidNotAnswer
            ? t`The sign-in at your identity provider did not finish. Allow its window to open and try again.`
            : secondFactorErrorText(failure),
      );
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const hasNoWay = status.data !== undefined && !hasPassword && !hasCodes && !hasPasskeys;
  const answerAtProvider = () =>
    void run(async () => {
      const options = await call(stepUpSsoOptions, {});
      const { signInAgainAt } = await import('./sso-step-up.ts');
      const idToken = await signInAgainAt(options).catch((failure: unknown) => {
        throw new ProviderDidNotAnswer(String(failure));
      });
      return { sso: { challenge: options.challenge, id_token: idToken } };
    });
  const submit = () => {
    // Someone with no password, code or passkey confirms at their identity provider (D286).
    if (hasNoWay && hasProvider) return answerAtProvider();
    if (!value.trim()) {
      setError(showsCode ? t`Enter a code.` : t`Enter your password.`);
      return;
    }
    void run(async () => (showsCode ? codeProof(value) : { password: value }));
  };
  const answerWithPasskey = () =>
    void run(async () => {
      const { challenge, options } = await call(stepUpPasskeyOptions, {});
      const { signWithPasskey } = await import('./passkey-browser.ts');
      return { passkey: { challenge, response: await signWithPasskey(options) } };
    });

  return (
    <FormDialog
      isOpen
      title={title}
      detail={<ReasonText reason={reason} />}
      submitLabel={<Trans>Confirm</Trans>}
      onCancel={() => onClose(undefined)}
      onSubmit={submit}
      isBusy={isBusy}
      error={error}
    >
      {hasNoWay && hasProvider ? (
        <p>
          <Trans>Sign in again at your company’s identity provider: it opens in a new window.</Trans>
        </p>
      ) : hasNoWay ? (
        <p>
          <Trans>
            Your account has no password yet. Set one with “Forgot your password?” on the sign-in page, then try again.
          </Trans>
        </p>
      ) : showsCode ? (
        <TextField
          id="step-up-code"
          label={t`Code from your authenticator app, or a recovery code`}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <PasswordField
          id="step-up-password"
          label={t`Password`}
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      {hasPassword && hasCodes && (
        <Button
          variant="secondary"
          onClick={() => {
            setUsesCode(!showsCode);
            setValue('');
            setError(undefined);
          }}
          disabled={isBusy}
        >
          {showsCode ? <Trans>Use your password instead</Trans> : <Trans>Use a code instead</Trans>}
        </Button>
      )}
      {hasPasskeys && (
        <Button variant="secondary" onClick={answerWithPasskey} disabled={isBusy}>
          <Trans>Use a passkey</Trans>
        </Button>
      )}
      {hasProvider && !hasNoWay && (
        <Button variant="secondary" onClick={answerAtProvider} disabled={isBusy}>
          <Trans>Sign in again at your identity provider</Trans>
        </Button>
      )}
    </FormDialog>
  );
}
