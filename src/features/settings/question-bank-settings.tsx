/**
 * The company's question lists, one page per list: /settings/measurement/pre-screen-questions (the
 * questions the screening plans' question sets ask: choices, points and knockout answers; an
 * answered question keeps its type and choices) and /settings/measurement/interview-questions (the
 * questions interview kits copy, with guidance and the attributes each probes) and
 * /settings/measurement/employee-questions (the questions career pathways' question sets ask the
 * employees taking part, D139; the pre-screen list's rules). Owners add, edit,
 * archive and restore; the provider's library questions are listed read-only. Searched, paged.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  QUESTION_TYPES,
  type Question,
  type QuestionList,
  type QuestionType,
} from '../../../contracts/question-bank.ts';
import { isLanguage } from '../../lib/language.ts';
import { ArchivableList } from '../../ui/company-list/archivable-list.tsx';
import { ListAnnouncement, useListActions } from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import {
  addQuestion,
  archiveBankQuestion,
  changeQuestion,
  QUESTION_LIST_START,
  QUESTION_PAGE_SIZE,
  questionBankQueryOptions,
} from './question-bank.queries.ts';
import { companyAttributesQueryOptions } from '../../ui/question-bank/question-list.queries.ts';
import { changesOf, checkDraft, draftOf } from './question-draft.ts';
import { QuestionForm } from './question-form.tsx';
import { questionTypeLabel } from '../../ui/question-bank/question-type-label.ts';
import { questionErrorText } from './question-texts.ts';
import { companyDetailsQueryOptions } from './company-settings.queries.ts';
import './question-bank.css';

const PAGE_SIZE = QUESTION_PAGE_SIZE;

export function QuestionListSettings({ list }: { list: QuestionList }) {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="questions"
      title={
        {
          interview: t`Interview questions`,
          employee: t`Employee questions`,
          prescreen: t`Pre-screen questions`,
        }[list]
      }
      chooseCompany={<Trans>Choose a company to see its questions.</Trans>}
    >
      {(accountId) => <QuestionBank key={list} accountId={accountId} list={list} />}
    </CompanyListPage>
  );
}

function QuestionBank({ accountId, list: questionList }: { accountId: number; list: QuestionList }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const isInterview = questionList === 'interview';
  const attributes = useQuery({
    ...companyAttributesQueryOptions(accountId, isLanguage(i18n.locale) ? i18n.locale : 'en'),
    enabled: isInterview,
  });
  const nameOf = (attributeId: number) => attributes.data?.find((a) => a.attribute_type_id === attributeId)?.name;
  const list = useListQueryState(QUESTION_LIST_START);
  const [editing, setEditing] = useState<number>();
  const actions = useListActions();
  const questions = useQuery(questionBankQueryOptions(accountId, questionList, list));
  // The company's default language, for the versions in the others (D287); readable with company
  // settings access, which editing needs: without it the form offers no versions.
  const details = useQuery({ ...companyDetailsQueryOptions(accountId), enabled: !isInterview, retry: false });
  const defaultLanguage = details.data?.default_language;
  const setArchived = (question: Question, archived: boolean) =>
    actions.setArchived(question.question_text, archived, () =>
      archived
        ? archiveBankQuestion(queryClient, accountId, question.account_question_id)
        : changeQuestion(queryClient, accountId, question.account_question_id, {
            is_archived: false,
          }),
    );

  return (
    <>
      <p className="company-list__muted">
        {isInterview ? (
          <Trans>
            Interview kits copy these questions. Changing a question here does not change the kits that already hold it.
            Archiving a question takes it out of this list; kits keep their copy.
          </Trans>
        ) : questionList === 'employee' ? (
          <Trans>
            Question sets in your career pathways' evaluation plans ask these questions of the employees taking part.
            Archiving a question takes it out of this list; plans that ask it keep asking it.
          </Trans>
        ) : (
          <Trans>
            Question sets in your screening plans ask these questions. Archiving a question takes it out of this list;
            plans that ask it keep asking it.
          </Trans>
        )}
      </p>
      <ListAnnouncement text={actions.announcement} />
      <QuestionForm
        list={questionList}
        attributes={attributes.data}
        defaultLanguage={defaultLanguage}
        idPrefix="new-question"
        className="company-list__panel"
        title={
          <h2 className="company-list-page__subtitle">
            <Trans>Add a question</Trans>
          </h2>
        }
        submitLabel={<Trans>Add question</Trans>}
        onSave={async (draft) => {
          const created = await addQuestion(queryClient, accountId, {
            ...checkDraft(draft, questionList).input,
            question_list: questionList,
          });
          const text = created.question_text;
          actions.announce(t`Added: ${text}`);
        }}
      />
      <h2 className="company-list-page__subtitle">
        <Trans>Questions</Trans>
      </h2>
      <div className="question-bank__filters">
        <ListControls
          idPrefix="questions"
          searchLabel={t`Search the questions`}
          search={list.search}
          onSearch={list.setSearch}
        />
        {!isInterview && (
          <FormField id="questions-type" label={t`Type of answer`}>
            {(a11y) => (
              <select
                id="questions-type"
                className="form-field__input"
                value={list.filters.question_type}
                onChange={(event) => list.setFilter('question_type', event.target.value as QuestionType | '')}
                {...a11y}
              >
                <option value="">{t`Every type`}</option>
                {QUESTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {questionTypeLabel(type)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <label className="question-bank__archived">
          <input
            type="checkbox"
            checked={list.filters.archived === '1'}
            onChange={(event) => list.setFilter('archived', event.target.checked ? '1' : '0')}
          />{' '}
          <Trans>Show archived questions</Trans>
        </label>
      </div>
      <ArchivableList
        label={t`Questions`}
        query={questions}
        state={list}
        pageSize={PAGE_SIZE}
        emptyText={<Trans>No questions yet.</Trans>}
        noMatchText={<Trans>No question matches.</Trans>}
        keyOf={(question) => question.account_question_id}
        actions={actions}
        errorText={(error) => questionErrorText(error).text}
        editing={editing}
        renderEdit={(question) => (
          <QuestionForm
            list={questionList}
            attributes={attributes.data}
            defaultLanguage={defaultLanguage}
            idPrefix={`question-${question.account_question_id}`}
            className="company-list__edit"
            initial={draftOf(question)}
            submitLabel={<Trans>Save question</Trans>}
            onCancel={() => setEditing(undefined)}
            onSave={async (draft) => {
              const changes = changesOf(question, checkDraft(draft, questionList).input);
              if (Object.keys(changes).length > 0)
                await changeQuestion(queryClient, accountId, question.account_question_id, changes);
              setEditing(undefined);
              const text = draft.question_text;
              actions.announce(t`Saved: ${text}`);
            }}
          />
        )}
        renderEntry={(question) => (
          <QuestionEntry
            question={question}
            nameOf={nameOf}
            onEdit={() => setEditing(question.account_question_id)}
            onArchive={(archived) => setArchived(question, archived)}
          />
        )}
      />
    </>
  );
}

function QuestionEntry({
  question,
  nameOf,
  onEdit,
  onArchive,
}: {
  question: Question;
  nameOf(attributeId: number): string | undefined;
  onEdit(): void;
  onArchive(archived: boolean): void;
}) {
  const { t } = useLingui();
  const isLibrary = question.account_id === null;
  const choices = question.options.length;
  const knockouts = question.options.filter((o) => o.is_knockout).length;
  const uses = question.usage_count;
  const probes = question.attributes.map((a) => nameOf(a.attribute_type_id) ?? a.name).join(', ');
  const detail = (
    question.question_list === 'interview'
      ? [
          probes ? t`probes ${probes}` : t`probes no attribute`,
          uses === 0
            ? t`in no interview kit`
            : plural(uses, {
                one: 'in # interview kit',
                other: 'in # interview kits',
              }),
        ]
      : [
          questionTypeLabel(question.question_type),
          choices > 0 ? plural(choices, { one: '# choice', other: '# choices' }) : undefined,
          knockouts > 0
            ? plural(knockouts, {
                one: '# knockout choice',
                other: '# knockout choices',
              })
            : undefined,
          uses === 0
            ? t`not asked in any question set`
            : plural(uses, {
                one: 'asked in # question set',
                other: 'asked in # question sets',
              }),
        ]
  )
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
