/**
 * /settings/sources: where the company's applicants come from. Owners add sources, rename them,
 * change their type and turn them off (an inactive source keeps its applications); the list is
 * searched, filtered by status, sorted and paged.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SOURCE_ORDERINGS, type Source, type SourceOrdering } from '../../../contracts/company-settings.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ListControls, Pager } from '../../ui/list-controls.tsx';
import { createSource, saveSource, setSourceActive, sourcesQueryOptions } from './company-settings.queries.ts';
import { SourceForm } from './source-form.tsx';
import { settingsErrorText, sourceTypeLabel } from './settings-texts.ts';
import './company-settings.css';

const PAGE_SIZE = 20;
type StatusFilter = 'all' | 'true' | 'false';

export function SourcesSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Sources`);
  const choice = useCompanyChoice();
  const { accountId } = choice;
  return (
    <section className="company-settings" aria-labelledby="sources-title">
      <h1 id="sources-title" className="company-settings__title">
        <Trans>Sources</Trans>
      </h1>
      <CompanyPicker id="sources-company" choice={choice} />
      {accountId === undefined ? (
        <p className="company-settings__muted">
          <Trans>Choose a company to see its sources.</Trans>
        </p>
      ) : (
        <SourceList key={accountId} accountId={accountId} />
      )}
    </section>
  );
}

function SourceList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<SourceOrdering>('name');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<unknown>();
  const sources = useQuery(
    sourcesQueryOptions({ account_id: accountId, search: search.trim() || undefined, ordering, is_active: status === 'all' ? undefined : status, page, page_size: PAGE_SIZE }),
  );

  const orderingLabel = (value: SourceOrdering) =>
    ({
      name: t`Name, A to Z`,
      '-name': t`Name, Z to A`,
      created_at: t`Oldest first`,
      '-created_at': t`Newest first`,
      applications: t`Fewest applications first`,
      '-applications': t`Most applications first`,
    })[value];

  const toggle = async (source: Source) => {
    setActionError(undefined);
    try {
      await setSourceActive(queryClient, accountId, source.source_id, !source.is_active);
      const name = source.name;
      setAnnouncement(source.is_active ? t`Turned off: ${name}` : t`Turned on: ${name}`);
    } catch (error) {
      setActionError(error);
    }
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <SourceForm
        idPrefix="new-source"
        className="company-settings__panel"
        title={
          <h2 className="company-settings__subtitle">
            <Trans>Add a source</Trans>
          </h2>
        }
        submitLabel={<Trans>Add source</Trans>}
        onSave={async (value) => {
          const created = await createSource(queryClient, accountId, value);
          const name = created.name;
          setAnnouncement(t`Added: ${name}`);
        }}
      />
      <h2 className="company-settings__subtitle">
        <Trans>Company sources</Trans>
      </h2>
      <ListControls
        idPrefix="sources"
        searchLabel={t`Search sources by name`}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        ordering={ordering}
        orderings={SOURCE_ORDERINGS.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={(value) => {
          setOrdering(value as SourceOrdering);
          setPage(1);
        }}
      />
      <div className="company-settings__filter">
        <FormField id="sources-status" label={t`Status`}>
          {(a11y) => (
            <select
              id="sources-status"
              className="form-field__input"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as StatusFilter);
                setPage(1);
              }}
              {...a11y}
            >
              <option value="all">{t`Active and inactive`}</option>
              <option value="true">{t`Active only`}</option>
              <option value="false">{t`Inactive only`}</option>
            </select>
          )}
        </FormField>
      </div>
      {actionError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{settingsErrorText(actionError).text}</p>
        </div>
      )}
      {!sources.data ? (
        sources.error ? (
          <div className="notice notice--error" role="alert">
            <p>{errorText(sources.error)}</p>
            <Button variant="secondary" onClick={() => void sources.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <p className="company-settings__muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        )
      ) : sources.data.results.length === 0 ? (
        <p className="company-settings__muted">{search.trim() || status !== 'all' ? <Trans>No source matches.</Trans> : <Trans>No sources yet.</Trans>}</p>
      ) : (
        <>
          <ul className="company-settings__list" aria-label={t`Sources`}>
            {sources.data.results.map((source) => {
              const name = source.name;
              return (
                <li key={source.source_id} className="company-settings__item">
                  {editing === source.source_id ? (
                    <SourceForm
                      idPrefix={`source-${source.source_id}`}
                      className="company-settings__edit"
                      initial={{ name: source.name, source_type: source.source_type }}
                      submitLabel={<Trans>Save source</Trans>}
                      onCancel={() => setEditing(undefined)}
                      onSave={async (value) => {
                        await saveSource(queryClient, accountId, source.source_id, value);
                        setEditing(undefined);
                        const saved = value.name;
                        setAnnouncement(t`Saved: ${saved}`);
                      }}
                    />
                  ) : (
                    <>
                      <div className="company-settings__who">
                        <p className="company-settings__name">
                          {name}{' '}
                          <span className={`company-settings__status company-settings__status--${source.is_active ? 'active' : 'inactive'}`}>
                            {source.is_active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
                          </span>
                        </p>
                        <p className="company-settings__muted">
                          {sourceTypeLabel(source.source_type)} · {plural(source.applications, { one: '# application', other: '# applications' })}
                        </p>
                      </div>
                      <div className="company-settings__item-actions">
                        <Button variant="secondary" onClick={() => setEditing(source.source_id)}>
                          <Trans>Edit</Trans>
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                        <Button variant="secondary" onClick={() => void toggle(source)}>
                          {source.is_active ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} count={sources.data.count} onPage={setPage} />
        </>
      )}
    </>
  );
}
