/**
 * The screening plan editor (builder steps step and setup screening-plan): steps holding
 * activities, each with instructions; add, rename, reorder (move up and down), delete. Activities
 * candidates have responded to cannot be deleted: the server answers 409 and the message shows.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import {
  LANGUAGE_TEST_LANGUAGES,
  LANGUAGE_TEST_PARTS,
  PLAN_ACTIVITY_TYPES,
  QUESTION_MEASUREMENT_TYPES,
  type LanguageTestInput,
  type PatchActivity,
  type PlanActivity,
  type PlanActivityType,
  type PlanStep,
} from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import { errorText } from '../../lib/error-text.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { ACTIVITY_KIND_LABELS, MEASUREMENT_TYPE_LABELS, kindLabel } from './smartreq-labels.ts';
import * as q from './smartreq.queries.ts';
import './smartreq.css';

type Pending = { kind: 'step'; step: PlanStep } | { kind: 'activity'; activity: PlanActivity };

function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

export function PlanEditor({ jobId, language }: { jobId: number; language: Language }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const plan = useQuery(q.planQueryOptions(jobId));
  const [newStepName, setNewStepName] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState<Pending>();
  const [isBusy, setIsBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setError(undefined);
    setNotice(undefined);
    setIsBusy(true);
    try {
      await action();
      if (done) setNotice(done);
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const steps = plan.data?.steps ?? [];
  const addStep = async (event: React.FormEvent) => {
    event.preventDefault();
    const name = newStepName.trim();
    if (!name) return;
    if (await run(() => q.addStep(queryClient, jobId, name), t`Added the step ${name}`)) setNewStepName('');
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const ok =
      pending.kind === 'step'
        ? await run(() => q.removeStep(queryClient, jobId, pending.step.job_step_id), t`Deleted the step ${pending.step.name}`)
        : await run(() => q.removeActivity(queryClient, jobId, pending.activity.job_step_activity_id), t`Deleted the activity ${pending.activity.title}`);
    if (ok) setPending(undefined);
  };

  if (plan.isPending) {
    return (
      <p className="smartreq-muted" role="status">
        <Trans>Loading the screening plan…</Trans>
      </p>
    );
  }
  if (plan.isError) {
    return (
      <p className="smartreq-error" role="alert">
        {errorText(plan.error)}
      </p>
    );
  }
  return (
    <div className="plan-editor">
      <p className="smartreq-notice" role="status">
        {notice}
      </p>
      {error && !pending && (
        <p className="smartreq-error" role="alert">
          {error}
        </p>
      )}
      {steps.length === 0 && (
        <p className="smartreq-muted">
          <Trans>The plan has no steps yet. Add the first step below.</Trans>
        </p>
      )}
      <ol className="smartreq-list" aria-label={t`Screening plan steps`} style={{ marginTop: 0 }}>
        {steps.map((step, index) => (
          <li key={step.job_step_id} style={{ borderTop: 0, padding: 0 }}>
            <StepCard
              step={step}
              position={index + 1}
              jobId={jobId}
              language={language}
              isFirst={index === 0}
              isLast={index === steps.length - 1}
              onMove={(by) => void run(() => q.reorderSteps(queryClient, jobId, move(steps, index, by).map((s) => s.job_step_id)), t`Moved the step ${step.name}`)}
              onDeleteStep={() => {
                setError(undefined);
                setPending({ kind: 'step', step });
              }}
              onDeleteActivity={(activity) => {
                setError(undefined);
                setPending({ kind: 'activity', activity });
              }}
              run={run}
            />
          </li>
        ))}
      </ol>
      <form className="smartreq-form" onSubmit={(event) => void addStep(event)}>
        <TextField id={`new-step-${jobId}`} label={<Trans>New step name</Trans>} value={newStepName} onChange={(event) => setNewStepName(event.target.value)} maxLength={200} />
        <div className="smartreq-form__actions">
          <Button type="submit" isBusy={isBusy}>
            <Trans>Add step</Trans>
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={pending !== undefined}
        question={pending?.kind === 'step' ? <Trans>Delete the step {pending.step.name} and its activities?</Trans> : <Trans>Delete the activity {pending?.kind === 'activity' ? pending.activity.title : ''}?</Trans>}
        detail={<Trans>Activities candidates have already responded to cannot be deleted.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={isBusy}
        error={pending ? error : undefined}
        onCancel={() => setPending(undefined)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

interface StepCardProps {
  step: PlanStep;
  position: number;
  jobId: number;
  language: Language;
  isFirst: boolean;
  isLast: boolean;
  onMove(by: -1 | 1): void;
  onDeleteStep(): void;
  onDeleteActivity(activity: PlanActivity): void;
  run(action: () => Promise<unknown>, done?: string): Promise<boolean>;
}

function StepCard({ step, position, jobId, language, isFirst, isLast, onMove, onDeleteStep, onDeleteActivity, run }: StepCardProps) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const queryClient = useQueryClient();
  const [isRenaming, setIsRenaming] = useState(false);
  const [name, setName] = useState(step.name);
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<number>();
  const headingId = `plan-step-${step.job_step_id}`;
  const activities = step.activities;

  return (
    <section className="smartreq-card" aria-labelledby={headingId}>
      <div className="smartreq-card__header">
        <h3 className="smartreq-card__title" id={headingId}>
          <Trans>
            Step {position}: {step.name}
          </Trans>
        </h3>
        <div className="smartreq-card__actions">
          <button type="button" className="smartreq-link-button" onClick={() => setIsRenaming(!isRenaming)}>
            <Trans>Rename</Trans>
          </button>
          <button type="button" className="smartreq-link-button" disabled={isFirst} onClick={() => onMove(-1)} aria-label={t`Move ${step.name} up`}>
            <Trans>Up</Trans>
          </button>
          <button type="button" className="smartreq-link-button" disabled={isLast} onClick={() => onMove(1)} aria-label={t`Move ${step.name} down`}>
            <Trans>Down</Trans>
          </button>
          <button type="button" className="smartreq-link-button smartreq-link-button--danger" onClick={onDeleteStep} aria-label={t`Delete the step ${step.name}`}>
            <Trans>Delete</Trans>
          </button>
        </div>
      </div>
      {isRenaming && (
        <form
          className="smartreq-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => q.renameStep(queryClient, jobId, step.job_step_id, name.trim()), t`Renamed the step to ${name.trim()}`).then((ok) => ok && setIsRenaming(false));
          }}
        >
          <TextField id={`${headingId}-name`} label={<Trans>Step name</Trans>} value={name} onChange={(event) => setName(event.target.value)} required maxLength={200} />
          <div className="smartreq-form__actions">
            <Button type="submit">
              <Trans>Save name</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setIsRenaming(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
      {activities.length === 0 ? (
        <p className="smartreq-muted" style={{ marginTop: 'var(--space-3)' }}>
          <Trans>No activities in this step yet.</Trans>
        </p>
      ) : (
        <ol className="smartreq-list" aria-label={t`Activities of ${step.name}`}>
          {activities.map((activity, index) => (
            <li key={activity.job_step_activity_id}>
              <div className="smartreq-item">
                <div>
                  <p className="smartreq-item__name">{activity.title}</p>
                  <p className="smartreq-item__meta">
                    {_(kindLabel(activity.activity_type))}
                    {activity.measurement_type_id && MEASUREMENT_TYPE_LABELS[activity.measurement_type_id] ? ` · ${_(MEASUREMENT_TYPE_LABELS[activity.measurement_type_id]!)}` : ''}
                    {activity.activity_type === 'questions' ? ` · ${t`${activity.account_question_ids.length} questions`}` : ''}
                    {activity.language_test ? ` · ${LANGUAGE_NAMES[activity.language_test.language as Language] ?? activity.language_test.language} · ${activity.language_test.parts.map((p) => (p === 'listening' ? t`Listening` : p === 'reading' ? t`Reading` : p)).join(', ')}` : ''}
                    {activity.has_responses ? ` · ${t`Candidates have responded`}` : ''}
                  </p>
                  {activity.instructions && <p className="plan-preview__instructions">{activity.instructions}</p>}
                </div>
                <div className="smartreq-card__actions">
                  <button type="button" className="smartreq-link-button" onClick={() => setEditing(editing === activity.job_step_activity_id ? undefined : activity.job_step_activity_id)} aria-label={t`Edit ${activity.title}`}>
                    <Trans>Edit</Trans>
                  </button>
                  <button
                    type="button"
                    className="smartreq-link-button"
                    disabled={index === 0}
                    aria-label={t`Move ${activity.title} up`}
                    onClick={() => void run(() => q.reorderActivities(queryClient, jobId, step.job_step_id, move(activities, index, -1).map((a) => a.job_step_activity_id)))}
                  >
                    <Trans>Up</Trans>
                  </button>
                  <button
                    type="button"
                    className="smartreq-link-button"
                    disabled={index === activities.length - 1}
                    aria-label={t`Move ${activity.title} down`}
                    onClick={() => void run(() => q.reorderActivities(queryClient, jobId, step.job_step_id, move(activities, index, 1).map((a) => a.job_step_activity_id)))}
                  >
                    <Trans>Down</Trans>
                  </button>
                  <button type="button" className="smartreq-link-button smartreq-link-button--danger" onClick={() => onDeleteActivity(activity)} aria-label={t`Delete ${activity.title}`}>
                    <Trans>Delete</Trans>
                  </button>
                </div>
              </div>
              {editing === activity.job_step_activity_id && (
                <ActivityEditForm
                  activity={activity}
                  jobId={jobId}
                  language={language}
                  onCancel={() => setEditing(undefined)}
                  onSave={(body) => void run(() => q.saveActivity(queryClient, jobId, activity.job_step_activity_id, body), t`Saved ${body.title}`).then((ok) => ok && setEditing(undefined))}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {isAdding ? (
        <AddActivityForm
          idPrefix={`${headingId}-add`}
          jobId={jobId}
          language={language}
          onCancel={() => setIsAdding(false)}
          onAdd={(input) => void run(() => q.addActivity(queryClient, jobId, step.job_step_id, input), t`Added ${input.title}`).then((ok) => ok && setIsAdding(false))}
        />
      ) : (
        <div style={{ marginTop: 'var(--space-3)' }}>
          <Button variant="secondary" onClick={() => setIsAdding(true)} aria-label={t`Add an activity to ${step.name}`}>
            <Trans>Add activity</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

const DEFAULT_LANGUAGE_TEST: LanguageTestInput = { language: 'en', instruction_language: 'en', parts: ['listening', 'reading'] };

/** The settings only some kinds take: an onboarding activity's form, a language test's languages and parts. */
function KindSettings({
  idPrefix,
  kind,
  jobId,
  language,
  formId,
  onFormId,
  languageTest,
  onLanguageTest,
}: {
  idPrefix: string;
  kind: string;
  jobId: number;
  language: Language;
  formId: number | undefined;
  onFormId(id: number): void;
  languageTest: LanguageTestInput;
  onLanguageTest(test: LanguageTestInput): void;
}) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const needsCompany = kind === 'onboarding' || kind === 'language_test';
  const detail = useQuery({ ...q.requisitionDetailQueryOptions(jobId), enabled: needsCompany });
  const accountId = detail.data?.account_id;
  const forms = useQuery({ ...q.planOnboardingFormsQueryOptions(accountId ?? 0), enabled: needsCompany && accountId !== undefined });
  if (kind === 'onboarding') {
    const list = forms.data?.forms ?? [];
    if (forms.isSuccess && list.length === 0) {
      return (
        <p className="smartreq-muted" role="status">
          <Trans>The company has no onboarding forms yet.</Trans>
        </p>
      );
    }
    return (
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${idPrefix}-form`}>
          {_(ACTIVITY_KIND_LABELS.onboarding)}
        </label>
        <select id={`${idPrefix}-form`} className="smartreq-select" required value={formId ?? ''} onChange={(event) => onFormId(Number(event.target.value))}>
          {list.map((form) => (
            <option key={form.onboarding_form_id} value={form.onboarding_form_id}>
              {form.name[language] || form.name.en}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (kind !== 'language_test') return null;
  if (forms.data && !forms.data.language_test_enabled) {
    return (
      <p className="smartreq-muted" role="status">
        <Trans>The language test is not enabled for this company.</Trans>{' '}
        <Link to="/settings/integrations">
          <Trans>A company administrator can turn it on under Vendors.</Trans>
        </Link>
      </p>
    );
  }
  const togglePart = (part: (typeof LANGUAGE_TEST_PARTS)[number], on: boolean) => {
    const parts = LANGUAGE_TEST_PARTS.filter((p) => (p === part ? on : languageTest.parts.includes(p)));
    onLanguageTest({ ...languageTest, parts });
  };
  return (
    <>
      <div className="smartreq-form__row">
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${idPrefix}-language`}>
            <Trans>Language tested</Trans>
          </label>
          <select id={`${idPrefix}-language`} className="smartreq-select" value={languageTest.language} onChange={(event) => onLanguageTest({ ...languageTest, language: event.target.value as LanguageTestInput['language'] })}>
            {LANGUAGE_TEST_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${idPrefix}-instruction-language`}>
            <Trans>Instruction language</Trans>
          </label>
          <select
            id={`${idPrefix}-instruction-language`}
            className="smartreq-select"
            value={languageTest.instruction_language}
            onChange={(event) => onLanguageTest({ ...languageTest, instruction_language: event.target.value as LanguageTestInput['instruction_language'] })}
          >
            {LANGUAGE_TEST_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="form-field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="form-field__label">
          <Trans>Parts (at least one)</Trans>
        </legend>
        {LANGUAGE_TEST_PARTS.map((part) => (
          <label key={part} style={{ display: 'inline-flex', gap: 'var(--space-2)', alignItems: 'center', marginInlineEnd: 'var(--space-4)', minHeight: '44px' }}>
            <input type="checkbox" checked={languageTest.parts.includes(part)} onChange={(event) => togglePart(part, event.target.checked)} />
            {part === 'listening' ? t`Listening` : t`Reading`}
          </label>
        ))}
      </fieldset>
    </>
  );
}

function ActivityEditForm({
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
  const [formId, setFormId] = useState<number | undefined>(activity.onboarding_form_id ?? undefined);
  const [languageTest, setLanguageTest] = useState<LanguageTestInput>((activity.language_test as LanguageTestInput | null) ?? DEFAULT_LANGUAGE_TEST);
  const forms = useFormChoice(activity.activity_type, jobId, formId);
  const id = `activity-${activity.job_step_activity_id}`;
  return (
    <form
      className="smartreq-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({
          title: title.trim(),
          instructions,
          ...(activity.activity_type === 'onboarding' && forms.chosen ? { onboarding_form_id: forms.chosen } : {}),
          ...(activity.activity_type === 'language_test' ? { language_test: languageTest } : {}),
        });
      }}
    >
      <TextField id={`${id}-title`} label={<Trans>Activity title</Trans>} value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={200} />
      <KindSettings idPrefix={id} kind={activity.activity_type} jobId={jobId} language={language} formId={forms.chosen} onFormId={setFormId} languageTest={languageTest} onLanguageTest={setLanguageTest} />
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-instructions`}>
          <Trans>Instructions for candidates</Trans>
        </label>
        <textarea id={`${id}-instructions`} className="smartreq-textarea" value={instructions} onChange={(event) => setInstructions(event.target.value)} maxLength={5000} />
      </div>
      <div className="smartreq-form__actions">
        <Button type="submit">
          <Trans>Save activity</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The onboarding form in use: the one picked, else the company's first (the same cached query KindSettings reads). */
function useFormChoice(kind: string, jobId: number, picked: number | undefined) {
  const detail = useQuery({ ...q.requisitionDetailQueryOptions(jobId), enabled: kind === 'onboarding' });
  const accountId = detail.data?.account_id;
  const forms = useQuery({ ...q.planOnboardingFormsQueryOptions(accountId ?? 0), enabled: kind === 'onboarding' && accountId !== undefined });
  const list = forms.data?.forms ?? [];
  const chosen = picked !== undefined && list.some((f) => f.onboarding_form_id === picked) ? picked : list[0]?.onboarding_form_id;
  return { chosen, list };
}

function AddActivityForm({
  idPrefix,
  jobId,
  language,
  onAdd,
  onCancel,
}: {
  idPrefix: string;
  jobId: number;
  language: Language;
  onAdd(input: { activity_type: PlanActivityType; title: string; instructions: string; asmt_id?: number; measurement_type_id?: number; onboarding_form_id?: number; language_test?: LanguageTestInput }): void;
  onCancel(): void;
}) {
  const { _ } = useLinguiRuntime();
  const assessments = useQuery(q.assessmentsQueryOptions(language));
  const [kind, setKind] = useState<PlanActivityType>('assessment');
  const [asmtId, setAsmtId] = useState<number>();
  const [measurementType, setMeasurementType] = useState<number>(QUESTION_MEASUREMENT_TYPES[0]);
  const [title, setTitle] = useState('');
  const [instructions, setInstructions] = useState('');
  const [formId, setFormId] = useState<number>();
  const [languageTest, setLanguageTest] = useState<LanguageTestInput>(DEFAULT_LANGUAGE_TEST);
  const forms = useFormChoice(kind, jobId, formId);
  const chosenAsmt = asmtId ?? assessments.data?.[0]?.asmt_id;
  const asmtTitle = assessments.data?.find((a) => a.asmt_id === chosenAsmt)?.title;
  const formTitle = forms.list.find((f) => f.onboarding_form_id === forms.chosen)?.name;
  return (
    <form
      className="smartreq-form"
      onSubmit={(event) => {
        event.preventDefault();
        const finalTitle = title.trim() || (kind === 'assessment' && asmtTitle) || (kind === 'onboarding' && formTitle && (formTitle[language] || formTitle.en)) || _(ACTIVITY_KIND_LABELS[kind]);
        onAdd({
          activity_type: kind,
          title: finalTitle,
          instructions,
          ...(kind === 'assessment' && chosenAsmt ? { asmt_id: chosenAsmt } : {}),
          ...(kind === 'questions' ? { measurement_type_id: measurementType } : {}),
          ...(kind === 'onboarding' && forms.chosen ? { onboarding_form_id: forms.chosen } : {}),
          ...(kind === 'language_test' ? { language_test: languageTest } : {}),
        });
      }}
    >
      <div className="smartreq-form__row">
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${idPrefix}-kind`}>
            <Trans>Kind of activity</Trans>
          </label>
          <select id={`${idPrefix}-kind`} className="smartreq-select" value={kind} onChange={(event) => setKind(event.target.value as PlanActivityType)}>
            {PLAN_ACTIVITY_TYPES.map((type) => (
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
            <select id={`${idPrefix}-asmt`} className="smartreq-select" value={chosenAsmt ?? ''} onChange={(event) => setAsmtId(Number(event.target.value))}>
              {(assessments.data ?? []).map((a) => (
                <option key={a.asmt_id} value={a.asmt_id}>
                  {a.title}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === 'questions' && (
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${idPrefix}-measurement`}>
              <Trans>Measurement type</Trans>
            </label>
            <select id={`${idPrefix}-measurement`} className="smartreq-select" value={measurementType} onChange={(event) => setMeasurementType(Number(event.target.value))}>
              {QUESTION_MEASUREMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {_(MEASUREMENT_TYPE_LABELS[type]!)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <KindSettings idPrefix={idPrefix} kind={kind} jobId={jobId} language={language} formId={forms.chosen} onFormId={setFormId} languageTest={languageTest} onLanguageTest={setLanguageTest} />
      <TextField
        id={`${idPrefix}-title`}
        label={<Trans>Activity title</Trans>}
        hint={<Trans>Leave empty to use the name of the kind or questionnaire.</Trans>}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={200}
      />
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${idPrefix}-instructions`}>
          <Trans>Instructions for candidates</Trans>
        </label>
        <textarea id={`${idPrefix}-instructions`} className="smartreq-textarea" value={instructions} onChange={(event) => setInstructions(event.target.value)} maxLength={5000} />
      </div>
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
