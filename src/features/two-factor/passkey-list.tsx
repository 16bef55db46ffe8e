/** A person's passkeys: add one (named), remove one; each after a step-up (D262). */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PASSKEY_NAME } from '../../../contracts/second-factor-limits.ts';
import type { Passkey } from '../../../contracts/second-factor.ts';
import { call } from '../../lib/api-client.ts';
import { passkeyRegistrationOptions, registerPasskey, removePasskey } from '../../lib/api/second-factor.ts';
import { secondFactorErrorText as errorText } from './second-factor-texts.ts';
import { Button } from '../../ui/form/button.tsx';
import { useAskStepUp } from '../../ui/step-up-scope.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

export interface PasskeyListProps {
  passkeys: Passkey[];
  onAdded: (recoveryCodes: string[] | null) => void;
  onRemoved: () => void;
}

export function PasskeyList({ passkeys, onAdded, onRemoved }: PasskeyListProps) {
  const { t, i18n } = useLingui();
  const askStepUp = useAskStepUp();
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: async () => {
      const registration = await askStepUp(t`Add a passkey`, 'own_sign_in', (proof) =>
        call(passkeyRegistrationOptions, { body: { proof } }),
      );
      if (!registration) return undefined;
      const { createPasskey } = await import('./passkey-browser.ts');
      const response = await createPasskey(registration.options);
      return call(registerPasskey, { body: { name: name.trim(), challenge: registration.challenge, response } });
    },
    onSuccess: (result) => {
      if (!result) return;
      setName('');
      onAdded(result.recovery_codes);
    },
  });
  const remove = useMutation({
    mutationFn: (key: Passkey) =>
      askStepUp(t`Remove ${key.name}`, 'own_sign_in', (proof) =>
        call(removePasskey, { params: { passkeyId: key.passkey_id }, body: { proof } }),
      ),
    onSuccess: (result) => {
      if (result) onRemoved();
    },
  });
  const failure = add.error ?? remove.error;
  return (
    <>
      {passkeys.length === 0 ? (
        <p className="two-factor__muted">
          <Trans>No passkeys yet.</Trans>
        </p>
      ) : (
        <ul className="two-factor__passkeys">
          {passkeys.map((key) => (
            <li key={key.passkey_id}>
              <span>
                <strong>{key.name}</strong>{' '}
                <span className="two-factor__muted">
                  <Trans>added {i18n.date(key.created_at, { dateStyle: 'medium' })}</Trans>
                </span>
              </span>
              <Button variant="secondary" onClick={() => remove.mutate(key)} isBusy={remove.isPending}>
                <Trans>Remove</Trans>
                <span className="visually-hidden"> {key.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <div className="notice notice--error" role="alert">
          <p>
            {failure instanceof Error && failure.name === 'NotAllowedError'
              ? t`The passkey was not created.`
              : errorText(failure)}
          </p>
        </div>
      )}
      <FormLayout
        onSubmit={() => {
          if (name.trim()) add.mutate();
        }}
        actions={
          <Button type="submit" isBusy={add.isPending} disabled={!name.trim()}>
            <Trans>Add a passkey</Trans>
          </Button>
        }
      >
        <TextField
          id="passkey-name"
          label={t`Passkey name`}
          hint={t`For example: work laptop, phone`}
          maxLength={MAX_PASSKEY_NAME}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormLayout>
    </>
  );
}
