import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PredictiveModels } from '../../../contracts/scoring.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { chooseRole } from './scoring.queries.ts';

/**
 * A requisition's role (D141): the job profile it hires for. Its models then list beside the
 * requisition's own, and one of them can be put to use.
 */
export function RoleChooser({
  jobId,
  models,
  onDone,
}: {
  jobId: number;
  models: PredictiveModels;
  onDone(message: string): void;
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const current = models.role?.job_id ?? null;
  const [choice, setChoice] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string>();
  const linking = useMutation({
    mutationFn: (profileId: number | null) => chooseRole(queryClient, jobId, profileId),
    onSuccess: (_done, profileId) => {
      const title = models.role_choices.find((p) => p.job_id === profileId)?.title;
      onDone(
        title === undefined
          ? t`The requisition is no longer linked to a job profile`
          : t`The requisition hires for ${title}`,
      );
    },
    onError: (failure) => setError(errorText(failure)),
  });
  if (models.role_choices.length === 0 && current === null) return null;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    linking.mutate(choice === '' ? null : Number(choice));
  };

  return (
    <form className="role-chooser" onSubmit={save}>
      <label htmlFor={id}>
        <Trans>Job profile this requisition hires for</Trans>
      </label>
      <p className="scoring-muted" id={`${id}-hint`}>
        <Trans>The profile's predictive models can then be used here too.</Trans>
      </p>
      <div className="role-chooser__row">
        <select
          id={id}
          className="form-field__input"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          aria-describedby={`${id}-hint`}
        >
          <option value="">{t`None`}</option>
          {models.role && !models.role_choices.some((p) => p.job_id === models.role?.job_id) && (
            <option value={models.role.job_id}>{models.role.title}</option>
          )}
          {models.role_choices.map((p) => (
            <option key={p.job_id} value={p.job_id}>
              {p.title}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          variant="secondary"
          isBusy={linking.isPending}
          disabled={choice === (current === null ? '' : String(current))}
        >
          <Trans>Link</Trans>
        </Button>
      </div>
      {error && (
        <p className="scoring-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
