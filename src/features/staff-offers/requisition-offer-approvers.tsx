/**
 * A requisition's own offer approval chain (D429), on its Team members setup page: who approves
 * each offer made on it, in order, in place of the company's approvers. Its team reads it; people
 * with company settings access change it. None set: the company's approvers apply.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequisitionOfferApprovers as Approvers } from '../../../contracts/offer-approvals.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { Button } from '../../ui/form/button.tsx';
import { ApproverChainEditor } from './offer-approvers-settings.tsx';
import { requisitionApproversQueryOptions, saveRequisitionApprovers } from './staff-offers.queries.ts';
import './staff-offers.css';

const nameOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

export function RequisitionOfferApprovers({ jobId }: { jobId: number }) {
  const approvers = useQuery(requisitionApproversQueryOptions(jobId));
  if (!approvers.data) return null;
  return <ChainForm key={jobId} jobId={jobId} initial={approvers.data} />;
}

function CompanyChainNote({ initial }: { initial: Approvers }) {
  if (initial.company_approvers.length === 0)
    return (
      <p className="offers-muted">
        <Trans>None set here, and your company has none: offers are sent without approval.</Trans>
      </p>
    );
  const names = initial.company_approvers.map(nameOf).join(', ');
  return (
    <p className="offers-muted">
      <Trans>None set here: your company’s approvers apply, in order: {names}.</Trans>
    </p>
  );
}

function ChainForm({ jobId, initial }: { jobId: number; initial: Approvers }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [chain, setChain] = useState(initial.approvers.map((p) => p.user_id));
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const saving = useMutation({
    mutationFn: async () => {
      await saveRequisitionApprovers(queryClient, jobId, chain);
      setMessage({ ok: true, text: t`Saved.` });
    },
    onError: (caught) =>
      setMessage({ ok: false, text: Object.values(fieldErrorTexts(caught))[0] ?? offerErrorText(caught) }),
  });

  return (
    <form
      className="requisition-approvers"
      aria-labelledby="requisition-approvers-title"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(undefined);
        saving.mutate();
      }}
    >
      <h3 id="requisition-approvers-title">
        <Trans>Offer approvals</Trans>
      </h3>
      <p className="offers-muted">
        <Trans>
          Who approves each offer made on this requisition, in order, in place of your company’s approvers. Each
          approver is mailed in turn; the offer is sent after the last approval.
        </Trans>
      </p>
      {message && (
        <p className={message.ok ? 'offers-success' : 'offers-alert'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      {chain.length === 0 && <CompanyChainNote initial={initial} />}
      {initial.may_change ? (
        <>
          <ApproverChainEditor
            chain={chain}
            setChain={setChain}
            people={initial.staff.concat(initial.approvers)}
            choosable={initial.staff}
          />
          <p className="offers-muted">
            <Trans>
              Only people who can open this requisition may approve its offers: add someone to its team first.
            </Trans>
          </p>
          <div className="offers-actions">
            <Button type="submit" isBusy={saving.isPending}>
              <Trans>Save the approvers</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          {initial.approvers.length > 0 && (
            <ol className="offer-panel__signers" aria-label={t`Approvers in order`}>
              {initial.approvers.map((p) => (
                <li key={p.user_id}>{nameOf(p)}</li>
              ))}
            </ol>
          )}
          <p className="offers-muted">
            <Trans>People with company settings access choose who approves offers.</Trans>
          </p>
        </>
      )}
    </form>
  );
}
