/**
 * The builder's questions step: the question sets of the plan and the company's question bank.
 * Adding a bank question to a set increments its added count, removing decrements it (seed 001
 * section 4); a new question can be written here and goes to the bank first.
 */
import { useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { QUESTION_TYPES, type QuestionList, type QuestionType } from '../../../contracts/question-bank.ts';
import { errorText } from '../../lib/error-text.ts';
import { planRefusalText } from './plan-refusal-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { Pager } from '../../ui/list-controls.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { addQuestion, addedQuestionsFromPlan, removeQuestion } from './builder-state.ts';
import * as q from './smartreq.queries.ts';
import { questionTypeLabel } from '../../ui/question-bank/question-type-label.ts';
import './smartreq.css';
import { QuestionSetTemplateFill } from './question-set-template-fill.tsx';
import { PlainTextWritingHelp } from '../../ui/rich-text/plain-text-writing-help.tsx';

/** `list`: the bank list the sets ask from, pre-screen for requisitions, employee for career pathways (D139). */
export function QuestionSetsEditor({
  jobId,
  accountId,
  list = 'prescreen',
}: {
  jobId: number;
  accountId: number;
  list?: QuestionList;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The routes' loaders bring the plan; waiting and failing are the staff pages' one pattern.
  const plan = useSuspenseQuery(q.planQueryOptions(jobId));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The routes' loaders bring the bank's first page; a search or another page is page state, fetched here.
  const bank = useQuery(q.questionBankQueryOptions(accountId, { search: search.trim(), page, list }));
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [target, setTarget] = useState<number>();
  const [newText, setNewText] = useState('');
  const [newType, setNewType] = useState<QuestionType>('yes_no');
  const [newOptions, setNewOptions] = useState('');

  const sets = plan.data.steps.flatMap((s) => s.activities.filter((a) => a.activity_type === 'questions'));
  const activeSet = sets.find((s) => s.job_step_activity_id === target) ?? sets[0];
  const counts = addedQuestionsFromPlan(plan.data);
  const countOf = (id: number) => counts.find((c) => c.account_question_id === id)?.count ?? 0;
  const textOf = (id: number) =>
    bank.data?.data.find((x) => x.account_question_id === id)?.question_text ?? t`Question ${id}`;

  const change = async (ids: number[], done: string) => {
    if (!activeSet) return;
    setError(undefined);
    try {
      await q.setActivityQuestions(queryClient, jobId, activeSet.job_step_activity_id, ids);
      setNotice(done);
    } catch (failure) {
      setError(planRefusalText(failure));
    }
  };
  const add = (id: number) => {
    if (!activeSet || activeSet.account_question_ids.includes(id)) return;
    // The counts follow the plan after the save; addQuestion states the rule the plan obeys.
    void change(
      [...activeSet.account_question_ids, id],
      t`Added to ${activeSet.title} (now in ${addQuestion(counts, id).find((c) => c.account_question_id === id)!.count} sets)`,
    );
  };
  const remove = (id: number) => {
    if (!activeSet) return;
    const left = removeQuestion(counts, id).find((c) => c.account_question_id === id)?.count ?? 0;
    void change(
      activeSet.account_question_ids.filter((x) => x !== id),
      t`Removed from ${activeSet.title} (now in ${left} sets)`,
    );
  };

  const createQuestion = async (event: React.FormEvent) => {
    event.preventDefault();
    const options = newOptions
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((option_text) => ({ option_text }));
    setError(undefined);
    try {
      const created = await q.createBankQuestion(queryClient, accountId, {
        question_list: list,
        question_type: newType,
        question_text: newText.trim(),
        ...(newType === 'single_choice' || newType === 'multiple_choice' ? { options } : {}),
      });
      setNewText('');
      setNewOptions('');
      setNotice(t`Question saved to the bank`);
      if (activeSet) add(created.account_question_id);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  if (sets.length === 0) {
    return (
      <p className="smartreq-muted">
        <Trans>
          The plan has no question set. Add a "Question set" activity in the Steps step to ask screening questions.
        </Trans>
      </p>
    );
  }
  const bankRows = bank.data?.data ?? [];
  return (
    <div className="question-sets">
      <p className="smartreq-notice" role="status">
        {notice}
      </p>
      {error && (
        <p className="smartreq-error" role="alert">
          {error}
        </p>
      )}
      {sets.length > 1 && (
        <div className="form-field">
          <label className="form-field__label" htmlFor="question-set-choice">
            <Trans>Question set</Trans>
          </label>
          <select
            id="question-set-choice"
            className="smartreq-select"
            value={activeSet?.job_step_activity_id}
            onChange={(event) => setTarget(Number(event.target.value))}
          >
            {sets.map((s) => (
              <option key={s.job_step_activity_id} value={s.job_step_activity_id}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {activeSet && (
        <section className="smartreq-card" aria-labelledby="question-set-title">
          <h3 className="smartreq-card__title" id="question-set-title">
            {activeSet.title}
          </h3>
          <QuestionSetTemplateFill
            accountId={accountId}
            current={activeSet.account_question_ids}
            onFill={(ids, name) => change(ids, t`Added the questions of ${name} to ${activeSet.title}`)}
          />
          {activeSet.account_question_ids.length === 0 ? (
            <p className="smartreq-muted">
              <Trans>No questions yet. Add questions from the bank below.</Trans>
            </p>
          ) : (
            <ol className="smartreq-list">
              {activeSet.account_question_ids.map((id) => (
                <li key={id} className="smartreq-item">
                  <span>{textOf(id)}</span>
                  <button
                    type="button"
                    className="smartreq-link-button smartreq-link-button--danger"
                    onClick={() => remove(id)}
                    aria-label={t`Remove ${textOf(id)}`}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      <h3 className="smartreq-section-title">
        <Trans>Question bank</Trans>
      </h3>
      <div className="smartreq-toolbar" role="search">
        <TextField
          id="bank-search"
          type="search"
          label={<Trans>Search questions</Trans>}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <ul className="smartreq-list">
        {bankRows.map((question) => {
          const isIn = activeSet?.account_question_ids.includes(question.account_question_id) ?? false;
          const count = countOf(question.account_question_id);
          return (
            <li key={question.account_question_id} className="smartreq-item">
              <div>
                <p className="smartreq-item__name">{question.question_text}</p>
                <p className="smartreq-item__meta">
                  {questionTypeLabel(question.question_type)}
                  {count > 0 ? ` · ${t`In ${count} question sets`}` : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={isIn}
                onClick={() => add(question.account_question_id)}
                aria-label={t`Add ${question.question_text}`}
              >
                {isIn ? <Trans>Added</Trans> : <Trans>Add</Trans>}
              </Button>
            </li>
          );
        })}
      </ul>
      <Pager
        page={page}
        pageSize={q.QUESTION_BANK_PAGE_SIZE}
        count={bank.data?.count ?? 0}
        onPage={setPage}
        label={t`Question bank pages`}
      />
      <form className="smartreq-form" onSubmit={(event) => void createQuestion(event)}>
        <h3 className="smartreq-card__title">
          <Trans>Write a new question</Trans>
        </h3>
        <TextField
          id="new-question-text"
          label={<Trans>Question</Trans>}
          value={newText}
          onChange={(event) => setNewText(event.target.value)}
          required
          maxLength={2000}
        />
        <PlainTextWritingHelp fieldId="new-question-text" onChange={setNewText} />
        <div className="form-field">
          <label className="form-field__label" htmlFor="new-question-type">
            <Trans>Answer type</Trans>
          </label>
          <select
            id="new-question-type"
            className="smartreq-select"
            value={newType}
            onChange={(event) => setNewType(event.target.value as QuestionType)}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {questionTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
        {(newType === 'single_choice' || newType === 'multiple_choice') && (
          <div className="form-field">
            <label className="form-field__label" htmlFor="new-question-options">
              <Trans>Choices, one per line</Trans>
            </label>
            <textarea
              id="new-question-options"
              className="smartreq-textarea"
              value={newOptions}
              onChange={(event) => setNewOptions(event.target.value)}
            />
          </div>
        )}
        <div className="smartreq-form__actions">
          <Button type="submit">
            <Trans>Save and add</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
