/**
 * The provider's libraries across its skills tests: every section (with the test it belongs to) and
 * every question (with its test and section), searched and narrowed; each leads to the section's
 * editor, where its questions are written.
 */
import type { ReactNode } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LibraryQuestion, LibrarySection } from '../../../contracts/skills-test-authoring.ts';
import { CompanyList } from '../../ui/company-list/company-list.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { libraryQuestionsQueryOptions, librarySectionsQueryOptions } from './authoring.queries.ts';
import { questionCount, SectionTiming } from './counts.tsx';
import {
  LIBRARY_PAGE_SIZE,
  sectionsIn,
  shownQuestions,
  shownSections,
  testsIn,
  type QuestionOrdering,
  type SectionOrdering,
} from './library-filter.ts';
import '../../ui/company-list/company-list.css';
import './authoring.css';

function LibraryHeader({ id, title, intro }: { id: string; title: string; intro: ReactNode }) {
  return (
    <>
      <p>
        <Link to="/admin/measurements/settings/skills-test/list">
          <Trans>Back to skills tests</Trans>
        </Link>
      </p>
      <h1 id={id}>{title}</h1>
      <p className="st-author__muted">{intro}</p>
    </>
  );
}

function Choice(props: Parameters<typeof SelectField>[0]) {
  return (
    <div className="list-controls__control">
      <SelectField {...props} />
    </div>
  );
}

function TestLink({ id, title }: { id: number; title: string }) {
  const { t } = useLingui();
  return (
    <Link to="/admin/measurements/settings/skills-test/$id/details" params={{ id: String(id) }}>
      {title || t`Untitled`}
    </Link>
  );
}

export function SectionsLibraryScreen() {
  const { t } = useLingui();
  const title = t`Skills test sections`;
  useDocumentTitle(title);
  const list = useListQueryState<SectionOrdering, { test: string }>({ ordering: 'test', filters: { test: '' } });
  // Loaded by the route before it renders; a failed read is the staff pages' error screen. The shown page of it
  // (search, filters, ordering: the page's state) is a select over the same cached list.
  const all = useSuspenseQuery(librarySectionsQueryOptions());
  const shown = useQuery({
    ...librarySectionsQueryOptions(),
    select: (sections: LibrarySection[]) =>
      shownSections(sections, list.search, list.filters, list.ordering, list.page),
  });
  return (
    <section className="st-author" aria-labelledby="st-sections-title">
      <LibraryHeader
        id="st-sections-title"
        title={title}
        intro={
          <Trans>
            Every section of the provider&apos;s skills tests. Open a section to change it or write its questions.
          </Trans>
        }
      />
      <div className="list-controls">
        <Choice
          id="st-sections-test"
          label={t`Skills test`}
          value={list.filters.test}
          onChange={(value) => list.setFilter('test', value)}
          options={[
            { value: '', label: t`Every skills test` },
            ...testsIn(all.data).map((x) => ({ value: String(x.id), label: x.title || t`Untitled` })),
          ]}
        />
      </div>
      <ListControls
        idPrefix="st-sections"
        searchLabel={t`Search by section or test title`}
        search={list.search}
        onSearch={list.setSearch}
        ordering={list.ordering}
        onOrdering={list.setOrdering}
        orderings={[
          { value: 'test', label: t`Test, then order in the test` },
          { value: 'title', label: t`Section title, A to Z` },
        ]}
      />
      <CompanyList
        label={t`Sections`}
        query={shown}
        page={list.page}
        pageSize={LIBRARY_PAGE_SIZE}
        onPage={list.setPage}
        isNarrowed={list.isNarrowed}
        emptyText={<Trans>No sections yet. Add them from a skills test&apos;s page.</Trans>}
        noMatchText={<Trans>No section matches this search.</Trans>}
        keyOf={(section) => section.skills_test_section_id}
      >
        {(section) => (
          <div className="company-list__who">
            <p className="company-list__name">
              <Link
                to="/admin/measurements/settings/skills-test/sections/$id/details"
                params={{ id: String(section.skills_test_section_id) }}
              >
                {section.title || t`Untitled`}
              </Link>
            </p>
            <p className="company-list__muted">
              <Trans>
                In <TestLink id={section.skills_test_id} title={section.test_title} />, section {section.sort_order}
              </Trans>
            </p>
            <p className="company-list__muted">
              <SectionTiming section={section} />
              {' · '}
              {questionCount(section.question_count)}
            </p>
          </div>
        )}
      </CompanyList>
    </section>
  );
}

export function QuestionsLibraryScreen() {
  const { t } = useLingui();
  const title = t`Skills test questions`;
  useDocumentTitle(title);
  const list = useListQueryState<QuestionOrdering, { test: string; section: string }>({
    ordering: 'test',
    filters: { test: '', section: '' },
  });
  // Loaded by the route before it renders; a failed read is the staff pages' error screen. The shown page of it
  // (search, filters, ordering: the page's state) is a select over the same cached list.
  const all = useSuspenseQuery(libraryQuestionsQueryOptions());
  const shown = useQuery({
    ...libraryQuestionsQueryOptions(),
    select: (questions: LibraryQuestion[]) =>
      shownQuestions(questions, list.search, list.filters, list.ordering, list.page),
  });
  return (
    <section className="st-author" aria-labelledby="st-questions-title">
      <LibraryHeader
        id="st-questions-title"
        title={title}
        intro={
          <Trans>
            Every question of the provider&apos;s skills tests. Open a question&apos;s section to change it.
          </Trans>
        }
      />
      <div className="list-controls">
        <Choice
          id="st-questions-test"
          label={t`Skills test`}
          value={list.filters.test}
          onChange={(value) => {
            list.setFilter('test', value);
            list.setFilter('section', '');
          }}
          options={[
            { value: '', label: t`Every skills test` },
            ...testsIn(all.data).map((x) => ({ value: String(x.id), label: x.title || t`Untitled` })),
          ]}
        />
        <Choice
          id="st-questions-section"
          label={t`Section`}
          value={list.filters.section}
          onChange={(value) => list.setFilter('section', value)}
          options={[
            { value: '', label: t`Every section` },
            ...sectionsIn(all.data, list.filters.test).map((s) => ({
              value: String(s.id),
              label: list.filters.test ? s.title : `${s.test_title}: ${s.title}`,
            })),
          ]}
        />
      </div>
      <ListControls
        idPrefix="st-questions"
        searchLabel={t`Search by question text`}
        search={list.search}
        onSearch={list.setSearch}
        ordering={list.ordering}
        onOrdering={list.setOrdering}
        orderings={[
          { value: 'test', label: t`Test and section, in order` },
          { value: 'text', label: t`Question, A to Z` },
        ]}
      />
      <CompanyList
        label={t`Questions`}
        query={shown}
        page={list.page}
        pageSize={LIBRARY_PAGE_SIZE}
        onPage={list.setPage}
        isNarrowed={list.isNarrowed}
        emptyText={<Trans>No questions yet. Write them from a section&apos;s page.</Trans>}
        noMatchText={<Trans>No question matches this search.</Trans>}
        keyOf={(question) => question.skills_test_question_id}
      >
        {(question) => (
          <div className="company-list__who">
            <p className="company-list__name">{question.text}</p>
            <p className="company-list__muted">
              <Trans>
                In <TestLink id={question.skills_test_id} title={question.test_title} />, section{' '}
                <Link
                  to="/admin/measurements/settings/skills-test/sections/$id/details"
                  params={{ id: String(question.skills_test_section_id) }}
                >
                  {question.section_title || t`Untitled`}
                </Link>
              </Trans>
            </p>
            <p className="company-list__muted">
              {question.correct_count > 1 ? (
                <Trans>
                  {question.option_count} options, {question.correct_count} correct: the candidate picks several
                </Trans>
              ) : (
                <Trans>{question.option_count} options, one correct</Trans>
              )}
            </p>
          </div>
        )}
      </CompanyList>
    </section>
  );
}
