/**
 * After a note is saved (D285): the colleagues it mentions who cannot open the application were not
 * notified. A writer who may manage the hiring team is offered to add each one, who is then notified
 * of this note (D299); anyone else is told plainly that they will not be notified.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PersonRef } from '../../../contracts/scorecard.ts';
import { Button } from '../../ui/form/button.tsx';
import { WriteFailure } from '../../ui/staff-kit/write-failure.tsx';
import { shareNoteWrite } from './colleagues.queries.ts';

const nameOf = (p: PersonRef) => `${p.first_name} ${p.last_name}`.trim();

export function UnseenMentions({
  userSmartreqId,
  commentUuid,
  people,
  teamJobId,
}: {
  userSmartreqId: number;
  /** The saved note, shared with each one added. */
  commentUuid: string;
  people: PersonRef[];
  /** The job whose hiring team the writer may add them to; null when they may not. */
  teamJobId: number | null;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<number[]>([]);
  // With no hiring team to add to (teamJobId null), no button sends it.
  const adding = useMutation(shareNoteWrite(queryClient, userSmartreqId, teamJobId ?? 0, commentUuid));
  if (people.length === 0) return null;
  const names = people.map(nameOf).join(', ');
  return (
    <div className="scorecard-unseen-mentions" role="status">
      <p>
        <Trans>Cannot see this application, so not notified: {names}</Trans>
      </p>
      {teamJobId === null ? (
        <p className="scorecard-section__muted">
          <Trans>Only someone who manages the hiring team can add them to it.</Trans>
        </p>
      ) : (
        <ul className="mention-picker__list">
          {people.map((p) => {
            const name = nameOf(p);
            return (
              <li key={p.user_id}>
                {added.includes(p.user_id) ? (
                  <Trans>{name} is on the hiring team now and has been notified of this note.</Trans>
                ) : (
                  <Button
                    variant="secondary"
                    isBusy={adding.isPending && adding.variables === p.user_id}
                    onClick={() => {
                      if (!adding.isPending)
                        adding.mutate(p.user_id, { onSuccess: () => setAdded((list) => [...list, p.user_id]) });
                    }}
                  >
                    {t`Add ${name} to the hiring team`}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <WriteFailure write={adding} />
    </div>
  );
}
