/**
 * A scoring-criteria template's name and criteria, for adding one or editing one in place: each
 * criterion has a name, an optional description and five levels (a short label and what the level
 * looks like). Criteria move with Up and Down buttons. Problems show next to their field and in a
 * summary; nothing typed is lost when the server refuses.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import {
  MAX_CRITERIA,
  MAX_CRITERION_DESCRIPTION,
  MAX_CRITERION_NAME,
  MAX_LEVEL_DESCRIPTION,
  MAX_LEVEL_LABEL,
  MAX_SCORING_TEMPLATE_NAME,
  scoringTemplateProblems,
  type ScoringProblem,
} from '../../../contracts/scoring-templates.ts';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import {
  addCriterion,
  moveCriterion,
  removeCriterion,
  setCriterion,
  setLevel,
  type ScoringDraft,
} from './scoring-draft.ts';
import { templateErrorText } from './template-texts.ts';
import './company-templates.css';

export function ScoringTemplateForm(props: EntryFormProps<ScoringDraft>) {
  const { t } = useLingui();
  const labels = [t`Poor`, t`Fair`, t`Good`, t`Strong`, t`Excellent`];
  const form = useEntryForm({
    initial: props.initial,
    empty: addCriterion({ name: '', criteria: [] }, labels),
    check: scoringTemplateProblems,
    onSave: props.onSave,
  });
  const [attempt, setAttempt] = useState(0);
  const refusal = form.serverError === undefined ? undefined : templateErrorText(form.serverError);
  const draft = form.values;
  const update = (next: ScoringDraft) => form.set('criteria', next.criteria);

  const maxOf = (prop: string) =>
    prop === 'name'
      ? MAX_SCORING_TEMPLATE_NAME
      : prop.endsWith('.levels')
        ? 0
        : /levels\.\d\.label$/.test(prop)
          ? MAX_LEVEL_LABEL
          : /levels\.\d\.description$/.test(prop)
            ? MAX_LEVEL_DESCRIPTION
            : prop.endsWith('.description')
              ? MAX_CRITERION_DESCRIPTION
              : MAX_CRITERION_NAME;
  const problemText = (problem: ScoringProblem): string => {
    const max = maxOf(problem.prop);
    if (problem.code === 'too_long') return t`Use at most ${max} characters.`;
    if (problem.code === 'none') return t`Add at least one criterion.`;
    if (problem.code === 'too_many') return t`A template has at most ${MAX_CRITERIA} criteria.`;
    if (problem.code === 'repeated') return t`Another criterion already has this name.`;
    if (problem.prop === 'name') return t`Enter a name.`;
    if (problem.prop.endsWith('.label')) return t`Give the level a short label.`;
    if (problem.prop.endsWith('.description')) return t`Describe what this level looks like.`;
    return t`Name the criterion.`;
  };
  const fieldId = (prop: string) => `${props.idPrefix}-${prop.replaceAll('.', '-')}`;
  const errorOf = (prop: string) => {
    const problem = form.problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    return refusal?.field === prop ? refusal.text : undefined;
  };
  const onField = refusal?.field !== undefined && (refusal.field === 'name' || refusal.field.startsWith('criteria'));

  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && !onField ? refusal.text : undefined}
      isBusy={form.isBusy}
      onSubmit={() => {
        setAttempt((n) => n + 1);
        void form.submit();
      }}
    >
      {form.problems.length > 0 && (
        <ErrorSummary
          items={form.problems.map((p) => ({ text: problemText(p), fieldId: fieldId(p.prop) }))}
          attempt={attempt}
        />
      )}
      <TextField
        id={fieldId('name')}
        label={t`Template name`}
        autoComplete="off"
        value={draft.name}
        onChange={(event) => form.set('name', event.target.value)}
        error={errorOf('name')}
      />
      {errorOf('criteria') && (
        <p className="form-field__error" id={fieldId('criteria')} tabIndex={-1}>
          {errorOf('criteria')}
        </p>
      )}
      <ol className="templates__criteria">
        {draft.criteria.map((criterion, index) => {
          const prop = (rest: string) => `criteria.${index}.${rest}`;
          const number = index + 1;
          const shown = criterion.name.trim() || t`Criterion ${number}`;
          return (
            <li key={index} className="templates__criterion">
              <fieldset className="templates__fieldset">
                <legend className="templates__legend">{shown}</legend>
                <TextField
                  id={fieldId(prop('name'))}
                  label={t`Criterion name`}
                  autoComplete="off"
                  value={criterion.name}
                  onChange={(e) => update(setCriterion(draft, index, { name: e.target.value }))}
                  error={errorOf(prop('name'))}
                />
                <FormField
                  id={fieldId(prop('description'))}
                  label={t`Description (optional)`}
                  error={errorOf(prop('description'))}
                >
                  {(a11y) => (
                    <textarea
                      id={fieldId(prop('description'))}
                      className="form-field__input"
                      rows={2}
                      value={criterion.description ?? ''}
                      onChange={(e) => update(setCriterion(draft, index, { description: e.target.value }))}
                      {...a11y}
                    />
                  )}
                </FormField>
                {criterion.levels.map((level) => (
                  <div key={level.level} className="templates__level">
                    <TextField
                      id={fieldId(prop(`levels.${level.level}.label`))}
                      label={t`Level ${level.level} label`}
                      autoComplete="off"
                      value={level.label}
                      onChange={(e) => update(setLevel(draft, index, level.level, { label: e.target.value }))}
                      error={errorOf(prop(`levels.${level.level}.label`))}
                    />
                    <FormField
                      id={fieldId(prop(`levels.${level.level}.description`))}
                      label={t`What level ${level.level} looks like`}
                      error={errorOf(prop(`levels.${level.level}.description`))}
                    >
                      {(a11y) => (
                        <textarea
                          id={fieldId(prop(`levels.${level.level}.description`))}
                          className="form-field__input"
                          rows={2}
                          value={level.description}
                          onChange={(e) => update(setLevel(draft, index, level.level, { description: e.target.value }))}
                          {...a11y}
                        />
                      )}
                    </FormField>
                  </div>
                ))}
                <div className="templates__row-actions">
                  <Button
                    variant="secondary"
                    onClick={() => update(moveCriterion(draft, index, -1))}
                    disabled={index === 0}
                  >
                    <Trans>Move up</Trans>
                    <span className="visually-hidden"> {shown}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => update(moveCriterion(draft, index, 1))}
                    disabled={index === draft.criteria.length - 1}
                  >
                    <Trans>Move down</Trans>
                    <span className="visually-hidden"> {shown}</span>
                  </Button>
                  <Button variant="secondary" onClick={() => update(removeCriterion(draft, index))}>
                    <Trans>Remove criterion</Trans>
                    <span className="visually-hidden"> {shown}</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="templates__row-actions">
        <Button
          variant="secondary"
          onClick={() => update(addCriterion(draft, labels))}
          disabled={draft.criteria.length >= MAX_CRITERIA}
        >
          <Trans>Add a criterion</Trans>
        </Button>
      </div>
    </EntryForm>
  );
}
