/**
 * /settings/security: whether the company's staff must sign in with a second factor (D204); a
 * change asks for the saver's step-up (D262).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { saveSecondFactorPolicy, secondFactorPolicy } from '../../lib/api/second-factor.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAskStepUp } from '../../ui/step-up-scope.tsx';

const policyKey = (accountId: number) => ['company-settings', accountId, 'second-factor-policy'] as const;

export function SecondFactorPolicy({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const askStepUp = useAskStepUp();
  const policy = useQuery({
    queryKey: policyKey(accountId),
    queryFn: ({ signal }) => call(secondFactorPolicy, { params: { id: accountId }, signal }),
  });
  const save = useMutation({
    // How the whole company signs in: the saver's own proof goes with the request (D262).
    mutationFn: (required: boolean) =>
      askStepUp(t`Two-factor sign-in`, 'company_sign_in', (proof) =>
        call(saveSecondFactorPolicy, {
          params: { id: accountId },
          body: { require_second_factor: required, proof },
        }),
      ),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(policyKey(accountId), saved);
    },
  });
  if (!policy.data) return null;
  return (
    <section className="sso-settings__panel" aria-labelledby="second-factor-policy-title">
      <h2 id="second-factor-policy-title" className="sso-settings__subtitle">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      <label>
        <input
          type="checkbox"
          checked={policy.data.require_second_factor}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />{' '}
        <Trans>Require a second factor (an authenticator app or a passkey) of every staff member</Trans>
      </label>
      <p className="sso-settings__muted">
        <Trans>
          Staff without one set it up right after their next sign-in. People who sign in through single sign-on are not
          asked: your identity provider decides.
        </Trans>
      </p>
      {save.error && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(save.error)}</p>
        </div>
      )}
    </section>
  );
}
