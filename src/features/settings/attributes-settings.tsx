/**
 * /settings/attributes: the company's attribute catalogue (D139). The provider's attributes, which
 * its assessments measure, are read-only; the company adds its own (name, kind, description), which
 * its question bank questions measure and its requisitions, job profiles and pathway roles weigh.
 * Each shows how many of the company's questions, weights and scores use it. One in use is archived
 * rather than deleted: it stays where it is used and is offered for nothing new.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COMPANY_ATTRIBUTE_CATEGORIES,
  type CatalogueAttribute,
  type CompanyAttributeCategory,
} from '../../../contracts/company-attributes.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isLanguage } from '../../lib/language.ts';
import { ArchivableList, OwnerFilter } from '../../ui/company-list/archivable-list.tsx';
import {
  CompanyListEntry,
  ListAnnouncement,
  useDeletion,
  useListActions,
} from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import { AttributeForm } from './attribute-form.tsx';
import { attributeCategoryLabel, attributeUsesText } from './attribute-texts.ts';
import {
  archiveAttribute,
  ATTRIBUTE_LIST_START,
  ATTRIBUTE_PAGE_SIZE as PAGE_SIZE,
  attributeListQueryOptions,
  type AttributeListFilters,
  createAttribute,
  deleteAttribute,
  saveAttribute,
} from './company-attributes.queries.ts';
import { settingsErrorText } from './settings-texts.ts';

type Filters = AttributeListFilters;

export function AttributesSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="attributes"
      title={t`Attributes`}
      chooseCompany={<Trans>Choose a company to see its attributes.</Trans>}
    >
      {(accountId) => <Attributes accountId={accountId} />}
    </CompanyListPage>
  );
}

function Attributes({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const state = useListQueryState(ATTRIBUTE_LIST_START);
  const { owner, category, archived } = state.filters;
  const isOwn = owner === 'company';
  const [editing, setEditing] = useState<number>();
  const actions = useListActions();
  const deletion = useDeletion<CatalogueAttribute>();
  const attributes = attributeListQueryOptions(accountId, language, state);
  const categories = isOwn
    ? COMPANY_ATTRIBUTE_CATEGORIES
    : ([...COMPANY_ATTRIBUTE_CATEGORIES, 'career_pathways'] as const);
  const deletingName = deletion.deleting?.name ?? '';
  const deleteError =
    deletion.deleteError === undefined
      ? undefined
      : deletion.deleteError instanceof ApiError && deletion.deleteError.code === ErrorCode.conflict
        ? t`Questions, weights or scores use this attribute now: archive it instead.`
        : settingsErrorText(deletion.deleteError).text;

  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <AttributeForm
        idPrefix="new-attribute"
        className="company-list__panel"
        title={
          <h2 className="company-list-page__subtitle">
            <Trans>Add an attribute</Trans>
          </h2>
        }
        submitLabel={<Trans>Add attribute</Trans>}
        onSave={async (value) => {
          const created = await createAttribute(queryClient, accountId, value);
          const name = created.name;
          actions.announce(t`Added: ${name}`);
        }}
      />
      <h2 className="company-list-page__subtitle">
        <Trans>The catalogue</Trans>
      </h2>
      <p className="company-list__muted">
        {isOwn ? (
          <Trans>
            Your company's own attributes. Questions in your question bank can measure them, and requisitions, job
            profiles and pathway roles can weigh them.
          </Trans>
        ) : (
          <Trans>
            The attributes the provider's assessments measure. Every company shares them; they cannot be changed here.
          </Trans>
        )}
      </p>
      <div className="list-controls">
        <OwnerFilter
          id="attributes-owner"
          label={t`Whose attributes`}
          value={owner}
          onChange={(value) => {
            state.setFilter('owner', value);
            state.setFilter('category', '');
          }}
          company="company"
          provider="provider"
        />
        <div className="list-controls__control">
          <SelectField
            id="attributes-category"
            label={t`Kind`}
            value={category}
            onChange={(value) => state.setFilter('category', value)}
            options={[
              { value: '', label: t`Every kind` },
              ...categories.map((value) => ({
                value,
                label: attributeCategoryLabel(value),
              })),
            ]}
          />
        </div>
        {isOwn && (
          <div className="list-controls__control">
            <SelectField
              id="attributes-archived"
              label={t`Archived`}
              value={archived}
              onChange={(value) => state.setFilter('archived', value as Filters['archived'])}
              options={[
                { value: 'false', label: t`In use only` },
                { value: 'true', label: t`With the archived` },
              ]}
            />
          </div>
        )}
      </div>
      <ListControls
        idPrefix="attributes"
        searchLabel={t`Search by name or description`}
        search={state.search}
        onSearch={state.setSearch}
        ordering={state.ordering}
        onOrdering={state.setOrdering}
        orderings={[
          { value: 'name', label: t`Name, A to Z` },
          { value: '-name', label: t`Name, Z to A` },
          { value: 'category', label: t`Kind` },
          { value: '-uses', label: t`Most used first` },
          { value: 'uses', label: t`Least used first` },
        ]}
      />
      <ArchivableList
        label={t`Attributes`}
        read={attributes}
        state={state}
        pageSize={PAGE_SIZE}
        emptyText={<Trans>Your company has no attributes of its own yet.</Trans>}
        noMatchText={<Trans>No attribute matches.</Trans>}
        keyOf={(attribute) => attribute.attribute_type_id}
        actions={actions}
        errorText={(error) => settingsErrorText(error).text}
        editing={editing}
        renderEdit={(attribute) => (
          <AttributeForm
            idPrefix={`attribute-${attribute.attribute_type_id}`}
            className="company-list__edit"
            initial={{
              name: attribute.name,
              category: attribute.category as CompanyAttributeCategory,
              description: attribute.description,
            }}
            submitLabel={<Trans>Save attribute</Trans>}
            onCancel={() => setEditing(undefined)}
            onSave={async (value) => {
              await saveAttribute(queryClient, accountId, attribute.attribute_type_id, value);
              setEditing(undefined);
              const saved = value.name;
              actions.announce(t`Saved: ${saved}`);
            }}
          />
        )}
        renderEntry={(attribute) =>
          attribute.account_id === null ? (
            <AttributeEntry attribute={attribute} />
          ) : (
            <AttributeEntry
              attribute={attribute}
              onEdit={() => setEditing(attribute.attribute_type_id)}
              onArchive={() =>
                actions.setArchived(attribute.name, !attribute.is_archived, () =>
                  archiveAttribute(queryClient, accountId, attribute.attribute_type_id, !attribute.is_archived),
                )
              }
              {...(isUsed(attribute) ? {} : { onDelete: () => deletion.ask(attribute) })}
            />
          )
        }
      />
      <ConfirmDialog
        isOpen={deletion.deleting !== undefined}
        question={t`Delete ${deletingName}?`}
        detail={<Trans>Nothing uses this attribute yet. Deleting it cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={deletion.isBusy}
        error={deleteError}
        onCancel={deletion.cancel}
        onConfirm={() =>
          void deletion.confirm(async (attribute) => {
            await deleteAttribute(queryClient, accountId, attribute.attribute_type_id);
            const name = attribute.name;
            actions.announce(t`Deleted: ${name}`);
          })
        }
      />
    </>
  );
}

const isUsed = (attribute: CatalogueAttribute) => attribute.questions + attribute.weights + attribute.scores > 0;

/** One attribute at rest: the company's own with its actions, the provider's read-only. */
function AttributeEntry({
  attribute,
  ...actions
}: {
  attribute: CatalogueAttribute;
  onEdit?(): void;
  onArchive?(): void;
  onDelete?(): void;
}) {
  return (
    <CompanyListEntry
      name={attribute.name}
      isArchived={attribute.is_archived}
      detail={
        <>
          {attributeCategoryLabel(attribute.category)} · {attributeUsesText(attribute)}
        </>
      }
      more={
        <>
          {attribute.description && <p className="company-list__muted">{attribute.description}</p>}
          {actions.onArchive && isUsed(attribute) && !attribute.is_archived && (
            <p className="company-list__muted">
              <Trans>In use, so it can be archived but not deleted.</Trans>
            </p>
          )}
        </>
      }
      {...actions}
    />
  );
}
