/**
 * An interview activity's setup in the plan editor: its kit (questions, the attributes each
 * probes, the anchored rubric), the panel of interviewers, the length, and the place or the video
 * meeting link. Saved on its own (the activity's title and instructions are the edit form's).
 */
import { useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InterviewSetup } from '../../../contracts/interview.ts';
import { call } from '../../lib/api-client.ts';
import { getInterviewSetup, saveInterviewSetup } from '../../lib/api/interview.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { checkSetupDraft, setupDraftFrom, type InterviewSetupDraft, type SetupField } from './interview-setup-model.ts';

const setupKey = (id: number) => ['interview-setup', id] as const;
const setupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: setupKey(id),
    queryFn: ({ signal }) => call(getInterviewSetup, { params: { jobStepActivityId: id }, signal }),
  });

export function InterviewSetupPanel({ jobStepActivityId }: { jobStepActivityId: number }) {
  // Read in place (D488) when the activity's form opens: its own waiting words, a failure with "Try again".
  return (
    <InPlaceRead
      read={setupQueryOptions(jobStepActivityId)}
      mutedClassName="smartreq-muted"
      loadingText={<Trans>Loading the interview setup…</Trans>}
    >
      {(options) => (
        <SetupForm id={`setup-${jobStepActivityId}`} jobStepActivityId={jobStepActivityId} options={options} />
      )}
    </InPlaceRead>
  );
}

function SetupForm({
  id,
  jobStepActivityId,
  options,
}: {
  id: string;
  jobStepActivityId: number;
  options: {
    kits: { interview_kit_id: number; name: string }[];
    staff: { user_id: number; first_name: string; last_name: string }[];
    setup: InterviewSetup;
  };
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<InterviewSetupDraft>(() => setupDraftFrom(options.setup, options.kits));
  const [errors, setErrors] = useState<Partial<Record<SetupField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: async (body: NonNullable<ReturnType<typeof checkSetupDraft>['body']>) => {
      const saved = await call(saveInterviewSetup, { params: { jobStepActivityId }, body });
      queryClient.setQueryData(setupKey(jobStepActivityId), { ...options, setup: saved });
      notify({ type: 'success', body: t`Interview setup saved.` });
    },
    onError: (error) => {
      setProblem(errorText(error));
    },
  });
  const busy = saving.isPending;

  const save = () => {
    const checked = checkSetupDraft(draft);
    setErrors(Object.fromEntries(Object.entries(checked.errors).map(([k, m]) => [k, i18n._(m)])));
    if (!checked.body) return;
    setProblem(null);
    saving.mutate(checked.body);
  };
  const togglePanel = (userId: number, on: boolean) =>
    setDraft({ ...draft, panel: on ? [...draft.panel, userId] : draft.panel.filter((u) => u !== userId) });

  return (
    <section className="smartreq-interview-setup" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>
        <Trans>Interview setup</Trans>
      </h4>
      {options.setup.interview_kit_id === null && (
        <p className="smartreq-muted" role="status">
          <Trans>Not set up yet: interviewers cannot run this interview until it has a kit and a panel.</Trans>
        </p>
      )}
      {options.kits.length === 0 ? (
        <p className="smartreq-muted">
          <Trans>The company has no interview kits yet.</Trans>
        </p>
      ) : (
        <div className={errors.kit ? 'form-field form-field--invalid' : 'form-field'}>
          <label className="form-field__label" htmlFor={`${id}-kit`}>
            <Trans>Interview kit</Trans>
          </label>
          {errors.kit && <p className="form-field__error">{errors.kit}</p>}
          <select
            id={`${id}-kit`}
            className="smartreq-select"
            value={draft.kitId}
            onChange={(e) => setDraft({ ...draft, kitId: e.target.value })}
          >
            {options.kits.map((kit) => (
              <option key={kit.interview_kit_id} value={kit.interview_kit_id}>
                {kit.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset
        className="smartreq-fieldset form-field"
        aria-describedby={errors.panel ? `${id}-panel-error` : undefined}
      >
        <legend className="form-field__label">
          <Trans>Interviewers</Trans>
        </legend>
        {errors.panel && (
          <p className="form-field__error" id={`${id}-panel-error`}>
            {errors.panel}
          </p>
        )}
        <div className="smartreq-interview-setup__panel">
          {options.staff.map((person) => (
            <label key={person.user_id}>
              <input
                type="checkbox"
                checked={draft.panel.includes(person.user_id)}
                onChange={(e) => togglePanel(person.user_id, e.target.checked)}
              />
              {person.first_name} {person.last_name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="smartreq-form__row">
        <TextField
          id={`${id}-duration`}
          label={<Trans>Length (minutes)</Trans>}
          inputMode="numeric"
          value={draft.duration}
          error={errors.duration}
          onChange={(e) => setDraft({ ...draft, duration: e.target.value })}
        />
        <TextField
          id={`${id}-location`}
          label={<Trans>Place (optional)</Trans>}
          value={draft.location}
          maxLength={300}
          error={errors.location}
          onChange={(e) => setDraft({ ...draft, location: e.target.value })}
        />
      </div>
      <TextField
        id={`${id}-meeting-url`}
        type="url"
        label={<Trans>Video meeting link (optional)</Trans>}
        hint={<Trans>Starts with https://. Candidates see it with their booking.</Trans>}
        value={draft.meetingUrl}
        error={errors['meeting-url']}
        onChange={(e) => setDraft({ ...draft, meetingUrl: e.target.value })}
      />
      {problem && (
        <p role="alert" className="form-field__error">
          {problem}
        </p>
      )}
      <div className="smartreq-form__actions">
        <Button onClick={() => void save()} isBusy={busy}>
          <Trans>Save interview setup</Trans>
        </Button>
      </div>
    </section>
  );
}
