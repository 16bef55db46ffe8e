/**
 * /settings/measurement/job-assessments: a company's skills tests. Its own tests are written,
 * previewed and published with the provider's authoring screens (authoring-scope.tsx); the
 * provider's published tests are listed read-only with their preview. Both lists are searched and
 * sorted together; a published test of either list can be given by the company's screening plans.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthoredSkillsTest } from '../../../contracts/skills-test-authoring.ts';
import type { PlanSkillsTest } from '../../../contracts/smartreq-plan.ts';
import { isLanguage } from '../../lib/language.ts';
import { CompanyList } from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { useCompanyChoice } from '../../ui/company-choice.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import { CompanyAuthoringScope } from './authoring-scope.tsx';
import { libraryQueryOptions, usableTestsQueryOptions } from './authoring.queries.ts';
import { questionCount, sectionCount } from './counts.tsx';
import { LIBRARY_PAGE_SIZE, shownTests, type CompanyTestOrdering } from './library-filter.ts';
import { NewSkillsTestScreen, VersionTag } from './skills-test-screens.tsx';
import '../../ui/company-list/company-list.css';
import './authoring.css';

export function CompanyTestsScreen() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="job-assessments"
      title={t`Job assessments`}
      chooseCompany={<Trans>Choose a company to see its skills tests.</Trans>}
    >
      {(accountId) => <CompanyTests accountId={accountId} />}
    </CompanyListPage>
  );
}

function CompanyTests({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const list = useListQueryState<CompanyTestOrdering, Record<string, string>>({ ordering: 'title', filters: {} });
  const [providerPage, setProviderPage] = useState(1);
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const own = useQuery({
    ...libraryQueryOptions(accountId),
    select: (tests: AuthoredSkillsTest[]) => shownTests(tests, list.search, list.ordering, list.page),
  });
  const provider = useQuery({
    ...usableTestsQueryOptions(accountId, language),
    select: (tests: PlanSkillsTest[]) =>
      shownTests(
        tests.filter((test) => test.owner === 'provider'),
        list.search,
        list.ordering,
        providerPage,
      ),
  });
  return (
    <>
      <p className="company-list__muted">
        <Trans>
          Skills tests your screening plans can give. Write your own tests here: a test reaches your plans once you
          publish it, and candidates who already started keep the version they started. The provider&apos;s tests can be
          previewed and given as they are.
        </Trans>
      </p>
      <ListControls
        idPrefix="job-assessments"
        searchLabel={t`Search by title`}
        search={list.search}
        onSearch={(value) => {
          list.setSearch(value);
          setProviderPage(1);
        }}
        ordering={list.ordering}
        onOrdering={(value) => {
          list.setOrdering(value);
          setProviderPage(1);
        }}
        orderings={[
          { value: 'title', label: t`Title, A to Z` },
          { value: 'published', label: t`Most recently published first` },
        ]}
      />
      <section className="company-list-page__body" aria-labelledby="job-assessments-own">
        <div className="st-author__bar">
          <h2 id="job-assessments-own">
            <Trans>Your company&apos;s tests</Trans>
          </h2>
          <Link
            className="button button--primary"
            to="/settings/measurement/job-assessments/new"
            search={{ account_id: accountId }}
          >
            <Trans>New skills test</Trans>
          </Link>
        </div>
        <CompanyList
          label={t`Your company's tests`}
          query={own}
          page={list.page}
          pageSize={LIBRARY_PAGE_SIZE}
          onPage={list.setPage}
          isNarrowed={list.isNarrowed}
          emptyText={<Trans>No tests of your own yet.</Trans>}
          noMatchText={<Trans>None of your tests matches this search.</Trans>}
          keyOf={(test) => test.skills_test_id}
        >
          {(test) => (
            <>
              <div className="company-list__who">
                <p className="company-list__name">
                  <Link to="/settings/measurement/job-assessments/$id" params={{ id: String(test.skills_test_id) }}>
                    {test.title || t`Untitled`}
                  </Link>
                </p>
                <p className="company-list__muted">
                  {sectionCount(test.section_count)}, {questionCount(test.question_count)}
                </p>
              </div>
              <div className="st-author__actions">
                <VersionTag test={test} />
                <PreviewLink test={test} />
              </div>
            </>
          )}
        </CompanyList>
      </section>
      <section className="company-list-page__body" aria-labelledby="job-assessments-provider">
        <h2 id="job-assessments-provider">
          <Trans>The provider&apos;s tests</Trans>
        </h2>
        <CompanyList
          label={t`The provider's tests`}
          query={provider}
          page={providerPage}
          pageSize={LIBRARY_PAGE_SIZE}
          onPage={setProviderPage}
          isNarrowed={list.isNarrowed}
          emptyText={<Trans>The provider has no published tests yet.</Trans>}
          noMatchText={<Trans>None of the provider&apos;s tests matches this search.</Trans>}
          keyOf={(test) => test.skills_test_id}
        >
          {(test) => (
            <>
              <div className="company-list__who">
                <p className="company-list__name">{test.title}</p>
                <p className="company-list__muted">
                  {sectionCount(test.sections)},{' '}
                  {plural(test.timed_minutes, { one: '# timed minute', other: '# timed minutes' })}
                </p>
              </div>
              <div className="st-author__actions">
                <PreviewLink test={test} />
              </div>
            </>
          )}
        </CompanyList>
      </section>
    </>
  );
}

function PreviewLink({ test }: { test: { skills_test_id: number; title: string } }) {
  const { t } = useLingui();
  return (
    <Link
      className="button button--secondary"
      to="/settings/measurement/job-assessments/preview/$id"
      params={{ id: String(test.skills_test_id) }}
      aria-label={t`Preview ${test.title}`}
    >
      <Trans>Preview</Trans>
    </Link>
  );
}

/** A new test of the company's own: the provider admin's chosen company, or the signed-in staff's. */
export function NewCompanyTestScreen({ accountId }: { accountId: number | undefined }) {
  const choice = useCompanyChoice(accountId);
  return (
    <CompanyAuthoringScope accountId={choice.accountId}>
      <NewSkillsTestScreen />
    </CompanyAuthoringScope>
  );
}
