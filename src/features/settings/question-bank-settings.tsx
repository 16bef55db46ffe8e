/**
 * /settings/measurement/pre-screen-questions: the company's question bank, which the screening
 * plans' question sets ask. Owners write questions with their choices, points and knockout answers,
 * edit them (an answered question keeps its type and choices), archive and restore them; the
 * provider's library questions are listed read-only. Searched, filtered by type, paged.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QUESTION_TYPES, type Question, type QuestionType } from '../../../contracts/question-bank.ts';
import { CompanyList, ListAnnouncement, useListActions } from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import { addQuestion, archiveBankQuestion, bankQueryOptions, changeQuestion } from './question-bank.queries.ts';
import { changesOf, checkDraft, draftOf } from './question-draft.ts';
import { QuestionForm } from './question-form.tsx';
import { questionTypeLabel } from '../../ui/question-bank/question-type-label.ts';
import { questionErrorText } from './question-texts.ts';
import './question-bank.css';

const PAGE_SIZE = 20;

export function QuestionBankSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage idPrefix="questions" title={t`Pre-screen questions`} chooseCompany={<Trans>Choose a company to see its questions.</Trans>}>
      {(accountId) => <QuestionBank accountId={accountId} />}
    </CompanyListPage>
  );
}

function QuestionBank({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useListQueryState<'newest', { question_type: QuestionType | ''; archived: '0' | '1' }>({ ordering: 'newest', filters: { question_type: '', archived: '0' } });
  const [editing, setEditing] = useState<number>();
  const actions = useListActions();
  const questions = useQuery(
    bankQueryOptions(accountId, {
      search: list.searchParam,
      question_type: list.filters.question_type || undefined,
      include_archived: list.filters.archived === '1',
      page: list.page,
      page_size: PAGE_SIZE,
    }),
  );
  const setArchived = (question: Question, archived: boolean) =>
    void actions.run(async () => {
      if (archived) await archiveBankQuestion(queryClient, accountId, question.account_question_id);
      else await changeQuestion(queryClient, accountId, question.account_question_id, { is_archived: false });
      const text = question.question_text;
      return archived ? t`Archived: ${text}` : t`Restored: ${text}`;
    });

  return (
    <>
      <p className="company-list__muted">
        <Trans>Question sets in your screening plans ask these questions. Archiving a question takes it out of this list; plans that ask it keep asking it.</Trans>
      </p>
      <ListAnnouncement text={actions.announcement} />
      {actions.actionError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{questionErrorText(actions.actionError).text}</p>
        </div>
      )}
      <QuestionForm
        idPrefix="new-question"
        className="company-list__panel"
        title={
          <h2 className="company-list-page__subtitle">
            <Trans>Add a question</Trans>
          </h2>
        }
        submitLabel={<Trans>Add question</Trans>}
        onSave={async (draft) => {
          const created = await addQuestion(queryClient, accountId, checkDraft(draft).input);
          const text = created.question_text;
          actions.announce(t`Added: ${text}`);
        }}
      />
      <h2 className="company-list-page__subtitle">
        <Trans>Questions</Trans>
      </h2>
      <div className="question-bank__filters">
        <ListControls idPrefix="questions" searchLabel={t`Search the questions`} search={list.search} onSearch={list.setSearch} />
        <FormField id="questions-type" label={t`Type of answer`}>
          {(a11y) => (
            <select id="questions-type" className="form-field__input" value={list.filters.question_type} onChange={(event) => list.setFilter('question_type', event.target.value as QuestionType | '')} {...a11y}>
              <option value="">{t`Every type`}</option>
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {questionTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="question-bank__archived">
          <input type="checkbox" checked={list.filters.archived === '1'} onChange={(event) => list.setFilter('archived', event.target.checked ? '1' : '0')} /> <Trans>Show archived questions</Trans>
        </label>
      </div>
      <CompanyList
        label={t`Questions`}
        query={questions}
        page={list.page}
        pageSize={PAGE_SIZE}
        onPage={list.setPage}
        isNarrowed={list.isNarrowed}
        emptyText={<Trans>No questions yet.</Trans>}
        noMatchText={<Trans>No question matches.</Trans>}
        keyOf={(question) => question.account_question_id}
      >
        {(question) =>
          editing === question.account_question_id ? (
            <QuestionForm
              idPrefix={`question-${question.account_question_id}`}
              className="company-list__edit"
              initial={draftOf(question)}
              submitLabel={<Trans>Save question</Trans>}
              onCancel={() => setEditing(undefined)}
              onSave={async (draft) => {
                const changes = changesOf(question, checkDraft(draft).input);
                if (Object.keys(changes).length > 0) await changeQuestion(queryClient, accountId, question.account_question_id, changes);
                setEditing(undefined);
                const text = draft.question_text;
                actions.announce(t`Saved: ${text}`);
              }}
            />
          ) : (
            <QuestionEntry question={question} onEdit={() => setEditing(question.account_question_id)} onArchive={(archived) => setArchived(question, archived)} />
          )
        }
      </CompanyList>
    </>
  );
}

function QuestionEntry({ question, onEdit, onArchive }: { question: Question; onEdit(): void; onArchive(archived: boolean): void }) {
  const { t } = useLingui();
  const isLibrary = question.account_id === null;
  const choices = question.options.length;
  const knockouts = question.options.filter((o) => o.is_knockout).length;
  const uses = question.usage_count;
  const detail = [
    questionTypeLabel(question.question_type),
    choices > 0 ? plural(choices, { one: '# choice', other: '# choices' }) : undefined,
    knockouts > 0 ? plural(knockouts, { one: '# knockout choice', other: '# knockout choices' }) : undefined,
    uses === 0 ? t`not asked in any question set` : plural(uses, { one: 'asked in # question set', other: 'asked in # question sets' }),
  ]
    .filter(Boolean)
    .join(' · ');
  const named = <span className="visually-hidden"> {question.question_text}</span>;
  return (
    <>
      <div className="company-list__who">
        <p className="company-list__name">
          {question.question_text}
          {isLibrary && (
            <>
              {' '}
              <span className="company-list__status company-list__status--active">
                <Trans>Library</Trans>
              </span>
            </>
          )}
          {question.is_archived && (
            <>
              {' '}
              <span className="company-list__status company-list__status--inactive">
                <Trans>Archived</Trans>
              </span>
            </>
          )}
        </p>
        <p className="company-list__muted">{detail}</p>
      </div>
      {isLibrary ? (
        <p className="company-list__muted question-bank__read-only">
          <Trans>Provided with Assay; it cannot be changed.</Trans>
        </p>
      ) : (
        <div className="company-list__actions">
          <Button variant="secondary" onClick={onEdit}>
            <Trans>Edit</Trans>
            {named}
          </Button>
          <Button variant="secondary" onClick={() => onArchive(!question.is_archived)}>
            {question.is_archived ? <Trans>Restore</Trans> : <Trans>Archive</Trans>}
            {named}
          </Button>
        </div>
      )}
    </>
  );
}
