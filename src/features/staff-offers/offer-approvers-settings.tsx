/**
 * The company's offer approval chain (D320), on the e-signature settings page: the staff who
 * approve each offer, in order, before it may be sent. Empty: offers are sent without approval.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_OFFER_APPROVERS, type OfferApprovers } from '../../../contracts/offer-approvals.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { Button } from '../../ui/form/button.tsx';
import { offerApproversQueryOptions, saveOfferApprovers } from './staff-offers.queries.ts';

export function OfferApproversSettings({ accountId }: { accountId: number }) {
  const approvers = useQuery(offerApproversQueryOptions(accountId));
  if (!approvers.data) return null;
  return <ApproversForm key={accountId} accountId={accountId} initial={approvers.data} />;
}

const nameOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

function ApproversForm({ accountId, initial }: { accountId: number; initial: OfferApprovers }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [chain, setChain] = useState(initial.approvers.map((p) => p.user_id));
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const people = initial.staff.concat(initial.approvers);

  const saving = useMutation({
    mutationFn: async () => {
      await saveOfferApprovers(queryClient, accountId, chain);
      setMessage({ ok: true, text: t`Saved.` });
    },
    onError: (caught) =>
      setMessage({ ok: false, text: Object.values(fieldErrorTexts(caught))[0] ?? offerErrorText(caught) }),
  });
  return (
    <form
      aria-labelledby="offer-approvers-title"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(undefined);
        saving.mutate();
      }}
    >
      <h2 id="offer-approvers-title">
        <Trans>Offer approvals</Trans>
      </h2>
      <p className="offers-muted">
        <Trans>
          Who approves each offer before it is sent, in order. Each approver is mailed in turn and approves it or sends
          it back with a comment; the offer is sent after the last approval.
        </Trans>
      </p>
      {message && (
        <p className={message.ok ? 'offers-success' : 'offers-alert'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      {chain.length === 0 && (
        <p className="offers-muted">
          <Trans>No approver: offers are sent without approval.</Trans>
        </p>
      )}
      <ApproverChainEditor chain={chain} setChain={setChain} people={people} choosable={initial.staff} />
      <div className="offers-actions">
        <Button type="submit" isBusy={saving.isPending}>
          <Trans>Save the approvers</Trans>
        </Button>
      </div>
    </form>
  );
}

type Person = { user_id: number; first_name: string; last_name: string };

/**
 * A chain of approvers being edited, in order: moved up and down, removed, added from `choosable`
 * (the company's chain, D320, and a requisition's own, D429). Saving is the form's.
 */
export function ApproverChainEditor({
  chain,
  setChain,
  people: known,
  choosable: candidates,
}: {
  chain: number[];
  setChain: (update: (current: number[]) => number[]) => void;
  people: Person[];
  choosable: Person[];
}) {
  const { t } = useLingui();
  const [adding, setAdding] = useState('');
  const people = new Map(known.map((p) => [p.user_id, p]));
  const choosable = candidates.filter((p) => !chain.includes(p.user_id));
  const move = (index: number, by: -1 | 1) =>
    setChain((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  return (
    <>
      {chain.length > 0 && (
        <ol className="offer-panel__signers" aria-label={t`Approvers in order`}>
          {chain.map((userId, index) => {
            const name = people.has(userId) ? nameOf(people.get(userId)!) : String(userId);
            return (
              <li key={userId}>
                {name}{' '}
                <Button
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={t`Move ${name} up`}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>{' '}
                <Button
                  variant="secondary"
                  disabled={index === chain.length - 1}
                  aria-label={t`Move ${name} down`}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>{' '}
                <Button
                  variant="secondary"
                  aria-label={t`Remove ${name}`}
                  onClick={() => setChain((current) => current.filter((id) => id !== userId))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {chain.length < MAX_OFFER_APPROVERS && choosable.length > 0 && (
        <div className="offers-actions">
          <label className="offers-field">
            <Trans>Add an approver</Trans>
            <select value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">{t`Choose a person`}</option>
              {choosable.map((p) => (
                <option key={p.user_id} value={String(p.user_id)}>
                  {nameOf(p)}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              setChain((current) => [...current, Number(adding)]);
              setAdding('');
            }}
          >
            <Trans>Add</Trans>
          </Button>
        </div>
      )}
    </>
  );
}
