/**
 * /pathway/setup/team-members?job_id=: the staff on a pathway's team (they may work on it without
 * all_pathways_access). A colleague is added by email, with names that update theirs when both
 * are given (seed 001 sections 4 and 5); an email that is not a staff user of the company gets
 * "User not found".
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PathwayTeamMember } from '../../../contracts/pathway-setup.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { addPathwayTeamMember, pathwayTeamQueryOptions, removePathwayTeamMember } from './pathway-setup.queries.ts';

export function PathwayTeam({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader has brought the team; waiting and failing are the staff pages' one pattern.
  const team = useSuspenseQuery(pathwayTeamQueryOptions(jobId));
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState<PathwayTeamMember>();

  const adding = useMutation({
    mutationFn: () => {
      const names =
        firstName.trim() && lastName.trim() ? { first_name: firstName.trim(), last_name: lastName.trim() } : {};
      return addPathwayTeamMember(queryClient, jobId, { email: email.trim(), ...names });
    },
    onSuccess: (added) => {
      notify({ type: 'success', body: t`${added.first_name} ${added.last_name} was added to the team.` });
      setEmail('');
      setFirstName('');
      setLastName('');
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === ErrorCode.userNotFound) setEmailError(t`User not found`);
      else if (failure instanceof ApiError && failure.code === ErrorCode.validation)
        setEmailError(t`Enter a valid email address.`);
      else setError(errorText(failure));
    },
  });
  const removal = useMutation({
    mutationFn: (member: PathwayTeamMember) => removePathwayTeamMember(queryClient, jobId, member.job_team_id),
    onSuccess: (_done, member) => {
      notify({ type: 'success', body: t`${member.first_name} ${member.last_name} was removed from the team.` });
      setRemoving(undefined);
    },
    onError: (failure) => setError(errorText(failure)),
  });
  // One action at a time: either one running keeps both waiting.
  const busy = adding.isPending || removal.isPending;

  const add = () => {
    setError(undefined);
    setEmailError(email.trim() ? undefined : t`Enter an email address.`);
    if (!email.trim()) return;
    adding.mutate();
  };

  return (
    <div>
      <p className="pathway-setup__muted">
        <Trans>Team members work on this pathway even without access to every pathway.</Trans>
      </p>
      {team.data.length === 0 && (
        <p className="pathway-setup__muted">
          <Trans>Nobody is on this pathway's team yet.</Trans>
        </p>
      )}
      <ul className="smartreq-list" aria-label={t`Team members`}>
        {team.data.map((member) => (
          <li key={member.job_team_id} className="smartreq-item">
            <div>
              <p className="smartreq-item__name">
                {member.first_name} {member.last_name}
              </p>
              <p className="smartreq-item__meta">{member.email}</p>
            </div>
            <Button
              variant="secondary"
              onClick={() => setRemoving(member)}
              aria-label={t`Remove ${member.first_name} ${member.last_name}`}
            >
              <Trans>Remove</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="pathway-setup__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <h3 className="smartreq-section-title">
          <Trans>Add a team member</Trans>
        </h3>
        <TextField
          id="pathway-team-email"
          type="email"
          autoComplete="off"
          label={t`Email`}
          value={email}
          error={emailError}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField
          id="pathway-team-first"
          label={t`First name (optional)`}
          value={firstName}
          maxLength={100}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <TextField
          id="pathway-team-last"
          label={t`Last name (optional)`}
          value={lastName}
          maxLength={100}
          onChange={(e) => setLastName(e.target.value)}
        />
        {error && !removing && (
          <p className="smartreq-error" role="alert">
            {error}
          </p>
        )}
        <div className="pathway-setup__form-actions">
          <Button id="pathway-team-add" type="submit" isBusy={busy && !removing}>
            <Trans>Add to team</Trans>
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={removing !== undefined}
        question={
          <Trans>
            Remove {removing?.first_name} {removing?.last_name} from the pathway's team?
          </Trans>
        }
        confirmLabel={<Trans>Remove</Trans>}
        isBusy={busy}
        error={removing ? error : undefined}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && removal.mutate(removing)}
      />
    </div>
  );
}
