/**
 * /settings/outcome: the satisfaction questions employees answer about themselves when a job
 * profile opens an outcome period (their mean, their satisfaction; D150). The questions supervisors
 * answer about their people live with the rating scale on /settings/measurement/employee-performance (D155).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  OUTCOME_QUESTION_MAX,
  OUTCOME_QUESTIONS_MAX,
  type OutcomeAudience,
  type OutcomeQuestion,
} from '../../../contracts/outcome-questions.ts';
import {
  CompanyList,
  CompanyListEntry,
  ListAnnouncement,
  useDeletion,
  useListActions,
} from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import {
  addOutcomeQuestion,
  outcomeQuestionsQueryOptions,
  removeOutcomeQuestion,
  saveOutcomeQuestion,
} from './outcome-questions.queries.ts';
import { settingsErrorText } from './settings-texts.ts';

export function OutcomeQuestionsSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="outcome-questions"
      title={t`Outcome questions`}
      chooseCompany={<Trans>Choose a company to see its outcome questions.</Trans>}
    >
      {(accountId) => (
        <>
          <p className="company-list__muted">
            <Trans>
              The questions supervisors answer about their people, and the scale they answer on, are set on{' '}
              <Link to="/settings/measurement/employee-performance">Employee performance</Link>.
            </Trans>
          </p>
          <SatisfactionQuestionList accountId={accountId} />
        </>
      )}
    </CompanyListPage>
  );
}

type Problem = 'required' | 'too_long';
const check = (values: { question: string }) => {
  const question = values.question.trim();
  const problems: Problem[] =
    question === '' ? ['required'] : question.length > OUTCOME_QUESTION_MAX ? ['too_long'] : [];
  return { value: { question }, problems };
};

export function QuestionForm(props: EntryFormProps<{ question: string }> & { audience: OutcomeAudience }) {
  const { t } = useLingui();
  const form = useEntryForm({ initial: props.initial, empty: { question: '' }, check, onSave: props.onSave });
  const problem = form.problems[0];
  const refusal = form.serverError === undefined ? undefined : settingsErrorText(form.serverError);
  const error =
    problem === 'required'
      ? t`Write the question.`
      : problem === 'too_long'
        ? t`Use at most ${OUTCOME_QUESTION_MAX} characters.`
        : refusal?.field === 'question'
          ? refusal.text
          : undefined;
  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && refusal.field !== 'question' ? refusal.text : undefined}
      isBusy={form.isBusy}
      onSubmit={() => void form.submit()}
    >
      <TextField
        id={`${props.idPrefix}-question`}
        label={t`Question`}
        hint={
          props.audience === 'employee'
            ? t`For example: How satisfied are you with your work?`
            : t`For example: How well does this person meet the targets of the role?`
        }
        autoComplete="off"
        value={form.values.question}
        onChange={(event) => form.set('question', event.target.value)}
        error={error}
      />
    </EntryForm>
  );
}

/** The panel that adds a question for one audience (supervisors' reviews or employees' satisfaction). */
export function NewQuestionForm({
  accountId,
  audience,
  idPrefix,
  onAdded,
}: {
  accountId: number;
  audience: OutcomeAudience;
  idPrefix: string;
  onAdded: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <QuestionForm
      audience={audience}
      idPrefix={idPrefix}
      className="company-list__panel"
      title={
        <h3 className="company-list-page__subtitle">
          <Trans>Add a question</Trans>
        </h3>
      }
      submitLabel={<Trans>Add question</Trans>}
      onSave={async (value) => {
        await addOutcomeQuestion(queryClient, accountId, value.question, audience);
        onAdded();
      }}
    />
  );
}

function SatisfactionQuestionList({ accountId }: { accountId: number }) {
  const audience: OutcomeAudience = 'employee';
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const questions = useQuery(outcomeQuestionsQueryOptions(accountId, audience));
  const idPart = 'satisfaction';
  const [editing, setEditing] = useState<number>();
  const actions = useListActions();
  const deletion = useDeletion<OutcomeQuestion>();
  const deletingText = deletion.deleting?.question ?? '';
  const isFull = (questions.data?.count ?? 0) >= OUTCOME_QUESTIONS_MAX;

  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <h2 className="company-list-page__subtitle">
        <Trans>Satisfaction questions employees answer</Trans>
      </h2>
      <p className="company-list__muted">
        <Trans>
          When a job profile opens an outcome period, each of its employees with an email is mailed to answer these
          questions about their own work, from 1 (not at all) to 5 (completely), on their job profile page once signed
          in. A person’s mean answer becomes their satisfaction, which the profile’s satisfaction dashboard relates to
          staying and to performance.
        </Trans>
      </p>
      {isFull ? (
        <p className="company-list__muted">
          <Trans>
            The company has {OUTCOME_QUESTIONS_MAX} questions, the most it can ask. Delete one to add another.
          </Trans>
        </p>
      ) : (
        <NewQuestionForm
          accountId={accountId}
          audience={audience}
          idPrefix={`new-${idPart}-question`}
          onAdded={() => actions.announce(t`Question added.`)}
        />
      )}
      <h3 className="company-list-page__subtitle">
        <Trans>Questions employees answer</Trans>
      </h3>
      {actions.actionError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{settingsErrorText(actions.actionError).text}</p>
        </div>
      )}
      <CompanyList
        label={t`Satisfaction questions`}
        query={questions}
        page={1}
        pageSize={OUTCOME_QUESTIONS_MAX}
        onPage={() => undefined}
        isNarrowed={false}
        emptyText={<Trans>No satisfaction questions yet. Employees are asked nothing until you add one.</Trans>}
        noMatchText={null}
        keyOf={(question) => question.outcome_question_id}
      >
        {(question) => {
          const answers = question.answers;
          return editing === question.outcome_question_id ? (
            <QuestionForm
              audience={audience}
              idPrefix={`${idPart}-question-${question.outcome_question_id}`}
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
          ) : (
            <CompanyListEntry
              name={question.question}
              detail={
                answers === 0 ? (
                  <Trans>Not answered yet</Trans>
                ) : (
                  <Plural value={answers} one="# answer" other="# answers" />
                )
              }
              onEdit={() => setEditing(question.outcome_question_id)}
              onDelete={() => deletion.ask(question)}
            />
          );
        }}
      </CompanyList>
      <ConfirmDialog
        isOpen={deletion.deleting !== undefined}
        question={t`Delete “${deletingText}”? Employees will no longer be asked it; answers already given stay.`}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={deletion.isBusy}
        error={deletion.deleteError === undefined ? undefined : settingsErrorText(deletion.deleteError).text}
        onCancel={deletion.cancel}
        onConfirm={() =>
          void deletion.confirm(async (question) => {
            await removeOutcomeQuestion(queryClient, accountId, question.outcome_question_id);
            actions.announce(t`Question deleted.`);
          })
        }
      />
    </>
  );
}
