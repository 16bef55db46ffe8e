import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PatchActivity, PlanActivity } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { FieldVersions, type Versions } from '../../ui/field-versions/field-versions.tsx';
import { KindSettings, useKindContext } from './kind-settings.tsx';
import { InstructionsField } from './instructions-field.tsx';
import { InterviewSetupPanel } from './interview-setup-panel.tsx';
import { checkKindDraft, draftFrom, type KindErrors } from './kind-draft.ts';
import { overLength, versionsBody } from '../../ui/field-versions/text-versions.ts';

const MAX_TITLE = 200;
const MAX_INSTRUCTIONS = 5_000;
type VersionErrors = Partial<Record<Language, string>>;

export function ActivityEditForm({
  activity,
  jobId,
  language,
  defaultLanguage,
  onSave,
  onCancel,
}: {
  activity: PlanActivity;
  jobId: number;
  language: Language;
  /** The company's default language, which the title and instructions are written in (D199). */
  defaultLanguage: Language;
  onSave(body: PatchActivity & { title: string }): void;
  onCancel(): void;
}) {
  const [title, setTitle] = useState(activity.title);
  const [instructions, setInstructions] = useState(activity.instructions);
  const [titles, setTitles] = useState<Versions>(activity.title_i18n);
  const [instructionVersions, setInstructionVersions] = useState<Versions>(activity.instructions_i18n);
  const [versionErrors, setVersionErrors] = useState<{ title: VersionErrors; instructions: VersionErrors }>({
    title: {},
    instructions: {},
  });
  const { t } = useLingui();
  const context = useKindContext(jobId, language, defaultLanguage);
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
          const tooLong = {
            title: overLength(titles, defaultLanguage, MAX_TITLE, t`This version is too long.`),
            instructions: overLength(
              instructionVersions,
              defaultLanguage,
              MAX_INSTRUCTIONS,
              t`This version is too long.`,
            ),
          };
          setVersionErrors(tooLong);
          const hasVersionError = Object.keys({ ...tooLong.title, ...tooLong.instructions }).length > 0;
          if (Object.keys(checked.errors).length > 0 || hasVersionError) return;
          // The fields in the order the body has always had them: the kinds' own columns around the title.
          const { skills_test_id, onboarding_form_id, language_test, ...fields } = checked.fields;
          onSave({
            ...fields,
            ...(skills_test_id ? { skills_test_id } : {}),
            title: title.trim(),
            instructions,
            title_i18n: versionsBody(titles, defaultLanguage),
            instructions_i18n: versionsBody(instructionVersions, defaultLanguage),
            ...(onboarding_form_id ? { onboarding_form_id } : {}),
            ...(language_test ? { language_test } : {}),
          });
        }}
      >
        <FieldVersions
          idPrefix={`${id}-title`}
          legend={t`The title in other languages`}
          defaultLanguage={defaultLanguage}
          values={titles}
          errors={versionErrors.title}
          onChange={(version, value) => setTitles((current) => ({ ...current, [version]: value }))}
          hasDefault
          maxLength={MAX_TITLE}
        >
          <TextField
            id={`${id}-title`}
            label={<Trans>Activity title</Trans>}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            maxLength={MAX_TITLE}
          />
        </FieldVersions>
        {/* An interview's settings are its setup, below the form. */}
        {activity.activity_type !== 'interview' && (
          <KindSettings
            idPrefix={id}
            kind={activity.activity_type}
            jobId={jobId}
            language={language}
            defaultLanguage={defaultLanguage}
            draft={draft}
            onDraft={setDraft}
            errors={errors}
          />
        )}
        <FieldVersions
          idPrefix={`${id}-instructions`}
          legend={t`The instructions in other languages`}
          defaultLanguage={defaultLanguage}
          values={instructionVersions}
          errors={versionErrors.instructions}
          onChange={(version, value) => setInstructionVersions((current) => ({ ...current, [version]: value }))}
          isMultiline
          hasDefault={instructions.trim() !== ''}
          maxLength={MAX_INSTRUCTIONS}
        >
          <InstructionsField id={`${id}-instructions`} value={instructions} onChange={setInstructions} />
        </FieldVersions>
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
