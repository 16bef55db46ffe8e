import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import {
  PLAN_EDITOR_KINDS,
  QUESTION_MEASUREMENT_TYPES,
  type ActivityInput,
  type PlanEditorKind,
} from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { KindSettings, useKindContext } from './kind-settings.tsx';
import { ACTIVITY_KIND_LABELS, MEASUREMENT_TYPE_LABELS } from './smartreq-labels.ts';
import * as q from './smartreq.queries.ts';
import { InstructionsField } from './instructions-field.tsx';
import { checkKindDraft, draftFrom, kindDefaultTitle, type KindErrors } from './kind-draft.ts';

export function AddActivityForm({
  idPrefix,
  jobId,
  language,
  onAdd,
  onCancel,
}: {
  idPrefix: string;
  jobId: number;
  language: Language;
  onAdd(input: ActivityInput & { title: string }): void;
  onCancel(): void;
}) {
  const { _ } = useLinguiRuntime();
  const [kind, setKind] = useState<PlanEditorKind>('assessment');
  // A new activity starts from the company's defaults (a kind's, src/kinds/staff.ts), which come with the plan, as does the company whose questionnaires it may give.
  const plan = useQuery(q.planQueryOptions(jobId));
  const accountId = plan.data?.account_id;
  const assessments = useQuery({
    ...q.assessmentsQueryOptions(language, accountId ?? 0),
    enabled: accountId !== undefined,
  });
  const [draft, setDraft] = useState(() => draftFrom(undefined, plan.data));
  const [errors, setErrors] = useState<KindErrors>({});
  const [asmtId, setAsmtId] = useState<number>();
  const [measurementType, setMeasurementType] = useState<number>(QUESTION_MEASUREMENT_TYPES[0]);
  const [title, setTitle] = useState('');
  const [instructions, setInstructions] = useState('');
  const context = useKindContext(jobId, language);
  const chosenAsmt = asmtId ?? assessments.data?.[0]?.asmt_id;
  const asmtTitle = assessments.data?.find((a) => a.asmt_id === chosenAsmt)?.title;
  return (
    <form
      className="smartreq-form"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkKindDraft(kind, draft, context);
        setErrors(checked.errors);
        if (Object.keys(checked.errors).length > 0) return;
        const finalTitle =
          title.trim() ||
          (kind === 'assessment' && asmtTitle) ||
          kindDefaultTitle(kind, draft, context) ||
          _(ACTIVITY_KIND_LABELS[kind]);
        onAdd({
          activity_type: kind,
          title: finalTitle,
          instructions,
          ...(kind === 'assessment' && chosenAsmt ? { asmt_id: chosenAsmt } : {}),
          ...(kind === 'questions' ? { measurement_type_id: measurementType } : {}),
          ...checked.fields,
        });
      }}
    >
      <div className="smartreq-form__row">
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${idPrefix}-kind`}>
            <Trans>Kind of activity</Trans>
          </label>
          <select
            id={`${idPrefix}-kind`}
            className="smartreq-select"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as PlanEditorKind);
              setErrors({});
            }}
          >
            {PLAN_EDITOR_KINDS.map((type) => (
              <option key={type} value={type}>
                {_(ACTIVITY_KIND_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
        {kind === 'assessment' && (
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${idPrefix}-asmt`}>
              <Trans>Questionnaire</Trans>
            </label>
            <select
              id={`${idPrefix}-asmt`}
              className="smartreq-select"
              aria-describedby={`${idPrefix}-asmt-hint`}
              value={chosenAsmt ?? ''}
              onChange={(event) => setAsmtId(Number(event.target.value))}
            >
              {(assessments.data ?? []).map((a) => (
                <option key={a.asmt_id} value={a.asmt_id}>
                  {a.title}
                </option>
              ))}
            </select>
            <p id={`${idPrefix}-asmt-hint`} className="form-field__hint">
              {assessments.data?.length === 0 ? (
                <Trans>
                  Your company has turned every questionnaire off. Turn one on in Settings, Personal assessments.
                </Trans>
              ) : (
                <Trans>
                  Only the questionnaires your company has turned on are offered. Activities that already give one
                  turned off keep it.
                </Trans>
              )}
            </p>
          </div>
        )}
        {kind === 'questions' && (
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${idPrefix}-measurement`}>
              <Trans>Measurement type</Trans>
            </label>
            <select
              id={`${idPrefix}-measurement`}
              className="smartreq-select"
              value={measurementType}
              onChange={(event) => setMeasurementType(Number(event.target.value))}
            >
              {QUESTION_MEASUREMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {_(MEASUREMENT_TYPE_LABELS[type]!)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <KindSettings
        idPrefix={idPrefix}
        kind={kind}
        jobId={jobId}
        language={language}
        draft={draft}
        onDraft={setDraft}
        errors={errors}
      />
      <TextField
        id={`${idPrefix}-title`}
        label={<Trans>Activity title</Trans>}
        hint={<Trans>Leave empty to use the name of the kind or questionnaire.</Trans>}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={200}
      />
      <InstructionsField id={`${idPrefix}-instructions`} value={instructions} onChange={setInstructions} />
      <div className="smartreq-form__actions">
        <Button type="submit">
          <Trans>Add to step</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
