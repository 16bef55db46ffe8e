import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PatchActivity, PlanActivity } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { KindSettings, useKindContext } from './kind-settings.tsx';
import { InstructionsField } from './instructions-field.tsx';
import { InterviewSetupPanel } from './interview-setup-panel.tsx';
import { checkKindDraft, draftFrom, type KindErrors } from './kind-draft.ts';

export function ActivityEditForm({
  activity,
  jobId,
  language,
  onSave,
  onCancel,
}: {
  activity: PlanActivity;
  jobId: number;
  language: Language;
  onSave(body: PatchActivity & { title: string }): void;
  onCancel(): void;
}) {
  const [title, setTitle] = useState(activity.title);
  const [instructions, setInstructions] = useState(activity.instructions);
  const context = useKindContext(jobId, language);
  const [draft, setDraft] = useState(() => draftFrom(activity));
  const [errors, setErrors] = useState<KindErrors>({});
  const id = `activity-${activity.job_step_activity_id}`;
  return (
    <>
      <form
        className="smartreq-form"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkKindDraft(activity.activity_type, draft, context);
          setErrors(checked.errors);
          if (Object.keys(checked.errors).length > 0) return;
          // The fields in the order the body has always had them: the kinds' own columns around the title.
          const { skills_test_id, onboarding_form_id, language_test, ...fields } = checked.fields;
          onSave({
            ...fields,
            ...(skills_test_id ? { skills_test_id } : {}),
            title: title.trim(),
            instructions,
            ...(onboarding_form_id ? { onboarding_form_id } : {}),
            ...(language_test ? { language_test } : {}),
          });
        }}
      >
        <TextField
          id={`${id}-title`}
          label={<Trans>Activity title</Trans>}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          maxLength={200}
        />
        {/* An interview's settings are its setup, below the form. */}
        {activity.activity_type !== 'interview' && (
          <KindSettings
            idPrefix={id}
            kind={activity.activity_type}
            jobId={jobId}
            language={language}
            draft={draft}
            onDraft={setDraft}
            errors={errors}
          />
        )}
        <InstructionsField id={`${id}-instructions`} value={instructions} onChange={setInstructions} />
        <div className="smartreq-form__actions">
          <Button type="submit">
            <Trans>Save activity</Trans>
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
      {activity.activity_type === 'interview' && (
        <InterviewSetupPanel jobStepActivityId={activity.job_step_activity_id} />
      )}
    </>
  );
}
