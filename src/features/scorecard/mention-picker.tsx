/**
 * @mentions in a note (D206): typing "@" and part of a name offers the company's colleagues, those
 * who cannot open the application marked as such (D285); choosing one writes "@First Last" into the
 * note and adds them to those notified, or, for the marked, to those named back after saving.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Colleague } from '../../../contracts/application-scheduling.ts';
import { mentionableQueryOptions } from './colleagues.queries.ts';

const SHOWN = 6;
const nameOf = (c: Colleague) => `${c.first_name} ${c.last_name}`.trim();

/** The "@partial" being typed at the end of the text, if any. */
export function typedMention(text: string): string | null {
  const match = /(?:^|\s)@([\p{L}'’-]*(?: [\p{L}'’-]*)?)$/u.exec(text);
  return match ? match[1]! : null;
}

/** Those still named in the text: a mention deleted from the note is not notified. */
export function mentionedIn(text: string, people: Colleague[], chosen: number[]): number[] {
  return chosen.filter((id) => {
    const person = people.find((p) => p.user_id === id);
    return person !== undefined && text.includes(`@${nameOf(person)}`);
  });
}

export function MentionPicker({
  userSmartreqId,
  text,
  chosen,
  onChoose,
}: {
  userSmartreqId: number;
  text: string;
  chosen: number[];
  onChoose: (text: string, userId: number) => void;
}) {
  const { t } = useLingui();
  const colleagues = useQuery(mentionableQueryOptions(userSmartreqId));
  const people = colleagues.data ?? [];
  const typed = typedMention(text);
  const named = people.filter((p) => chosen.includes(p.user_id) && text.includes(`@${nameOf(p)}`));
  const reached = named.filter((p) => p.can_open);
  const unseen = named.filter((p) => !p.can_open);
  const names = unseen.map(nameOf).join(', ');
  const matches =
    typed === null
      ? []
      : people
          .filter((p) => !chosen.includes(p.user_id) && nameOf(p).toLowerCase().startsWith(typed.toLowerCase()))
          .concat(
            people.filter(
              (p) =>
                !chosen.includes(p.user_id) &&
                !nameOf(p).toLowerCase().startsWith(typed.toLowerCase()) &&
                nameOf(p).toLowerCase().includes(typed.toLowerCase()),
            ),
          )
          .slice(0, SHOWN);
  return (
    <div className="mention-picker">
      {matches.length > 0 && (
        <ul className="mention-picker__list" aria-label={t`Colleagues to mention`}>
          {matches.map((p) => (
            <li key={p.user_id}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onChoose(`${text.slice(0, text.length - typed!.length - 1)}@${nameOf(p)} `, p.user_id)}
              >
                {p.can_open ? t`Mention ${nameOf(p)}` : t`Mention ${nameOf(p)} (cannot see this application)`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {reached.length > 0 && (
        <p className="scorecard-section__muted">
          <Trans>Notified by mail and on their home: {reached.map(nameOf).join(', ')}</Trans>
        </p>
      )}
      {unseen.length > 0 && (
        <p className="scorecard-section__muted">
          <Trans>Cannot see this application, so not notified: {names}</Trans>
        </p>
      )}
      {named.length === 0 && (
        <p className="scorecard-section__muted">
          <Trans>Type @ to mention a colleague.</Trans>
        </p>
      )}
    </div>
  );
}
