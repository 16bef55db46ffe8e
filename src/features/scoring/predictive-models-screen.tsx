import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PredictiveModel, SavePredictiveModel } from '../../../contracts/scoring.ts';
import type { Language } from '../../../contracts/user.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ModelEditor } from './model-editor.tsx';
import { RoleChooser } from './role-chooser.tsx';
import { chooseModel, predictiveModelsQueryOptions, removeModel, saveModel } from './scoring.queries.ts';
import './scoring.css';

const LANGUAGES: readonly Language[] = ['en', 'es', 'fr'];

/** A ready-made model to start a new one from (a job profile's correlations, D141). */
export interface ModelDraft {
  key: string;
  label: ReactNode;
  draft: SavePredictiveModel;
}

/**
 * The requisition's setup tab "predictive models" (seed 001 sections 2, 3, 5, 7): the body under
 * the setup page's heading (the requisition layout gives the page title and the offline notice).
 * A job profile's setup shows the same for the profile (subject 'profile', D141), with drafts built
 * from its correlations; a requisition lists its role's models too and may use, not edit, them.
 */
export function PredictiveModelsScreen({
  jobId,
  subject = 'requisition',
  drafts = [],
}: {
  jobId: number;
  subject?: 'requisition' | 'profile';
  drafts?: readonly ModelDraft[];
}) {
  const { t, i18n } = useLingui();
  const language = (LANGUAGES as readonly string[]).includes(i18n.locale) ? (i18n.locale as Language) : 'en';
  const queryClient = useQueryClient();
  // The routes' loaders bring the models; waiting and failing are the staff pages' one pattern.
  const models = useSuspenseQuery(predictiveModelsQueryOptions(jobId, language));
  /** 'new', a draft to start from, a model being edited, or nothing. */
  const [editing, setEditing] = useState<'new' | ModelDraft | PredictiveModel>();
  const [saveError, setSaveError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  const [deleting, setDeleting] = useState<PredictiveModel>();
  const [deleteError, setDeleteError] = useState<string>();

  const attributes = models.data.attributes;
  const nameOf = (id: number) => attributes.find((a) => a.attribute_type_id === id)?.name ?? String(id);

  const saving = useMutation({
    mutationFn: ({ body, modelId }: { body: SavePredictiveModel; modelId: number | undefined }) =>
      saveModel(queryClient, jobId, body, modelId, crypto.randomUUID()),
    onSuccess: (saved) => {
      setEditing(undefined);
      setNotice(t`Saved ${saved.name}`);
    },
    onError: (error) => setSaveError(errorText(error)),
  });
  const choice = useMutation({
    mutationFn: ({ model, selected }: { model: PredictiveModel; selected: boolean }) =>
      chooseModel(queryClient, jobId, model, selected),
    onSuccess: (_done, { model, selected }) => {
      if (subject === 'profile')
        setNotice(
          selected ? t`${model.name} is now the profile's model` : t`${model.name} is no longer the profile's model`,
        );
      else setNotice(selected ? t`Applicants are now scored with ${model.name}` : t`Stopped using ${model.name}`);
    },
    onError: (error) => setActionError(errorText(error)),
  });
  const removal = useMutation({
    mutationFn: (model: PredictiveModel) => removeModel(queryClient, jobId, model.predictive_model_id),
    onSuccess: (_done, model) => {
      setNotice(t`Deleted ${model.name}`);
      setDeleting(undefined);
    },
    onError: (error) => setDeleteError(errorText(error)),
  });
  /** Whether a choice or a delete of this model is under way. */
  const isBusyWith = (modelId: number) =>
    (choice.isPending && choice.variables.model.predictive_model_id === modelId) ||
    (removal.isPending && removal.variables.predictive_model_id === modelId);

  const save = (body: SavePredictiveModel) => {
    setSaveError(undefined);
    const modelId =
      editing !== undefined && editing !== 'new' && 'predictive_model_id' in editing
        ? editing.predictive_model_id
        : undefined;
    saving.mutate({ body, modelId });
  };

  const choose = (model: PredictiveModel, selected: boolean) => {
    setActionError(undefined);
    choice.mutate({ model, selected });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(undefined);
    removal.mutate(deleting);
  };

  const list = models.data.models;
  return (
    <div className="scoring-page">
      <div className="scoring-page__header">
        <p className="scoring-muted">
          {subject === 'profile' ? (
            <Trans>
              A predictive model estimates an outcome, such as a performance rating, from attribute scores: the
              intercept plus each score (0 to 100) times its weight. The model in use is the profile's model;
              requisitions hiring for this profile can score applicants with it.
            </Trans>
          ) : (
            <Trans>
              A predictive model estimates an outcome, such as a performance rating, from attribute scores: the
              intercept plus each score (0 to 100) times its weight. The selected model's prediction is shown for every
              applicant.
            </Trans>
          )}
        </p>
        {editing === undefined && (
          <div className="scoring-page__new">
            <Button
              onClick={() => {
                setSaveError(undefined);
                setEditing('new');
              }}
            >
              <Trans>New model</Trans>
            </Button>
            {drafts.map((d) => (
              <Button
                key={d.key}
                variant="secondary"
                onClick={() => {
                  setSaveError(undefined);
                  setEditing(d);
                }}
              >
                {d.label}
              </Button>
            ))}
          </div>
        )}
      </div>
      {subject === 'requisition' && <RoleChooser jobId={jobId} models={models.data} onDone={setNotice} />}
      <p className="scoring-notice" role="status">
        {notice}
      </p>
      {actionError && (
        <p className="scoring-error" role="alert">
          {actionError}
        </p>
      )}

      {editing !== undefined && (
        <ModelEditor
          key={editing === 'new' ? 'new' : 'predictive_model_id' in editing ? editing.predictive_model_id : editing.key}
          model={editing !== 'new' && 'predictive_model_id' in editing ? editing : undefined}
          draft={editing !== 'new' && 'draft' in editing ? editing.draft : undefined}
          attributes={attributes}
          onSave={save}
          isSaving={saving.isPending}
          onCancel={() => setEditing(undefined)}
          error={saveError}
        />
      )}

      {list.length === 0 && editing === undefined && (
        <p className="scoring-empty">
          {subject === 'profile' ? (
            <Trans>This job profile has no predictive models yet.</Trans>
          ) : (
            <Trans>This requisition has no predictive models yet.</Trans>
          )}
        </p>
      )}

      <ul className="model-list" aria-label={t`Predictive models`}>
        {list.map((model) => {
          const isBusy = isBusyWith(model.predictive_model_id);
          const ofRole = model.job_id !== jobId;
          return (
            <li key={model.predictive_model_id}>
              <article
                className={model.is_selected ? 'model-card model-card--selected' : 'model-card'}
                aria-labelledby={`model-${model.predictive_model_id}`}
              >
                <div className="model-card__header">
                  <h3 id={`model-${model.predictive_model_id}`} className="model-card__title">
                    {model.name}
                  </h3>
                  {model.is_selected && (
                    <span className="model-card__badge">
                      <Trans>In use</Trans>
                    </span>
                  )}
                  {ofRole && models.data?.role && (
                    <span className="model-card__origin">
                      <Trans>From the job profile {models.data.role.title}</Trans>
                    </span>
                  )}
                </div>
                <dl className="model-card__terms">
                  <div className="model-card__term">
                    <dt>
                      <Trans>Intercept</Trans>
                    </dt>
                    <dd>{i18n.number(model.intercept, { maximumFractionDigits: 3 })}</dd>
                  </div>
                  {model.weights.map((w) => (
                    <div key={w.attribute_type_id} className="model-card__term">
                      <dt>{nameOf(w.attribute_type_id)}</dt>
                      <dd>{i18n.number(w.weight, { maximumFractionDigits: 3, signDisplay: 'exceptZero' })}</dd>
                    </div>
                  ))}
                </dl>
                <div className="model-card__actions">
                  {model.is_selected ? (
                    <Button variant="secondary" isBusy={isBusy} onClick={() => choose(model, false)}>
                      <Trans>Stop using</Trans>
                    </Button>
                  ) : (
                    <Button isBusy={isBusy} onClick={() => choose(model, true)}>
                      <Trans>Use this model</Trans>
                    </Button>
                  )}
                  {!ofRole && (
                    <>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setSaveError(undefined);
                          setEditing(model);
                        }}
                        aria-label={t`Edit ${model.name}`}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setDeleteError(undefined);
                          setDeleting(model);
                        }}
                        aria-label={t`Delete ${model.name}`}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>

      <ConfirmDialog
        isOpen={deleting !== undefined}
        question={deleting ? <Trans>Delete the model {deleting.name}?</Trans> : ''}
        detail={
          deleting?.is_selected ? (
            <Trans>It is in use: applicants will no longer get a predictive score. This cannot be undone.</Trans>
          ) : (
            <Trans>This cannot be undone.</Trans>
          )
        }
        confirmLabel={<Trans>Delete</Trans>}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
        isBusy={deleting !== undefined && isBusyWith(deleting.predictive_model_id)}
        error={deleteError}
      />
    </div>
  );
}
