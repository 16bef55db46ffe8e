/** One step of the screening plan editor: its name, its activities (edit, reorder, delete) and adding an activity. */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { PlanActivity, PlanStep } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { FieldVersions, type Versions } from '../../ui/field-versions/field-versions.tsx';
import { ActivityEditForm } from './activity-edit-form.tsx';
import { AddActivityForm } from './add-activity-form.tsx';
import { move } from './move-item.ts';
import { activityDetails } from './activity-details.ts';
import * as q from './smartreq.queries.ts';
import { overLength, versionsBody } from '../../ui/field-versions/text-versions.ts';
import { STEP_NAMES } from '../../ui/step-names.ts';

const MAX_STEP_NAME = 200;

interface StepCardProps {
  step: PlanStep;
  position: number;
  jobId: number;
  language: Language;
  /** The company's default language, which `step.name` is written in (D199). */
  defaultLanguage: Language;
  isFirst: boolean;
  isLast: boolean;
  onMove(by: -1 | 1): void;
  onDeleteStep(): void;
  onDeleteActivity(activity: PlanActivity): void;
  run(action: () => Promise<unknown>, done?: string): Promise<boolean>;
  /** Shown without the controls that change it: the viewer may not (D305). */
  readOnly?: boolean;
}

export function StepCard({
  step,
  position,
  jobId,
  language,
  defaultLanguage,
  isFirst,
  isLast,
  onMove,
  onDeleteStep,
  onDeleteActivity,
  run,
  readOnly = false,
}: StepCardProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const queryClient = useQueryClient();
  const [isRenaming, setIsRenaming] = useState(false);
  const [name, setName] = useState(step.name);
  const [nameVersions, setNameVersions] = useState<Versions>(step.name_i18n);
  const [versionErrors, setVersionErrors] = useState<Partial<Record<Language, string>>>({});
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
        {!readOnly && (
          <div className="smartreq-card__actions">
            <button type="button" className="smartreq-link-button" onClick={() => setIsRenaming(!isRenaming)}>
              <Trans>Rename</Trans>
            </button>
            <button
              type="button"
              className="smartreq-link-button"
              disabled={isFirst}
              onClick={() => onMove(-1)}
              aria-label={t`Move ${step.name} up`}
            >
              <Trans>Up</Trans>
            </button>
            <button
              type="button"
              className="smartreq-link-button"
              disabled={isLast}
              onClick={() => onMove(1)}
              aria-label={t`Move ${step.name} down`}
            >
              <Trans>Down</Trans>
            </button>
            <button
              type="button"
              className="smartreq-link-button smartreq-link-button--danger"
              onClick={onDeleteStep}
              aria-label={t`Delete the step ${step.name}`}
            >
              <Trans>Delete</Trans>
            </button>
          </div>
        )}
      </div>
      {isRenaming && (
        <form
          className="smartreq-form"
          onSubmit={(event) => {
            event.preventDefault();
            const tooLong = overLength(nameVersions, defaultLanguage, MAX_STEP_NAME, t`This version is too long.`);
            setVersionErrors(tooLong);
            if (Object.keys(tooLong).length > 0) return;
            void run(
              () =>
                q.renameStep(
                  queryClient,
                  jobId,
                  step.job_step_id,
                  name.trim(),
                  versionsBody(nameVersions, defaultLanguage),
                ),
              t`Renamed the step to ${name.trim()}`,
            ).then((ok) => ok && setIsRenaming(false));
          }}
        >
          <FieldVersions
            idPrefix={`${headingId}-name`}
            legend={t`The step name in other languages`}
            defaultLanguage={defaultLanguage}
            values={nameVersions}
            errors={versionErrors}
            onChange={(version, value) => setNameVersions((current) => ({ ...current, [version]: value }))}
            hasDefault
            hasBuiltInVersions={name.trim() in STEP_NAMES}
            maxLength={MAX_STEP_NAME}
          >
            <TextField
              id={`${headingId}-name`}
              label={<Trans>Step name</Trans>}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              maxLength={MAX_STEP_NAME}
            />
          </FieldVersions>
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
                  <p className="smartreq-item__meta">{activityDetails(i18n, activity).join(' · ')}</p>
                  {activity.instructions && <p className="plan-preview__instructions">{activity.instructions}</p>}
                </div>
                {!readOnly && (
                  <div className="smartreq-card__actions">
                    <button
                      type="button"
                      className="smartreq-link-button"
                      onClick={() =>
                        setEditing(
                          editing === activity.job_step_activity_id ? undefined : activity.job_step_activity_id,
                        )
                      }
                      aria-label={t`Edit ${activity.title}`}
                    >
                      <Trans>Edit</Trans>
                    </button>
                    <button
                      type="button"
                      className="smartreq-link-button"
                      disabled={index === 0}
                      aria-label={t`Move ${activity.title} up`}
                      onClick={() =>
                        void run(() =>
                          q.reorderActivities(
                            queryClient,
                            jobId,
                            step.job_step_id,
                            move(activities, index, -1).map((a) => a.job_step_activity_id),
                          ),
                        )
                      }
                    >
                      <Trans>Up</Trans>
                    </button>
                    <button
                      type="button"
                      className="smartreq-link-button"
                      disabled={index === activities.length - 1}
                      aria-label={t`Move ${activity.title} down`}
                      onClick={() =>
                        void run(() =>
                          q.reorderActivities(
                            queryClient,
                            jobId,
                            step.job_step_id,
                            move(activities, index, 1).map((a) => a.job_step_activity_id),
                          ),
                        )
                      }
                    >
                      <Trans>Down</Trans>
                    </button>
                    <button
                      type="button"
                      className="smartreq-link-button smartreq-link-button--danger"
                      onClick={() => onDeleteActivity(activity)}
                      aria-label={t`Delete ${activity.title}`}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  </div>
                )}
              </div>
              {editing === activity.job_step_activity_id && (
                <ActivityEditForm
                  activity={activity}
                  jobId={jobId}
                  language={language}
                  defaultLanguage={defaultLanguage}
                  onCancel={() => setEditing(undefined)}
                  onSave={(body) =>
                    void run(
                      () => q.saveActivity(queryClient, jobId, activity.job_step_activity_id, body),
                      t`Saved ${body.title}`,
                    ).then((ok) => ok && setEditing(undefined))
                  }
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {readOnly ? null : isAdding ? (
        <AddActivityForm
          idPrefix={`${headingId}-add`}
          jobId={jobId}
          language={language}
          onCancel={() => setIsAdding(false)}
          onAdd={(input) =>
            void run(() => q.addActivity(queryClient, jobId, step.job_step_id, input), t`Added ${input.title}`).then(
              (ok) => ok && setIsAdding(false),
            )
          }
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
