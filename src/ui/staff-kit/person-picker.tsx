/**
 * People chosen in order from the company's staff: an offer's countersigners and an offer approval
 * chain (the company's, D320, and a requisition's own, D429). Each chosen person moves up and down
 * or is removed; a drop-down adds one more from those not chosen yet, up to `max`. A fixed first
 * entry (the candidate, who signs first) may head the list. The form that holds it saves the order.
 * Styled by the offer pages' stylesheet (offer-panel__signers, offers-actions, offers-field).
 */
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../form/button.tsx';

export type PickedPerson = { user_id: number; first_name: string; last_name: string };

export const personName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

export function PersonPicker({
  chosen,
  onChange,
  people,
  choosable,
  max,
  listLabel,
  first,
  pickLabel,
  placeholder,
  addLabel,
}: {
  chosen: number[];
  onChange: (update: (current: number[]) => number[]) => void;
  /** Everyone who may be named in the list (those chosen included), for their names. */
  people: PickedPerson[];
  /** Who may be added; those already chosen are left out. */
  choosable: PickedPerson[];
  max?: number;
  /** The list's accessible name. */
  listLabel?: string;
  /** A fixed entry above the chosen ones. */
  first?: ReactNode;
  /** The drop-down's label, its empty choice, and the add button's text. */
  pickLabel: ReactNode;
  placeholder: string;
  addLabel: ReactNode;
}) {
  const { t } = useLingui();
  const [adding, setAdding] = useState('');
  const names = new Map(people.map((p) => [p.user_id, personName(p)]));
  const remaining = choosable.filter((p) => !chosen.includes(p.user_id));
  const move = (index: number, by: -1 | 1) =>
    onChange((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  return (
    <>
      {(first || chosen.length > 0) && (
        <ol className="offer-panel__signers" aria-label={listLabel}>
          {first && <li>{first}</li>}
          {chosen.map((userId, index) => {
            const name = names.get(userId) ?? String(userId);
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
                  disabled={index === chosen.length - 1}
                  aria-label={t`Move ${name} down`}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>{' '}
                <Button
                  variant="secondary"
                  aria-label={t`Remove ${name}`}
                  onClick={() => onChange((current) => current.filter((id) => id !== userId))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {(max === undefined || chosen.length < max) && remaining.length > 0 && (
        <div className="offers-actions">
          <label className="offers-field">
            {pickLabel}
            <select value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">{placeholder}</option>
              {remaining.map((p) => (
                <option key={p.user_id} value={String(p.user_id)}>
                  {personName(p)}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              const id = Number(adding);
              onChange((current) => (current.includes(id) ? current : [...current, id]));
              setAdding('');
            }}
          >
            {addLabel}
          </Button>
        </div>
      )}
    </>
  );
}
