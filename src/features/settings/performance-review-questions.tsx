/**
 * The questions supervisors answer about their people in a performance review (the supervisors'
 * outcome questions, D138): add, reword, put in order, archive (no longer asked; answers kept) and
 * restore. The employees' satisfaction questions stay on /settings/outcome.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { OUTCOME_QUESTIONS_MAX, type OutcomeQuestion } from '../../../contracts/outcome-questions.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { orderReviewQuestions, reviewQuestionsQueryOptions, setQuestionArchived } from './employee-performance.queries.ts';
import { QuestionForm } from './outcome-questions-settings.tsx';
import { addOutcomeQuestion, saveOutcomeQuestion } from './outcome-questions.queries.ts';

const answersText = (q: OutcomeQuestion) => <Plural value={q.answers} _0="Not answered yet" one="# answer" other="# answers" />;

export function PerformanceReviewQuestions({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const questions = useQuery(reviewQuestionsQueryOptions(accountId));
  const [editing, setEditing] = useState<number>();
  const [isBusy, setIsBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [listError, setListError] = useState<string>();

  if (!questions.data) {
    return questions.isError ? (
      <div className="notice notice--error" role="alert">
        <p>{errorText(questions.error)}</p>
      </div>
    ) : (
      <p className="custom-fields__muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const asked = questions.data.filter((q) => q.archived_at === null);
  const archived = questions.data.filter((q) => q.archived_at !== null);

  const run = async (task: () => Promise<unknown>, done: string) => {
    setListError(undefined);
    setIsBusy(true);
    try {
      await task();
      setAnnouncement(done);
    } catch (error) {
      setListError(errorText(error));
    } finally {
      setIsBusy(false);
    }
  };
  const move = (index: number, by: number) => {
    const ids = asked.map((q) => q.outcome_question_id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    const text = asked[index]!.question;
    void run(() => orderReviewQuestions(queryClient, accountId, ids), by < 0 ? t`Moved up: ${text}` : t`Moved down: ${text}`);
  };

  return (
    <section className="employee-performance__questions" aria-labelledby="review-questions-title">
      <h2 id="review-questions-title" className="custom-fields__subtitle">
        <Trans>Performance review questions</Trans>
      </h2>
      <p className="custom-fields__muted">
        <Trans>
          When a job profile opens an outcome period, each supervisor is mailed a link to answer these questions about their people, in this order, on the scale
          above. A person’s mean answer becomes their performance rating, which the profile’s performance dashboard relates to what was measured.
        </Trans>
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {listError && (
        <div className="notice notice--error" role="alert">
          <p>{listError}</p>
        </div>
      )}
      {asked.length >= OUTCOME_QUESTIONS_MAX ? (
        <p className="custom-fields__muted">
          <Trans>The company asks {OUTCOME_QUESTIONS_MAX} questions, the most it can. Archive one to add another.</Trans>
        </p>
      ) : (
        <QuestionForm
          audience="supervisor"
          idPrefix="new-review-question"
          className="company-list__panel"
          title={
            <h3 className="company-list-page__subtitle">
              <Trans>Add a question</Trans>
            </h3>
          }
          submitLabel={<Trans>Add question</Trans>}
          onSave={async (value) => {
            await addOutcomeQuestion(queryClient, accountId, value.question, 'supervisor');
            setAnnouncement(t`Question added.`);
          }}
        />
      )}
      {asked.length === 0 ? (
        <p className="custom-fields__muted">
          <Trans>No review questions yet. Supervisors are asked nothing until you add one.</Trans>
        </p>
      ) : (
        <ol className="custom-fields__list" aria-label={t`Questions in the order supervisors answer them`}>
          {asked.map((question, index) =>
            editing === question.outcome_question_id ? (
              <li key={question.outcome_question_id} className="custom-fields__item">
                <QuestionForm
                  audience="supervisor"
                  idPrefix={`review-question-${question.outcome_question_id}`}
                  className="company-list__edit"
                  initial={{ question: question.question }}
                  submitLabel={<Trans>Save question</Trans>}
                  onCancel={() => setEditing(undefined)}
                  onSave={async (value) => {
                    await saveOutcomeQuestion(queryClient, accountId, question.outcome_question_id, value.question);
                    setEditing(undefined);
                    setAnnouncement(t`Question saved.`);
                  }}
                />
              </li>
            ) : (
              <li key={question.outcome_question_id} className="custom-fields__item">
                <div className="custom-fields__what">
                  <p className="custom-fields__name">{question.question}</p>
                  <p className="custom-fields__muted">{answersText(question)}</p>
                </div>
                <div className="custom-fields__actions">
                  <Button variant="secondary" onClick={() => setEditing(question.outcome_question_id)}>
                    <Trans>Edit</Trans>
                    <span className="visually-hidden"> {question.question}</span>
                  </Button>
                  {asked.length > 1 && (
                    <>
                      <Button variant="secondary" disabled={index === 0 || isBusy} onClick={() => move(index, -1)}>
                        <Trans>Move up</Trans>
                        <span className="visually-hidden"> {question.question}</span>
                      </Button>
                      <Button variant="secondary" disabled={index === asked.length - 1 || isBusy} onClick={() => move(index, 1)}>
                        <Trans>Move down</Trans>
                        <span className="visually-hidden"> {question.question}</span>
                      </Button>
                    </>
                  )}
                  <Button
                    variant="secondary"
                    disabled={isBusy}
                    onClick={() => void run(() => setQuestionArchived(queryClient, accountId, question.outcome_question_id, true), t`Archived: ${question.question}`)}
                  >
                    <Trans>Archive</Trans>
                    <span className="visually-hidden"> {question.question}</span>
                  </Button>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      {archived.length > 0 && (
        <section className="custom-fields__archived" aria-labelledby="review-questions-archived-title">
          <h3 id="review-questions-archived-title" className="custom-fields__subtitle">
            <Trans>Archived questions</Trans>
          </h3>
          <p className="custom-fields__muted">
            <Trans>Supervisors are no longer asked these; the answers already given stay.</Trans>
          </p>
          <ul className="custom-fields__list">
            {archived.map((question) => (
              <li key={question.outcome_question_id} className="custom-fields__item">
                <div className="custom-fields__what">
                  <p className="custom-fields__name">{question.question}</p>
                  <p className="custom-fields__muted">{answersText(question)}</p>
                </div>
                <div className="custom-fields__actions">
                  <Button
                    variant="secondary"
                    disabled={isBusy}
                    onClick={() => void run(() => setQuestionArchived(queryClient, accountId, question.outcome_question_id, false), t`Restored: ${question.question}`)}
                  >
                    <Trans>Restore</Trans>
                    <span className="visually-hidden"> {question.question}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
