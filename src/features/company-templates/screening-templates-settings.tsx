/**
 * /settings/templates/screening-question: named, ordered sets of the company's pre-screen
 * questions. Owners create, rename, reorder (Up and Down buttons), remove questions and delete
 * templates; a requisition's question set can be filled from one (a copy: changing the template
 * later changes no plan). Searched, sorted and paged (template-list.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCREENING_TEMPLATE_ORDERINGS, type ScreeningTemplate } from '../../../contracts/screening-templates.ts';
import { CompanyListEntry } from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import {
  createScreeningTemplate,
  deleteScreeningTemplate,
  saveScreeningTemplate,
  SCREENING_TEMPLATE_LIST_START,
  screeningTemplateListQueryOptions,
} from './company-templates.queries.ts';
import { ScreeningTemplateForm } from './screening-template-form.tsx';
import { TemplateList } from './template-list.tsx';

export function ScreeningTemplatesSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="screening-templates"
      title={t`Screening question templates`}
      chooseCompany={<Trans>Choose a company to see its screening question templates.</Trans>}
    >
      {(accountId) => <ScreeningTemplates accountId={accountId} />}
    </CompanyListPage>
  );
}

function ScreeningTemplates({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useListQueryState(SCREENING_TEMPLATE_LIST_START);
  const templates = screeningTemplateListQueryOptions(accountId, list);
  const detailOf = (template: ScreeningTemplate) => {
    const count = template.questions.length;
    const first = template.questions[0]?.question_text ?? '';
    return count === 1 ? t`1 question: ${first}` : t`${count} questions, first: ${first}`;
  };

  return (
    <TemplateList
      idPrefix="screening-templates"
      intro={
        <Trans>
          A requisition's question set can be filled from a template in its plan. The plan takes a copy, so changing a
          template later changes no plan.
        </Trans>
      }
      label={t`Screening question templates`}
      heading={<Trans>Company templates</Trans>}
      searchLabel={t`Search by name`}
      orderings={SCREENING_TEMPLATE_ORDERINGS}
      state={list}
      read={templates}
      keyOf={(template) => template.screening_template_id}
      renderAdd={(close, actions) => (
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
          onCancel={close}
          onSave={async (value) => {
            const created = await createScreeningTemplate(queryClient, accountId, value);
            const name = created.name;
            close();
            actions.announce(t`Added: ${name}`);
          }}
        />
      )}
      renderEdit={(template, close, actions) => (
        <ScreeningTemplateForm
          accountId={accountId}
          idPrefix={`screening-template-${template.screening_template_id}`}
          className="company-list__edit"
          initial={{ name: template.name, account_question_ids: template.questions.map((q) => q.account_question_id) }}
          knownTexts={new Map(template.questions.map((q) => [q.account_question_id, q.question_text]))}
          submitLabel={<Trans>Save template</Trans>}
          onCancel={close}
          onSave={async (value) => {
            await saveScreeningTemplate(queryClient, accountId, template.screening_template_id, value);
            close();
            const saved = value.name;
            actions.announce(t`Saved: ${saved}`);
          }}
        />
      )}
      renderEntry={(template, edit, askDelete) => (
        <CompanyListEntry name={template.name} detail={detailOf(template)} onEdit={edit} onDelete={askDelete} />
      )}
      deleteQuestion={(template) => {
        const deletingName = template.name;
        return t`Delete ${deletingName}? Plans filled from it keep their questions.`;
      }}
      deleteLabel={() => <Trans>Delete</Trans>}
      remove={async (template) => {
        await deleteScreeningTemplate(queryClient, accountId, template.screening_template_id);
        const name = template.name;
        return t`Deleted: ${name}`;
      }}
    />
  );
}
