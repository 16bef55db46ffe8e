/** An admin's reset of a staff member's second factor (a lost device): it ends all their sessions (D204). */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { resetStaffSecondFactor } from '../../lib/api/second-factor.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useAskStepUp } from '../../ui/step-up-scope.tsx';

export interface ResetSecondFactorProps {
  accountId: number;
  userId: number;
  name: string;
  onReset: () => void;
}

export function ResetSecondFactor({ accountId, userId, name, onReset }: ResetSecondFactorProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const askStepUp = useAskStepUp();
  const reset = useMutation({
    // The admin's own proof goes with the request (D272); the step-up dialog shows its refusals.
    mutationFn: () =>
      askStepUp(t`Reset two-factor sign-in of ${name}?`, 'someone_sign_in', (proof) =>
        call(resetStaffSecondFactor, { params: { id: accountId, userId }, body: { proof } }),
      ),
    onSuccess: (done) => {
      if (done) onReset();
    },
  });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          reset.reset();
          setOpen(true);
        }}
      >
        <Trans>Reset two-factor sign-in</Trans>
        <span className="visually-hidden"> {name}</span>
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        question={t`Reset two-factor sign-in of ${name}?`}
        detail={
          <Trans>
            Their authenticator app, passkeys and recovery codes are removed and they are signed out everywhere. If your
            company requires a second factor, they set up a new one at their next sign-in.
          </Trans>
        }
        confirmLabel={<Trans>Reset</Trans>}
        isBusy={reset.isPending}
        error={reset.error ? errorText(reset.error) : undefined}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          reset.mutate();
        }}
      />
    </>
  );
}
