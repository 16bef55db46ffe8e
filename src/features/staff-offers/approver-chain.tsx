/**
 * An offer approval chain's panel, shared by the company's (D320) and a requisition's own (D429):
 * its title and what the chain does there, then while its read loads or after it failed the staff
 * pages' inline pattern ("Loading…", or the error and "Try again"), then the chain: edited in order
 * and saved by who may change it, listed for who may only read it.
 */
import { useState, type ReactNode } from 'react';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_OFFER_APPROVERS } from '../../../contracts/offer-approvals.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { Button } from '../../ui/form/button.tsx';
import { LogLoading } from '../../ui/log-list/log-list.tsx';
import { PersonPicker, personName, type PickedPerson } from '../../ui/staff-kit/person-picker.tsx';

type Person = PickedPerson;
/** What every chain's read answers: the chain in order, and who may be added to it. */
type ChainRead = { approvers: Person[]; staff: Person[] };

interface ApproverChainFormProps<T extends ChainRead> {
  /** The title's id and heading level on its page. */
  titleId: string;
  level: 2 | 3;
  className?: string;
  /** What the chain does here, under the title. */
  intro: ReactNode;
  read: UseQueryResult<T>;
  /** Saves the chain in order; absent, the viewer only reads it. */
  save?: (userIds: number[]) => Promise<unknown>;
  /** What an empty chain means here. */
  empty: ReactNode;
  /** Under the chain: who may be chosen, or who may change it. */
  hint?: ReactNode;
}

export function ApproverChainForm<T extends ChainRead>({
  titleId,
  level,
  className,
  intro,
  read,
  save,
  empty,
  hint,
}: ApproverChainFormProps<T>) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const head = (
    <>
      <Heading id={titleId}>
        <Trans>Offer approvals</Trans>
      </Heading>
      <p className="offers-muted">{intro}</p>
    </>
  );
  if (read.data && save)
    return (
      <ChainFields className={className} titleId={titleId} head={head} {...{ initial: read.data, save, empty, hint }} />
    );
  return (
    <section className={className} aria-labelledby={titleId}>
      {head}
      {read.data ? (
        <ReadOnlyChain approvers={read.data.approvers} empty={empty} hint={hint} />
      ) : (
        <LogLoading query={read} />
      )}
    </section>
  );
}

function ReadOnlyChain({ approvers, empty, hint }: { approvers: Person[]; empty: ReactNode; hint: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      {approvers.length === 0 ? (
        empty
      ) : (
        <ol className="offer-panel__signers" aria-label={t`Approvers in order`}>
          {approvers.map((p) => (
            <li key={p.user_id}>{personName(p)}</li>
          ))}
        </ol>
      )}
      {hint}
    </>
  );
}

function ChainFields({
  className,
  titleId,
  head,
  initial,
  save,
  empty,
  hint,
}: {
  className: string | undefined;
  titleId: string;
  head: ReactNode;
  initial: ChainRead;
  save: (userIds: number[]) => Promise<unknown>;
  empty: ReactNode;
  hint: ReactNode;
}) {
  const { t } = useLingui();
  const [chain, setChain] = useState(() => initial.approvers.map((p) => p.user_id));
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const saving = useMutation({
    mutationFn: async () => {
      await save(chain);
      setMessage({ ok: true, text: t`Saved.` });
    },
    onError: (caught) =>
      setMessage({ ok: false, text: Object.values(fieldErrorTexts(caught))[0] ?? offerErrorText(caught) }),
  });
  return (
    <form
      className={className}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(undefined);
        saving.mutate();
      }}
    >
      {head}
      {message && (
        <p className={message.ok ? 'offers-success' : 'offers-alert'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      {chain.length === 0 && empty}
      <ApproverChainEditor
        chain={chain}
        setChain={setChain}
        people={initial.staff.concat(initial.approvers)}
        choosable={initial.staff}
      />
      {hint}
      <div className="offers-actions">
        <Button type="submit" isBusy={saving.isPending}>
          <Trans>Save the approvers</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * A chain of approvers being edited, in order: moved up and down, removed, added from `choosable`
 * (the company's chain, D320, and a requisition's own, D429). Saving is the form's.
 */
export function ApproverChainEditor({
  chain,
  setChain,
  people,
  choosable,
}: {
  chain: number[];
  setChain: (update: (current: number[]) => number[]) => void;
  people: Person[];
  choosable: Person[];
}) {
  const { t } = useLingui();
  return (
    <PersonPicker
      chosen={chain}
      onChange={setChain}
      people={people}
      choosable={choosable}
      max={MAX_OFFER_APPROVERS}
      listLabel={t`Approvers in order`}
      pickLabel={<Trans>Add an approver</Trans>}
      placeholder={t`Choose a person`}
      addLabel={<Trans>Add</Trans>}
    />
  );
}
