/** A job profile's setup: its details (/jobdetails/setup/details) and its outcomes with their schedule and outcome periods (/jobdetails/setup/outcomes). */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_TITLE_MAX, type JobProfile, type ProfileOutcome } from '../../../contracts/job-profiles.ts';
import { call } from '../../lib/api-client.ts';
import { replaceProfileOutcomes, updateJobProfile } from '../../lib/api/job-profiles.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { profileQueryOptions, refreshProfiles } from './job-profiles.queries.ts';
import { OutcomeChoices } from './outcome-choices.tsx';
import { OutcomePeriods } from './outcome-periods.tsx';
import { OutcomeScheduleSection } from './outcome-schedule.tsx';
import { profileErrorText } from './profile-texts.ts';

function useSave<T>(save: (value: T) => Promise<unknown>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (value: T) => {
      await save(value);
      await refreshProfiles(queryClient);
    },
    onSuccess: () => notify({ type: 'success', body: t`The changes were saved.` }),
  });
  return {
    busy: mutation.isPending,
    error: mutation.error ? profileErrorText(mutation.error) : undefined,
    run: (value: T) => mutation.mutate(value),
  };
}

export function ProfileDetailsScreen({ jobId }: { jobId: number }) {
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const profile = useSuspenseQuery(profileQueryOptions(jobId));
  return <DetailsForm key={profile.data.job_id} profile={profile.data} />;
}

function DetailsForm({ profile }: { profile: JobProfile }) {
  const { t } = useLingui();
  const [title, setTitle] = useState(profile.title);
  const [description, setDescription] = useState(profile.description);
  const save = useSave(() =>
    call(updateJobProfile, { params: { jobId: profile.job_id }, body: { title, description } }),
  );
  const titleError =
    title.trim() === ''
      ? t`Enter the title of the role.`
      : title.trim().length > PROFILE_TITLE_MAX
        ? t`Enter a title of at most ${PROFILE_TITLE_MAX} characters.`
        : undefined;
  return (
    <form
      className="profiles__form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!titleError) void save.run(undefined);
      }}
    >
      <TextField
        id="profile-edit-title"
        label={t`Title of the role`}
        autoComplete="off"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={titleError}
      />
      <FormField id="profile-edit-description" label={t`Description`}>
        {(a11y) => (
          <textarea
            id="profile-edit-description"
            className="form-field__input"
            rows={5}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      {save.error && (
        <p className="notice notice--error" role="alert">
          {save.error}
        </p>
      )}
      <div>
        <Button type="submit" isBusy={save.busy} disabled={titleError !== undefined}>
          <Trans>Save details</Trans>
        </Button>
      </div>
    </form>
  );
}

export function ProfileOutcomesScreen({ jobId }: { jobId: number }) {
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const profile = useSuspenseQuery(profileQueryOptions(jobId));
  return (
    <>
      <OutcomesForm key={profile.data.job_id} profile={profile.data} />
      <OutcomeScheduleSection jobId={jobId} />
      <OutcomePeriods jobId={jobId} />
    </>
  );
}

function OutcomesForm({ profile }: { profile: JobProfile }) {
  const [outcomes, setOutcomes] = useState<ProfileOutcome[]>(profile.outcomes);
  const save = useSave(() => call(replaceProfileOutcomes, { params: { jobId: profile.job_id }, body: { outcomes } }));
  return (
    <form
      className="profiles__form"
      onSubmit={(e) => {
        e.preventDefault();
        void save.run(undefined);
      }}
    >
      <p className="profiles__muted">
        <Trans>
          The outcomes you follow for the people in this role. The turnover and performance dashboards relate them to
          what was measured.
        </Trans>
      </p>
      <OutcomeChoices idPrefix="profile-outcomes" value={outcomes} onChange={setOutcomes} />
      {save.error && (
        <p className="notice notice--error" role="alert">
          {save.error}
        </p>
      )}
      <div>
        <Button type="submit" isBusy={save.busy}>
          <Trans>Save outcomes</Trans>
        </Button>
      </div>
    </form>
  );
}
