/**
 * The company's offer approval chain (D320), on the e-signature settings page: the staff who
 * approve each offer, in order, before it may be sent. Empty: offers are sent without approval.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { ApproverChainForm } from './approver-chain.tsx';
import { offerApproversQueryOptions, saveOfferApprovers } from './staff-offers.queries.ts';

export function OfferApproversSettings({ accountId }: { accountId: number }) {
  const queryClient = useQueryClient();
  const approvers = useQuery(offerApproversQueryOptions(accountId));
  return (
    <ApproverChainForm
      key={accountId}
      titleId="offer-approvers-title"
      level={2}
      intro={
        <Trans>
          Who approves each offer before it is sent, in order. Each approver is mailed in turn and approves it or sends
          it back with a comment; the offer is sent after the last approval.
        </Trans>
      }
      read={approvers}
      save={(userIds) => saveOfferApprovers(queryClient, accountId, userIds)}
      empty={
        <p className="offers-muted">
          <Trans>No approver: offers are sent without approval.</Trans>
        </p>
      }
    />
  );
}
