/** Setting up an authenticator app: after a step-up (D262), a QR code and the secret, confirmed by a first code. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { confirmTotp, startTotp } from '../../lib/api/second-factor.ts';
import { secondFactorErrorText as errorText } from './second-factor-texts.ts';
import { Button } from '../../ui/form/button.tsx';
import { useAskStepUp } from '../../ui/step-up-scope.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

export function TotpSetup({ onEnrolled }: { onEnrolled: (recoveryCodes: string[] | null) => void }) {
  const { t } = useLingui();
  const askStepUp = useAskStepUp();
  const [code, setCode] = useState('');
  const start = useMutation({
    mutationFn: () =>
      askStepUp(t`Set up an authenticator app`, 'own_sign_in', (proof) => call(startTotp, { body: { proof } })),
  });
  const confirm = useMutation({
    mutationFn: () => call(confirmTotp, { body: { code: code.replace(/\s/g, '') } }),
    onSuccess: (result) => onEnrolled(result.recovery_codes),
  });
  if (!start.data)
    return (
      <>
        {start.error && (
          <div className="notice notice--error" role="alert">
            <p>{errorText(start.error)}</p>
          </div>
        )}
        <Button onClick={() => start.mutate()} isBusy={start.isPending}>
          <Trans>Set up an authenticator app</Trans>
        </Button>
      </>
    );
  const qr = `data:image/svg+xml;base64,${btoa(start.data.qr_svg)}`;
  return (
    <div className="two-factor__setup">
      <p>
        <Trans>Scan this code with your authenticator app, or type the key below into it.</Trans>
      </p>
      <img className="two-factor__qr" src={qr} alt={t`QR code for your authenticator app`} width={180} height={180} />
      <p>
        <Trans>Key:</Trans> <code className="two-factor__secret">{start.data.secret}</code>
      </p>
      {confirm.error && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(confirm.error)}</p>
        </div>
      )}
      <FormLayout
        onSubmit={() => {
          if (code.trim()) confirm.mutate();
        }}
        actions={
          <Button type="submit" isBusy={confirm.isPending}>
            <Trans>Confirm</Trans>
          </Button>
        }
      >
        <TextField
          id="totp-code"
          label={t`Code from your authenticator app`}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormLayout>
    </div>
  );
}
