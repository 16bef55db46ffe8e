/**
 * The single sign-on domains' ownership (D261): each saved domain counts only once its DNS holds
 * the company's TXT record. A domain not verified yet shows the record to add and "Check again",
 * which asks for the checker's step-up (D283: a verified domain starts signing people in through
 * the provider); the answer replaces the settings' read, so a form being typed keeps what was
 * typed (D255).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SsoDomain, SsoDomainProblem } from '../../../contracts/sso.ts';
import { call } from '../../lib/api-client.ts';
import { checkSsoDomain } from '../../lib/api/sso.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { isStepUpRefusal, useAskStepUp } from '../../ui/step-up-scope.tsx';
import { ssoKey } from './sso.queries.ts';

export function SsoDomainChecks({ accountId, checks }: { accountId: number; checks: SsoDomain[] }) {
  if (checks.length === 0) return null;
  return (
    <section className="sso-domains" aria-labelledby="sso-domains-heading">
      <h3 id="sso-domains-heading" className="sso-domains__title">
        <Trans>Domain verification</Trans>
      </h3>
      <p className="sso-settings__muted">
        <Trans>
          Single sign-on applies only to the domains your company has verified. To verify one, add its TXT record in the
          domain's DNS settings, then check again. DNS changes can take a while to show.
        </Trans>
      </p>
      <ul className="sso-domains__list">
        {checks.map((check) => (
          <DomainCheck key={check.domain} accountId={accountId} check={check} />
        ))}
      </ul>
    </section>
  );
}

function DomainCheck({ accountId, check }: { accountId: number; check: SsoDomain }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>();
  const askStepUp = useAskStepUp();
  const checking = useMutation({
    mutationFn: async () => {
      setFailure(undefined);
      // The checker's own proof goes with the check (D283); any other refusal closes the dialog and shows here.
      let refused: unknown;
      const domain = check.domain;
      const answer = await askStepUp(t`Check ${domain} again`, 'company_sign_in', async (proof) => {
        try {
          return await call(checkSsoDomain, { params: { id: accountId, domain }, body: { proof } });
        } catch (error) {
          if (isStepUpRefusal(error)) throw error;
          refused = error;
          return undefined;
        }
      });
      if (refused !== undefined) throw refused;
      if (answer) queryClient.setQueryData(ssoKey(accountId), answer);
    },
    onError: setFailure,
  });
  const problemText: Record<SsoDomainProblem, string> = {
    no_record: t`No TXT record with this company's verification code was found on ${check.domain}.`,
    wrong_record: t`${check.domain} has an Assay verification record, but not this company's code. Check that the whole value was copied.`,
    dns_unavailable: t`The DNS servers did not answer. Try again in a few minutes.`,
    taken: t`Another company has already verified ${check.domain}.`,
  };
  const headingId = `sso-domain-${check.domain}`;
  return (
    <li className="sso-domains__item">
      <p className="sso-domains__heading" id={headingId}>
        <strong>{check.domain}</strong>{' '}
        <span className={check.verified ? 'sso-domains__verified' : 'sso-domains__pending'}>
          {check.verified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}
        </span>
      </p>
      {!check.verified && (
        <>
          <dl className="sso-domains__record">
            <dt>
              <Trans>Record type</Trans>
            </dt>
            <dd>TXT</dd>
            <dt>
              <Trans>Name (host)</Trans>
            </dt>
            <dd>
              <code>{check.record_name}</code>
            </dd>
            <dt>
              <Trans>Value</Trans>
            </dt>
            <dd>
              <code>{check.record_value}</code>
            </dd>
          </dl>
          <div className="sso-domains__actions">
            <Button
              variant="secondary"
              isBusy={checking.isPending}
              busyLabel={<Trans>Checking…</Trans>}
              onClick={() => checking.mutate()}
              aria-describedby={headingId}
            >
              <Trans>Check again</Trans>
            </Button>
            <p className="sso-domains__problem" role="status">
              {check.problem && !checking.isPending ? problemText[check.problem] : null}
            </p>
          </div>
          {failure !== undefined && (
            <p role="alert" className="sso-domains__problem">
              {errorText(failure)}
            </p>
          )}
        </>
      )}
    </li>
  );
}
