/**
 * The questions supervisors answer about their people in a performance review (the supervisors'
 * outcome questions, D138): add, reword, put in order, archive (no longer asked; answers kept) and
 * restore. The employees' satisfaction questions stay on /settings/outcome.
 */
import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { OUTCOME_QUESTIONS_MAX, type OutcomeQuestion } from '../../../contracts/outcome-questions.ts';
import { errorText } from '../../lib/error-text.ts';
import { OrderedList } from '../../ui/company-list/archivable-list.tsx';
import { useListActions } from '../../ui/company-list/company-list.tsx';
import {
  orderReviewQuestions,
  reviewQuestionsQueryOptions,
  setQuestionArchived,
} from './employee-performance.queries.ts';
import { NewQuestionForm, QuestionForm } from './outcome-questions-settings.tsx';
import { saveOutcomeQuestion } from './outcome-questions.queries.ts';

const answersText = (q: OutcomeQuestion) => (
  <Plural value={q.answers} _0="Not answered yet" one="# answer" other="# answers" />
);

export function PerformanceReviewQuestions({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader reads the first company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const questions = useSuspenseQuery(reviewQuestionsQueryOptions(accountId));
  const [editing, setEditing] = useState<number>();
  const actions = useListActions();
  const asked = questions.data.filter((q) => q.archived_at === null);

  return (
    <section className="employee-performance__questions" aria-labelledby="review-questions-title">
      <h2 id="review-questions-title" className="company-list-page__subtitle">
        <Trans>Performance review questions</Trans>
      </h2>
      <p className="company-list__muted">
        <Trans>
          When a job profile opens an outcome period, each supervisor is mailed a link to answer these questions about
          their people, in this order, on the scale above. A person’s mean answer becomes their performance rating,
          which the profile’s performance dashboard relates to what was measured.
        </Trans>
      </p>
      <>
        {asked.length >= OUTCOME_QUESTIONS_MAX ? (
          <p className="company-list__muted">
            <Trans>
              The company asks {OUTCOME_QUESTIONS_MAX} questions, the most it can. Archive one to add another.
            </Trans>
          </p>
        ) : (
          <NewQuestionForm
            accountId={accountId}
            audience="supervisor"
            idPrefix="new-review-question"
            onAdded={() => actions.announce(t`Question added.`)}
          />
        )}
        <OrderedList
          items={questions.data}
          isArchived={(question) => question.archived_at !== null}
          keyOf={(question) => question.outcome_question_id}
          nameOf={(question) => question.question}
          label={t`Questions in the order supervisors answer them`}
          emptyText={<Trans>No review questions yet. Supervisors are asked nothing until you add one.</Trans>}
          detail={answersText}
          archivedDetail={answersText}
          archivedTitle={<Trans>Archived questions</Trans>}
          archivedIntro={<Trans>Supervisors are no longer asked these; the answers already given stay.</Trans>}
          actions={actions}
          errorText={errorText}
          editing={editing}
          renderEdit={(question) => (
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
                actions.announce(t`Question saved.`);
              }}
            />
          )}
          onEdit={(question) => setEditing(question.outcome_question_id)}
          onOrder={(ids) => orderReviewQuestions(queryClient, accountId, ids)}
          onArchive={(question) =>
            actions.setArchived(question.question, true, () =>
              setQuestionArchived(queryClient, accountId, question.outcome_question_id, true),
            )
          }
          onRestore={(question) => setQuestionArchived(queryClient, accountId, question.outcome_question_id, false)}
        />
      </>
    </section>
  );
}
