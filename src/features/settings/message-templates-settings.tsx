/**
 * /settings/templates/message: short texts staff send candidates, with placeholders from a fixed
 * list. Owners add, edit and delete them (after confirming); the list is searched, sorted and paged.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  TEMPLATE_ORDERINGS,
  type MessageTemplate,
  type TemplateOrdering,
} from '../../../contracts/message-templates.ts';
import {
  CompanyList,
  CompanyListEntry,
  ListAnnouncement,
  useDeletion,
  useListActions,
} from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import {
  companyDetailsQueryOptions,
  createTemplate,
  LIST_PAGE_SIZE as PAGE_SIZE,
  TEMPLATE_LIST_START,
  templateListQueryOptions,
  removeTemplate,
  saveTemplate,
} from './company-settings.queries.ts';
import { MessageTemplateForm } from './message-template-form.tsx';
import { ReplyDomainForm } from './reply-domain-form.tsx';
import { ReplyMailboxForm } from './reply-mailbox-form.tsx';
import { settingsErrorText } from './settings-texts.ts';

export function MessageTemplatesSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="templates"
      title={t`Message templates`}
      chooseCompany={<Trans>Choose a company to see its message templates.</Trans>}
    >
      {(accountId) => (
        <>
          <ReplyDomainForm accountId={accountId} />
          <ReplyMailboxForm accountId={accountId} />
          <TemplateList accountId={accountId} />
        </>
      )}
    </CompanyListPage>
  );
}

function TemplateList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useListQueryState(TEMPLATE_LIST_START);
  const [editing, setEditing] = useState<number>();
  const actions = useListActions();
  const deletion = useDeletion<MessageTemplate>();
  const templates = templateListQueryOptions(accountId, list);
  // The company's default language, for the versions in the others (D292); readable with company
  // settings access, which this page needs: without it the form offers no versions.
  const details = useQuery({ ...companyDetailsQueryOptions(accountId), retry: false });
  const defaultLanguage = details.data?.default_language;

  const orderingLabel = (value: TemplateOrdering) =>
    ({
      name: t`Name, A to Z`,
      '-name': t`Name, Z to A`,
      updated_at: t`Least recently changed first`,
      '-updated_at': t`Most recently changed first`,
    })[value];
  const deletingName = deletion.deleting?.name ?? '';

  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <MessageTemplateForm
        idPrefix="new-template"
        defaultLanguage={defaultLanguage}
        className="company-list__panel"
        title={
          <h2 className="company-list-page__subtitle">
            <Trans>Add a template</Trans>
          </h2>
        }
        submitLabel={<Trans>Add template</Trans>}
        onSave={async (value) => {
          const created = await createTemplate(queryClient, accountId, value);
          const name = created.name;
          actions.announce(t`Added: ${name}`);
        }}
      />
      <h2 className="company-list-page__subtitle">
        <Trans>Company templates</Trans>
      </h2>
      <ListControls
        idPrefix="templates"
        searchLabel={t`Search by name or text`}
        search={list.search}
        onSearch={list.setSearch}
        ordering={list.ordering}
        orderings={TEMPLATE_ORDERINGS.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={list.setOrdering}
      />
      <CompanyList
        label={t`Message templates`}
        read={templates}
        page={list.page}
        pageSize={PAGE_SIZE}
        onPage={list.setPage}
        isNarrowed={list.isNarrowed}
        emptyText={<Trans>No templates yet.</Trans>}
        noMatchText={<Trans>No template matches.</Trans>}
        keyOf={(template) => template.message_template_id}
      >
        {(template) =>
          editing === template.message_template_id ? (
            <MessageTemplateForm
              idPrefix={`template-${template.message_template_id}`}
              defaultLanguage={defaultLanguage}
              className="company-list__edit"
              initial={{
                name: template.name,
                subject: template.subject,
                subject_i18n: template.subject_i18n,
                body: template.body,
                body_i18n: template.body_i18n,
              }}
              submitLabel={<Trans>Save template</Trans>}
              onCancel={() => setEditing(undefined)}
              onSave={async (value) => {
                await saveTemplate(queryClient, accountId, template.message_template_id, value);
                setEditing(undefined);
                const saved = value.name;
                actions.announce(t`Saved: ${saved}`);
              }}
            />
          ) : (
            <CompanyListEntry
              name={template.name}
              detail={template.body}
              detailClassName="company-list__body"
              onEdit={() => setEditing(template.message_template_id)}
              onDelete={() => deletion.ask(template)}
            />
          )
        }
      </CompanyList>
      <ConfirmDialog
        isOpen={deletion.deleting !== undefined}
        question={t`Delete ${deletingName}?`}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={deletion.isBusy}
        error={deletion.deleteError === undefined ? undefined : settingsErrorText(deletion.deleteError).text}
        onCancel={deletion.cancel}
        onConfirm={() =>
          void deletion.confirm(async (template) => {
            await removeTemplate(queryClient, accountId, template.message_template_id);
            const name = template.name;
            actions.announce(t`Deleted: ${name}`);
          })
        }
      />
    </>
  );
}
