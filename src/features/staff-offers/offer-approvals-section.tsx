/**
 * A draft offer's approvals (D320): when the company approves offers, the recruiter asks its
 * approvers; each one's turn and answer shows in order, the approver whose turn it is approves or
 * sends it back with a comment here, and sending waits for the last approval.
 */
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Offer } from '../../../contracts/offer.ts';
import type { OfferApprovalStatusCode } from '../../../contracts/offer-approvals.ts';
import { sessionAtom } from '../../lib/session.ts';
import { useAtomValue } from '../../lib/store.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { Button } from '../../ui/form/button.tsx';
import { decideApproval, requestApproval } from './staff-offers.queries.ts';

/** Whether a draft may be sent now: the company approves no offer, or every approver of its round approved. */
export function isApprovedToSend(offer: Offer): boolean {
  if (offer.approval_chain_length === 0) return true;
  return offer.approvals.length > 0 && offer.approvals.every((a) => a.status === 'approved');
}

function ApprovalStatus({ status }: { status: OfferApprovalStatusCode }) {
  switch (status) {
    case 'waiting':
      return <Trans>waiting for their turn</Trans>;
    case 'pending':
      return <Trans>to approve</Trans>;
    case 'approved':
      return <Trans>approved</Trans>;
    case 'sent_back':
      return <Trans>sent back</Trans>;
  }
}

export function OfferApprovalsSection({ userSmartreqId, offer }: { userSmartreqId: number; offer: Offer }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const viewerId = useAtomValue(sessionAtom).user?.user_id;
  const [comment, setComment] = useState('');
  const [commentMissing, setCommentMissing] = useState(false);
  const commentId = useId();
  const action = useMutation({ mutationFn: (work: () => Promise<unknown>) => work() });
  if (offer.status !== 'draft' || (offer.approval_chain_length === 0 && offer.approvals.length === 0)) return null;

  const turn = offer.approvals.find((a) => a.status === 'pending');
  const isMyTurn = turn !== undefined && turn.user_id === viewerId;
  const sentBack = offer.approvals.some((a) => a.status === 'sent_back');
  // An approver who left the company (D429) or the requisition's team (D438) before answering holds
  // the round up: it is asked again.
  const leftCompany = offer.approvals.some((a) => a.left_company);
  const leftTeam = offer.approvals.some((a) => a.left_team);
  const someoneLeft = leftCompany || leftTeam;
  const mayAsk = offer.approval_chain_length > 0 && (offer.approvals.length === 0 || sentBack || someoneLeft);
  const busy = action.isPending;
  const ask = () => action.mutate(() => requestApproval(queryClient, userSmartreqId, offer.offer_uuid));
  const decide = (decision: 'approve' | 'send_back') => {
    if (decision === 'send_back' && comment.trim() === '') {
      setCommentMissing(true);
      return;
    }
    setCommentMissing(false);
    action.mutate(async () => {
      await decideApproval(queryClient, userSmartreqId, offer.offer_uuid, {
        decision,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      setComment('');
    });
  };

  return (
    <div className="offer-panel__approvals" data-testid="offer-approvals">
      <h4>
        <Trans>Approvals</Trans>
      </h4>
      {offer.approvals.length === 0 ? (
        <p className="offers-muted">
          {offer.approval_chain_source === 'requisition' ? (
            <Plural
              value={offer.approval_chain_length}
              one="This requisition’s offers are approved before they are sent: # approver."
              other="This requisition’s offers are approved before they are sent: # approvers, in order."
            />
          ) : (
            <Plural
              value={offer.approval_chain_length}
              one="Your company approves offers before they are sent: # approver."
              other="Your company approves offers before they are sent: # approvers, in order."
            />
          )}
        </p>
      ) : (
        <ol className="offer-panel__signers" aria-label={t`Approvers in order`}>
          {offer.approvals.map((a) => (
            <li key={a.approval_order}>
              {a.name}:{' '}
              {a.left_company ? (
                <Trans>left the company</Trans>
              ) : a.left_team ? (
                <Trans>left the team</Trans>
              ) : (
                <ApprovalStatus status={a.status} />
              )}
              {a.comment && <> · “{a.comment}”</>}
            </li>
          ))}
        </ol>
      )}
      {isApprovedToSend(offer) && offer.approvals.length > 0 && (
        <p className="offers-success" role="status">
          <Trans>Every approver approved it: it may be sent.</Trans>
        </p>
      )}
      {leftCompany && (
        <p className="offers-alert">
          <Trans>
            An approver left the company before answering. Ask for approval again: the approvers set now are asked.
          </Trans>
        </p>
      )}
      {leftTeam && (
        <p className="offers-alert">
          <Trans>
            An approver can no longer open this requisition: they left its team before answering. Ask for approval
            again: the approvers set now are asked.
          </Trans>
        </p>
      )}
      {action.error && (
        <p className="offers-alert" role="alert">
          {offerErrorText(action.error)}
        </p>
      )}
      {isMyTurn && (
        <div className="offers-actions">
          <label className="offers-field">
            <Trans>Comment (needed to send it back)</Trans>
            <textarea
              value={comment}
              maxLength={1000}
              aria-invalid={commentMissing || undefined}
              aria-describedby={commentMissing ? commentId : undefined}
              onChange={(event) => setComment(event.target.value)}
            />
          </label>
          {commentMissing && (
            <p className="offers-alert" id={commentId} role="alert">
              <Trans>Say what to change before sending it back.</Trans>
            </p>
          )}
          <Button isBusy={busy} onClick={() => decide('approve')}>
            <Trans>Approve</Trans>
          </Button>
          <Button variant="secondary" isBusy={busy} onClick={() => decide('send_back')}>
            <Trans>Send back</Trans>
          </Button>
        </div>
      )}
      {mayAsk && (
        <div className="offers-actions">
          <Button isBusy={busy} onClick={ask}>
            {sentBack || someoneLeft ? <Trans>Ask for approval again</Trans> : <Trans>Ask for approval</Trans>}
          </Button>
        </div>
      )}
    </div>
  );
}
