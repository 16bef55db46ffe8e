/**
 * A screening-question template's name and its questions in order, for adding one or editing one
 * in place: questions come from the company's pre-screen list (searched), move with Up and Down
 * buttons (no dragging needed) and are removed; problems show next to their field.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_SCREENING_TEMPLATE_NAME,
  MAX_TEMPLATE_QUESTIONS,
  moveQuestionId,
  screeningTemplateProblems,
  type SaveScreeningTemplate,
  type ScreeningProblem,
} from '../../../contracts/screening-templates.ts';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { prescreenQuestionsQueryOptions } from './company-templates.queries.ts';
import { templateErrorText } from './template-texts.ts';
import './company-templates.css';

export function ScreeningTemplateForm(
  props: EntryFormProps<SaveScreeningTemplate> & { accountId: number; knownTexts?: ReadonlyMap<number, string> },
) {
  const { t } = useLingui();
  const form = useEntryForm({
    initial: props.initial,
    empty: { name: '', account_question_ids: [] },
    check: screeningTemplateProblems,
    onSave: props.onSave,
  });
  const [search, setSearch] = useState('');
  const bank = useQuery(prescreenQuestionsQueryOptions(props.accountId, search.trim()));
  const [seen] = useState(() => new Map<number, string>(props.knownTexts));
  for (const q of bank.data ?? []) seen.set(q.account_question_id, q.question_text);
  const textOf = (id: number) => seen.get(id) ?? t`Question ${id}`;
  const refusal = form.serverError === undefined ? undefined : templateErrorText(form.serverError);
  const problemText = (problem: ScreeningProblem): string => {
    if (problem.prop === 'name')
      return problem.code === 'required' ? t`Enter a name.` : t`Use at most ${MAX_SCREENING_TEMPLATE_NAME} characters.`;
    if (problem.code === 'none') return t`Add at least one question.`;
    if (problem.code === 'too_many') return t`A template has at most ${MAX_TEMPLATE_QUESTIONS} questions.`;
    return t`A question is in the template twice.`;
  };
  const errorOf = (prop: ScreeningProblem['prop']) => {
    const problem = form.problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    return refusal?.field === prop ? refusal.text : undefined;
  };
  const ids = form.values.account_question_ids;
  const setIds = (next: number[]) => form.set('account_question_ids', next);
  const questionsError = errorOf('account_question_ids');
  const listId = `${props.idPrefix}-questions`;

  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={
        refusal && refusal.field !== 'name' && refusal.field !== 'account_question_ids' ? refusal.text : undefined
      }
      isBusy={form.isBusy}
      onSubmit={() => void form.submit()}
    >
      <TextField
        id={`${props.idPrefix}-name`}
        label={t`Template name`}
        autoComplete="off"
        value={form.values.name}
        onChange={(event) => form.set('name', event.target.value)}
        error={errorOf('name')}
      />
      <h3 className="company-list-page__subtitle" id={`${listId}-title`}>
        <Trans>Questions, in the order they are asked</Trans>
      </h3>
      {questionsError && (
        <p className="form-field__error" id={listId} tabIndex={-1}>
          {questionsError}
        </p>
      )}
      {ids.length === 0 ? (
        <p className="company-list__muted">
          <Trans>No questions yet. Add them from the pre-screen list below.</Trans>
        </p>
      ) : (
        <ol className="templates__questions" aria-labelledby={`${listId}-title`}>
          {ids.map((id, index) => (
            <li key={id} className="templates__question">
              <p className="templates__question-text">{textOf(id)}</p>
              <div className="templates__row-actions">
                <Button
                  variant="secondary"
                  onClick={() => setIds(moveQuestionId(ids, index, -1))}
                  disabled={index === 0}
                >
                  <Trans>Move up</Trans>
                  <span className="visually-hidden"> {textOf(id)}</span>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setIds(moveQuestionId(ids, index, 1))}
                  disabled={index === ids.length - 1}
                >
                  <Trans>Move down</Trans>
                  <span className="visually-hidden"> {textOf(id)}</span>
                </Button>
                <Button variant="secondary" onClick={() => setIds(ids.filter((x) => x !== id))}>
                  <Trans>Remove</Trans>
                  <span className="visually-hidden"> {textOf(id)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="templates__picker">
        <TextField
          id={`${props.idPrefix}-search`}
          type="search"
          label={t`Search the pre-screen questions`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {bank.data && bank.data.length === 0 && (
          <p className="company-list__muted">
            <Trans>
              No pre-screen question matches. Write questions under Settings, Measurement, Pre-screen questions.
            </Trans>
          </p>
        )}
        <ul className="templates__picker-list" aria-label={t`Pre-screen questions`}>
          {(bank.data ?? [])
            .filter((q) => !ids.includes(q.account_question_id))
            .map((q) => (
              <li key={q.account_question_id} className="templates__question">
                <p className="templates__question-text">{q.question_text}</p>
                <Button variant="secondary" onClick={() => setIds([...ids, q.account_question_id])}>
                  <Trans>Add</Trans>
                  <span className="visually-hidden"> {q.question_text}</span>
                </Button>
              </li>
            ))}
        </ul>
      </div>
    </EntryForm>
  );
}
