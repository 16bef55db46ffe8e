/**
 * /settings/templates/message: short texts staff send candidates, with placeholders from a fixed
 * list. Owners add, edit and delete them (after confirming); the list is searched, sorted and paged.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TEMPLATE_ORDERINGS, type MessageTemplate, type TemplateOrdering } from '../../../contracts/message-templates.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ListControls, Pager } from '../../ui/list-controls.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { createTemplate, messageTemplatesQueryOptions, removeTemplate, saveTemplate } from './company-settings.queries.ts';
import { MessageTemplateForm } from './message-template-form.tsx';
import { settingsErrorText } from './settings-texts.ts';
import './company-settings.css';

const PAGE_SIZE = 20;

export function MessageTemplatesSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Message templates`);
  const choice = useCompanyChoice();
  const { accountId } = choice;
  return (
    <section className="company-settings" aria-labelledby="templates-title">
      <h1 id="templates-title" className="company-settings__title">
        <Trans>Message templates</Trans>
      </h1>
      <CompanyPicker id="templates-company" choice={choice} />
      {accountId === undefined ? (
        <p className="company-settings__muted">
          <Trans>Choose a company to see its message templates.</Trans>
        </p>
      ) : (
        <TemplateList key={accountId} accountId={accountId} />
      )}
    </section>
  );
}

function TemplateList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<TemplateOrdering>('name');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<MessageTemplate>();
  const [deleteError, setDeleteError] = useState<unknown>();
  const [isBusy, setBusy] = useState(false);
  const templates = useQuery(messageTemplatesQueryOptions({ account_id: accountId, search: search.trim() || undefined, ordering, page, page_size: PAGE_SIZE }));

  const orderingLabel = (value: TemplateOrdering) =>
    ({ name: t`Name, A to Z`, '-name': t`Name, Z to A`, updated_at: t`Least recently changed first`, '-updated_at': t`Most recently changed first` })[value];

  const confirmDelete = async () => {
    if (!deleting || isBusy) return;
    setBusy(true);
    setDeleteError(undefined);
    try {
      await removeTemplate(queryClient, accountId, deleting.message_template_id);
      const name = deleting.name;
      setAnnouncement(t`Deleted: ${name}`);
      setDeleting(undefined);
    } catch (error) {
      setDeleteError(error);
    } finally {
      setBusy(false);
    }
  };
  const deletingName = deleting?.name ?? '';

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <MessageTemplateForm
        idPrefix="new-template"
        className="company-settings__panel"
        title={
          <h2 className="company-settings__subtitle">
            <Trans>Add a template</Trans>
          </h2>
        }
        submitLabel={<Trans>Add template</Trans>}
        onSave={async (value) => {
          const created = await createTemplate(queryClient, accountId, value);
          const name = created.name;
          setAnnouncement(t`Added: ${name}`);
        }}
      />
      <h2 className="company-settings__subtitle">
        <Trans>Company templates</Trans>
      </h2>
      <ListControls
        idPrefix="templates"
        searchLabel={t`Search by name or text`}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        ordering={ordering}
        orderings={TEMPLATE_ORDERINGS.map((value) => ({ value, label: orderingLabel(value) }))}
        onOrdering={(value) => {
          setOrdering(value as TemplateOrdering);
          setPage(1);
        }}
      />
      {!templates.data ? (
        templates.error ? (
          <div className="notice notice--error" role="alert">
            <p>{errorText(templates.error)}</p>
            <Button variant="secondary" onClick={() => void templates.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <p className="company-settings__muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        )
      ) : templates.data.results.length === 0 ? (
        <p className="company-settings__muted">{search.trim() ? <Trans>No template matches.</Trans> : <Trans>No templates yet.</Trans>}</p>
      ) : (
        <>
          <ul className="company-settings__list" aria-label={t`Message templates`}>
            {templates.data.results.map((template) => {
              const name = template.name;
              return (
                <li key={template.message_template_id} className="company-settings__item">
                  {editing === template.message_template_id ? (
                    <MessageTemplateForm
                      idPrefix={`template-${template.message_template_id}`}
                      className="company-settings__edit"
                      initial={{ name: template.name, body: template.body }}
                      submitLabel={<Trans>Save template</Trans>}
                      onCancel={() => setEditing(undefined)}
                      onSave={async (value) => {
                        await saveTemplate(queryClient, accountId, template.message_template_id, value);
                        setEditing(undefined);
                        const saved = value.name;
                        setAnnouncement(t`Saved: ${saved}`);
                      }}
                    />
                  ) : (
                    <>
                      <div className="company-settings__who">
                        <p className="company-settings__name">{name}</p>
                        <p className="company-settings__muted company-settings__body">{template.body}</p>
                      </div>
                      <div className="company-settings__item-actions">
                        <Button variant="secondary" onClick={() => setEditing(template.message_template_id)}>
                          <Trans>Edit</Trans>
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => {
                            setDeleteError(undefined);
                            setDeleting(template);
                          }}
                        >
                          <Trans>Delete</Trans>
                          <span className="visually-hidden"> {name}</span>
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} count={templates.data.count} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        question={t`Delete ${deletingName}?`}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={isBusy}
        error={deleteError === undefined ? undefined : settingsErrorText(deleteError).text}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
