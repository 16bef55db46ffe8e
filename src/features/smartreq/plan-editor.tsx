/**
 * The screening plan editor (builder steps step and setup screening-plan): steps holding
 * activities, each with instructions; add, rename, reorder (move up and down), delete. Activities
 * candidates have responded to cannot be deleted: the server answers 409 and its refusal shows
 * in the user's language (plan-refusal-text.ts).
 * A step's card is step-card.tsx; the activity forms are add-activity-form.tsx and
 * activity-edit-form.tsx, with the settings only some kinds take in kind-settings.tsx.
 */
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { planRefusalText } from './plan-refusal-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { Language } from '../../../contracts/user.ts';
import type { PlanActivity, PlanStep } from '../../../contracts/smartreq.ts';
import { move } from './move-item.ts';
import { StepCard } from './step-card.tsx';
import * as q from './smartreq.queries.ts';
import './smartreq.css';

type Pending = { kind: 'step'; step: PlanStep } | { kind: 'activity'; activity: PlanActivity };

/**
 * `lockedReason`: the plan is shown without its controls, with this reason, to a viewer who may not
 * change it (D305: a live requisition's plan takes the requisitions flag, D366).
 */
export function PlanEditor({
  jobId,
  language,
  lockedReason,
}: {
  jobId: number;
  language: Language;
  lockedReason?: ReactNode;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader has brought the plan; waiting and failing are the staff pages' one pattern.
  const plan = useSuspenseQuery(q.planQueryOptions(jobId));
  const [newStepName, setNewStepName] = useState('');
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState<Pending>();

  // One change to the plan at a time, whichever control started it; its refusal shows above the
  // steps (or in the delete dialog). `run` resolves to whether it was done, for the step cards.
  const change = useMutation({
    mutationFn: ({ action }: { action: () => Promise<unknown>; done?: string }) => action(),
    onMutate: () => setNotice(undefined),
    onSuccess: (_, { done }) => {
      if (done) setNotice(done);
    },
  });
  const run = (action: () => Promise<unknown>, done?: string) =>
    change.mutateAsync({ action, done }).then(
      () => true,
      () => false,
    );
  const error = change.error ? planRefusalText(change.error) : undefined;
  const isBusy = change.isPending;

  const steps = plan.data.steps;
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
        ? await run(
            () => q.removeStep(queryClient, jobId, pending.step.job_step_id),
            t`Deleted the step ${pending.step.name}`,
          )
        : await run(
            () => q.removeActivity(queryClient, jobId, pending.activity.job_step_activity_id),
            t`Deleted the activity ${pending.activity.title}`,
          );
    if (ok) setPending(undefined);
  };

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
      {lockedReason && <p className="smartreq-muted">{lockedReason}</p>}
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
              defaultLanguage={plan.data.default_language ?? 'en'}
              isFirst={index === 0}
              isLast={index === steps.length - 1}
              onMove={(by) =>
                void run(
                  () =>
                    q.reorderSteps(
                      queryClient,
                      jobId,
                      move(steps, index, by).map((s) => s.job_step_id),
                    ),
                  t`Moved the step ${step.name}`,
                )
              }
              onDeleteStep={() => {
                change.reset();
                setPending({ kind: 'step', step });
              }}
              onDeleteActivity={(activity) => {
                change.reset();
                setPending({ kind: 'activity', activity });
              }}
              run={run}
              readOnly={lockedReason !== undefined}
            />
          </li>
        ))}
      </ol>
      {!lockedReason && (
        <form className="smartreq-form" onSubmit={(event) => void addStep(event)}>
          <TextField
            id={`new-step-${jobId}`}
            label={<Trans>New step name</Trans>}
            value={newStepName}
            onChange={(event) => setNewStepName(event.target.value)}
            maxLength={200}
          />
          <div className="smartreq-form__actions">
            <Button type="submit" isBusy={isBusy}>
              <Trans>Add step</Trans>
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        isOpen={pending !== undefined}
        question={
          pending?.kind === 'step' ? (
            <Trans>Delete the step {pending.step.name} and its activities?</Trans>
          ) : (
            <Trans>Delete the activity {pending?.kind === 'activity' ? pending.activity.title : ''}?</Trans>
          )
        }
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
