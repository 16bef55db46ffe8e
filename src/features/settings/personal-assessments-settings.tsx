/**
 * /settings/measurement/personal-assessments: the provider's questionnaires, each on or off for the
 * company's plans (decision D154). The plan editor offers only those on for a new activity; plans
 * that already give one turned off keep giving it. Searched by title, sorted and paged.
 */
import { useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PERSONAL_ASSESSMENT_ORDERINGS,
  type PersonalAssessment,
  type PersonalAssessmentOrdering,
} from '../../../contracts/personal-assessments.ts';
import { isLanguage } from '../../lib/language.ts';
import {
  CompanyList,
  CompanyListEntry,
  ListAnnouncement,
  useListActions,
} from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { ListControls } from '../../ui/list-controls.tsx';
import { attributeCategoryLabel } from './attribute-texts.ts';
import {
  PERSONAL_ASSESSMENT_LIST_START,
  PERSONAL_ASSESSMENT_PAGE_SIZE,
  personalAssessmentListQueryOptions,
  setQuestionnaireEnabled,
} from './personal-assessments.queries.ts';
import { settingsErrorText } from './settings-texts.ts';

const PAGE_SIZE = PERSONAL_ASSESSMENT_PAGE_SIZE;

export function PersonalAssessmentsSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="questionnaires"
      title={t`Personal assessments`}
      chooseCompany={<Trans>Choose a company to see its personal assessments.</Trans>}
    >
      {(accountId) => <QuestionnaireList accountId={accountId} />}
    </CompanyListPage>
  );
}

function detailText(item: PersonalAssessment): string {
  const minutes = item.estimated_minutes;
  const uses =
    item.in_use === 0
      ? ''
      : plural(item.in_use, { one: 'in # activity of your plans', other: 'in # activities of your plans' });
  return [attributeCategoryLabel(item.kind), plural(minutes, { one: 'about # minute', other: 'about # minutes' }), uses]
    .filter(Boolean)
    .join(' · ');
}

function QuestionnaireList({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const queryClient = useQueryClient();
  const list = useListQueryState(PERSONAL_ASSESSMENT_LIST_START);
  const actions = useListActions();
  const questionnaires = personalAssessmentListQueryOptions(accountId, language, list);

  const orderingLabel = (value: PersonalAssessmentOrdering) =>
    ({
      title: t`Title, A to Z`,
      '-title': t`Title, Z to A`,
      estimated_minutes: t`Shortest first`,
      '-estimated_minutes': t`Longest first`,
      in_use: t`Least used first`,
      '-in_use': t`Most used first`,
    })[value];

  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <p className="company-list__muted">
        <Trans>
          Recruiters can add the questionnaires that are active to screening plans and pathway evaluation plans. Turning
          one off only stops it being added: the plans that already give it keep giving it, and candidates who started
          it can finish it.
        </Trans>
      </p>
      <ListControls
        idPrefix="questionnaires"
        searchLabel={t`Search by title`}
        search={list.search}
        onSearch={list.setSearch}
        ordering={list.ordering}
        orderings={PERSONAL_ASSESSMENT_ORDERINGS.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={list.setOrdering}
      />
      {actions.actionError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{settingsErrorText(actions.actionError).text}</p>
        </div>
      )}
      <CompanyList
        label={t`Personal assessments`}
        read={questionnaires}
        page={list.page}
        pageSize={PAGE_SIZE}
        onPage={list.setPage}
        isNarrowed={list.isNarrowed}
        emptyText={<Trans>The provider has no questionnaires yet.</Trans>}
        noMatchText={<Trans>No questionnaire matches.</Trans>}
        keyOf={(item) => item.asmt_id}
      >
        {(item) => (
          <CompanyListEntry
            name={item.title}
            isActive={item.is_enabled}
            detail={detailText(item)}
            onToggle={() =>
              void actions.run(async () => {
                await setQuestionnaireEnabled(queryClient, accountId, item.asmt_id, !item.is_enabled, language);
                const title = item.title;
                return item.is_enabled ? t`Turned off: ${title}` : t`Turned on: ${title}`;
              })
            }
          />
        )}
      </CompanyList>
    </>
  );
}
