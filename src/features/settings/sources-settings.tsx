/**
 * /settings/sources: where the company's applicants come from. Owners add sources, rename them,
 * change their type and turn them off (an inactive source keeps its applications); the list is
 * searched, filtered by status, sorted and paged.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SOURCE_ORDERINGS, type SourceOrdering } from '../../../contracts/company-settings.ts';
import {
  CompanyList,
  CompanyListEntry,
  ListAnnouncement,
  useListActions,
} from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import {
  createSource,
  LIST_PAGE_SIZE as PAGE_SIZE,
  saveSource,
  setSourceActive,
  SOURCE_LIST_START,
  sourceListQueryOptions,
  type SourceStatusFilter,
} from './company-settings.queries.ts';
import { SourceForm } from './source-form.tsx';
import { settingsErrorText, sourceTypeLabel } from './settings-texts.ts';

type StatusFilter = SourceStatusFilter;

export function SourcesSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="sources"
      title={t`Sources`}
      chooseCompany={<Trans>Choose a company to see its sources.</Trans>}
    >
      {(accountId) => <SourceList accountId={accountId} />}
    </CompanyListPage>
  );
}

function SourceList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useListQueryState(SOURCE_LIST_START);
  const [editing, setEditing] = useState<number>();
  const actions = useListActions();
  const { status } = list.filters;
  const sources = sourceListQueryOptions(accountId, list);

  const orderingLabel = (value: SourceOrdering) =>
    ({
      name: t`Name, A to Z`,
      '-name': t`Name, Z to A`,
      created_at: t`Oldest first`,
      '-created_at': t`Newest first`,
      applications: t`Fewest applications first`,
      '-applications': t`Most applications first`,
    })[value];

  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <SourceForm
        idPrefix="new-source"
        className="company-list__panel"
        title={
          <h2 className="company-list-page__subtitle">
            <Trans>Add a source</Trans>
          </h2>
        }
        submitLabel={<Trans>Add source</Trans>}
        onSave={async (value) => {
          const created = await createSource(queryClient, accountId, value);
          const name = created.name;
          actions.announce(t`Added: ${name}`);
        }}
      />
      <h2 className="company-list-page__subtitle">
        <Trans>Company sources</Trans>
      </h2>
      <ListControls
        idPrefix="sources"
        searchLabel={t`Search sources by name`}
        search={list.search}
        onSearch={list.setSearch}
        ordering={list.ordering}
        orderings={SOURCE_ORDERINGS.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={list.setOrdering}
      />
      <div className="company-list__filter">
        <FormField id="sources-status" label={t`Status`}>
          {(a11y) => (
            <select
              id="sources-status"
              className="form-field__input"
              value={status}
              onChange={(event) => list.setFilter('status', event.target.value as StatusFilter)}
              {...a11y}
            >
              <option value="all">{t`Active and inactive`}</option>
              <option value="true">{t`Active only`}</option>
              <option value="false">{t`Inactive only`}</option>
            </select>
          )}
        </FormField>
      </div>
      {actions.actionError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{settingsErrorText(actions.actionError).text}</p>
        </div>
      )}
      <CompanyList
        label={t`Sources`}
        read={sources}
        page={list.page}
        pageSize={PAGE_SIZE}
        onPage={list.setPage}
        isNarrowed={list.isNarrowed}
        emptyText={<Trans>No sources yet.</Trans>}
        noMatchText={<Trans>No source matches.</Trans>}
        keyOf={(source) => source.source_id}
      >
        {(source) =>
          editing === source.source_id ? (
            <SourceForm
              idPrefix={`source-${source.source_id}`}
              className="company-list__edit"
              initial={{ name: source.name, source_type: source.source_type }}
              submitLabel={<Trans>Save source</Trans>}
              onCancel={() => setEditing(undefined)}
              onSave={async (value) => {
                await saveSource(queryClient, accountId, source.source_id, value);
                setEditing(undefined);
                const saved = value.name;
                actions.announce(t`Saved: ${saved}`);
              }}
            />
          ) : (
            <CompanyListEntry
              name={source.name}
              isActive={source.is_active}
              detail={
                <>
                  {sourceTypeLabel(source.source_type)} ·{' '}
                  {plural(source.applications, { one: '# application', other: '# applications' })}
                </>
              }
              onEdit={() => setEditing(source.source_id)}
              onToggle={() =>
                void actions.run(async () => {
                  await setSourceActive(queryClient, accountId, source.source_id, !source.is_active);
                  const name = source.name;
                  return source.is_active ? t`Turned off: ${name}` : t`Turned on: ${name}`;
                })
              }
            />
          )
        }
      </CompanyList>
    </>
  );
}
