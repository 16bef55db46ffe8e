/**
 * /settings/templates/screening-question: named, ordered sets of the company's pre-screen
 * questions. Owners create, rename, reorder (Up and Down buttons), remove questions and delete
 * templates; a requisition's question set can be filled from one (a copy: changing the template
 * later changes no plan). Searched, sorted and paged.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCREENING_TEMPLATE_ORDERINGS, type ScreeningTemplate, type ScreeningTemplateOrdering } from '../../../contracts/screening-templates.ts';
import { CompanyList, CompanyListEntry, ListAnnouncement, useDeletion, useListActions } from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import { createScreeningTemplate, deleteScreeningTemplate, saveScreeningTemplate, screeningTemplatesQueryOptions } from './company-templates.queries.ts';
import { ScreeningTemplateForm } from './screening-template-form.tsx';
import { templateErrorText, templateOrderingLabel } from './template-texts.ts';

const PAGE_SIZE = 20;

export function ScreeningTemplatesSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage idPrefix="screening-templates" title={t`Screening question templates`} chooseCompany={<Trans>Choose a company to see its screening question templates.</Trans>}>
      {(accountId) => <TemplateList accountId={accountId} />}
    </CompanyListPage>
  );
}

function TemplateList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useListQueryState<ScreeningTemplateOrdering, Record<string, never>>({ ordering: 'name', filters: {} });
  const [editing, setEditing] = useState<number>();
  const [isAdding, setAdding] = useState(false);
  const actions = useListActions();
  const deletion = useDeletion<ScreeningTemplate>();
  const templates = useQuery(screeningTemplatesQueryOptions({ account_id: accountId, search: list.searchParam, ordering: list.ordering, page: list.page, page_size: PAGE_SIZE }));
  const detailOf = (template: ScreeningTemplate) => {
    const count = template.questions.length;
    const first = template.questions[0]?.question_text ?? '';
    return count === 1 ? t`1 question: ${first}` : t`${count} questions, first: ${first}`;
  };
  const deletingName = deletion.deleting?.name ?? '';

  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <p className="templates__intro">
        <Trans>A requisition's question set can be filled from a template in its plan. The plan takes a copy, so changing a template later changes no plan.</Trans>
      </p>
      {isAdding ? (
        <ScreeningTemplateForm
          accountId={accountId}
          idPrefix="new-screening-template"
          className="company-list__panel"
          title={
            <h2 className="company-list-page__subtitle">
              <Trans>Add a template</Trans>
            </h2>
          }
          submitLabel={<Trans>Add template</Trans>}
          onCancel={() => setAdding(false)}
          onSave={async (value) => {
            const created = await createScreeningTemplate(queryClient, accountId, value);
            const name = created.name;
            setAdding(false);
            actions.announce(t`Added: ${name}`);
          }}
        />
      ) : (
        <div className="templates__row-actions">
          <Button onClick={() => setAdding(true)}>
            <Trans>Add a template</Trans>
          </Button>
        </div>
      )}
      <h2 className="company-list-page__subtitle">
        <Trans>Company templates</Trans>
      </h2>
      <ListControls
        idPrefix="screening-templates"
        searchLabel={t`Search by name`}
        search={list.search}
        onSearch={list.setSearch}
        ordering={list.ordering}
        orderings={SCREENING_TEMPLATE_ORDERINGS.map((value) => ({ value, label: templateOrderingLabel(value) }))}
        onOrdering={list.setOrdering}
      />
      <CompanyList
        label={t`Screening question templates`}
        query={templates}
        page={list.page}
        pageSize={PAGE_SIZE}
        onPage={list.setPage}
        isNarrowed={list.isNarrowed}
        emptyText={<Trans>No templates yet.</Trans>}
        noMatchText={<Trans>No template matches.</Trans>}
        keyOf={(template) => template.screening_template_id}
      >
        {(template) =>
          editing === template.screening_template_id ? (
            <ScreeningTemplateForm
              accountId={accountId}
              idPrefix={`screening-template-${template.screening_template_id}`}
              className="company-list__edit"
              initial={{ name: template.name, account_question_ids: template.questions.map((q) => q.account_question_id) }}
              knownTexts={new Map(template.questions.map((q) => [q.account_question_id, q.question_text]))}
              submitLabel={<Trans>Save template</Trans>}
              onCancel={() => setEditing(undefined)}
              onSave={async (value) => {
                await saveScreeningTemplate(queryClient, accountId, template.screening_template_id, value);
                setEditing(undefined);
                const saved = value.name;
                actions.announce(t`Saved: ${saved}`);
              }}
            />
          ) : (
            <CompanyListEntry name={template.name} detail={detailOf(template)} onEdit={() => setEditing(template.screening_template_id)} onDelete={() => deletion.ask(template)} />
          )
        }
      </CompanyList>
      <ConfirmDialog
        isOpen={deletion.deleting !== undefined}
        question={t`Delete ${deletingName}? Plans filled from it keep their questions.`}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={deletion.isBusy}
        error={deletion.deleteError === undefined ? undefined : templateErrorText(deletion.deleteError).text}
        onCancel={deletion.cancel}
        onConfirm={() =>
          void deletion.confirm(async (template) => {
            await deleteScreeningTemplate(queryClient, accountId, template.screening_template_id);
            const name = template.name;
            actions.announce(t`Deleted: ${name}`);
          })
        }
      />
    </>
  );
}
