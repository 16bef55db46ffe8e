/**
 * A requisition's own offer approval chain (D429), on its Team members setup page: who approves
 * each offer made on it, in order, in place of the company's approvers. Its team reads it; people
 * with company settings access change it. None set: the company's approvers apply.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { RequisitionOfferApprovers as Approvers } from '../../../contracts/offer-approvals.ts';
import { ApproverChainForm } from './approver-chain.tsx';
import { requisitionApproversQueryOptions, saveRequisitionApprovers } from './staff-offers.queries.ts';
import './staff-offers.css';

const nameOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

export function RequisitionOfferApprovers({ jobId }: { jobId: number }) {
  const queryClient = useQueryClient();
  const approvers = useQuery(requisitionApproversQueryOptions(jobId));
  const mayChange = approvers.data?.may_change === true;
  return (
    <ApproverChainForm
      key={jobId}
      titleId="requisition-approvers-title"
      level={3}
      className="requisition-approvers"
      intro={
        <Trans>
          Who approves each offer made on this requisition, in order, in place of your company’s approvers. Each
          approver is mailed in turn; the offer is sent after the last approval.
        </Trans>
      }
      read={approvers}
      save={mayChange ? (userIds) => saveRequisitionApprovers(queryClient, jobId, userIds) : undefined}
      empty={approvers.data && <CompanyChainNote initial={approvers.data} />}
      hint={
        <p className="offers-muted">
          {mayChange ? (
            <Trans>
              Only people who can open this requisition may approve its offers: add someone to its team first.
            </Trans>
          ) : (
            <Trans>People with company settings access choose who approves offers.</Trans>
          )}
        </p>
      }
    />
  );
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
