/** Setup, team members: the hiring team, adding colleagues of the company, notifications, removal. */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamMember } from '../../../contracts/smartreq.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import * as q from './smartreq.queries.ts';
import './smartreq.css';

export function TeamEditor({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader has brought both; waiting and failing are the staff pages' one pattern.
  const team = useSuspenseQuery(q.teamQueryOptions(jobId));
  const staff = useSuspenseQuery(q.assignableStaffQueryOptions(jobId));
  const [chosen, setChosen] = useState<string>('');
  const [removing, setRemoving] = useState<TeamMember>();
  const [notice, setNotice] = useState<string>();
  const candidates = staff.data.filter((u) => !u.is_team_member);
  const selected = chosen || String(candidates[0]?.user_id ?? '');

  // One change at a time, whichever control started it: its failure shows beside the team (or in the removal dialog).
  const change = useMutation({
    mutationFn: ({ action }: { action: () => Promise<unknown>; done: string }) => action(),
    onSuccess: (_, { done }) => setNotice(done),
  });
  const error = change.error ? errorText(change.error) : undefined;
  const isBusy = change.isPending;

  return (
    <div>
      <p className="smartreq-notice" role="status">
        {notice}
      </p>
      {error && !removing && (
        <p className="smartreq-error" role="alert">
          {error}
        </p>
      )}
      {team.data.length === 0 && (
        <p className="smartreq-muted">
          <Trans>Nobody is on the hiring team yet.</Trans>
        </p>
      )}
      <ul className="smartreq-list" aria-label={t`Hiring team`}>
        {team.data.map((member) => (
          <li key={member.job_team_id} className="smartreq-item">
            <div>
              <p className="smartreq-item__name">
                {member.first_name} {member.last_name}
              </p>
              <p className="smartreq-item__meta">{member.email}</p>
            </div>
            <div className="smartreq-card__actions">
              <label className="smartreq-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={member.notify_new_applicants}
                  onChange={(event) =>
                    change.mutate({
                      action: () => q.setTeamNotification(queryClient, jobId, member.job_team_id, event.target.checked),
                      done: t`Notification setting saved`,
                    })
                  }
                />
                <Trans>Email me about new applicants</Trans>
              </label>
              <button
                type="button"
                className="smartreq-link-button smartreq-link-button--danger"
                onClick={() => setRemoving(member)}
                aria-label={t`Remove ${member.first_name} ${member.last_name}`}
              >
                <Trans>Remove</Trans>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <form
        className="smartreq-form"
        onSubmit={(event) => {
          event.preventDefault();
          const userId = Number(selected);
          if (!userId) return;
          change.mutate(
            { action: () => q.addTeamMember(queryClient, jobId, userId), done: t`Added to the team` },
            { onSuccess: () => setChosen('') },
          );
        }}
      >
        <div className="form-field">
          <label className="form-field__label" htmlFor="team-add">
            <Trans>Colleague to add</Trans>
          </label>
          <select
            id="team-add"
            className="smartreq-select"
            value={selected}
            onChange={(event) => setChosen(event.target.value)}
            disabled={candidates.length === 0}
          >
            {candidates.map((u) => (
              <option key={u.user_id} value={u.user_id}>
                {u.first_name} {u.last_name} ({u.email})
              </option>
            ))}
          </select>
        </div>
        <div className="smartreq-form__actions">
          <Button type="submit" isBusy={isBusy} disabled={candidates.length === 0}>
            <Trans>Add to team</Trans>
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={removing !== undefined}
        question={
          <Trans>
            Remove {removing?.first_name} {removing?.last_name} from the hiring team?
          </Trans>
        }
        confirmLabel={<Trans>Remove</Trans>}
        isBusy={isBusy}
        error={removing ? error : undefined}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() =>
          removing &&
          change.mutate(
            {
              action: () => q.removeTeamMember(queryClient, jobId, removing.job_team_id),
              done: t`Removed from the team`,
            },
            { onSuccess: () => setRemoving(undefined) },
          )
        }
      />
    </div>
  );
}
