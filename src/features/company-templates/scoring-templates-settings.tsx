/**
 * /settings/templates/scoring-criteria: the company's scoring-criteria templates, criteria with
 * five anchored levels. Interview kits start from one by copying it, so editing a template later
 * changes no kit and no past scorecard; a template that was used is archived instead of deleted
 * and can be restored. Searched, sorted and paged (template-list.tsx); archived ones listed apart.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SCORING_TEMPLATE_ORDERINGS, type ScoringTemplate } from '../../../contracts/scoring-templates.ts';
import { CompanyListEntry } from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import {
  createScoringTemplate,
  removeScoringTemplate,
  restoreScoringTemplate,
  saveScoringTemplate,
  SCORING_TEMPLATE_LIST_START,
  scoringTemplateListQueryOptions,
} from './company-templates.queries.ts';
import { ScoringTemplateForm } from './scoring-template-form.tsx';
import { TemplateList } from './template-list.tsx';

export function ScoringTemplatesSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="scoring-templates"
      title={t`Scoring criteria templates`}
      chooseCompany={<Trans>Choose a company to see its scoring criteria templates.</Trans>}
    >
      {(accountId) => <ScoringTemplates accountId={accountId} />}
    </CompanyListPage>
  );
}

function ScoringTemplates({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useListQueryState(SCORING_TEMPLATE_LIST_START);
  const showArchived = list.filters.archived === 'true';
  const templates = scoringTemplateListQueryOptions(accountId, list);
  const detailOf = (template: ScoringTemplate) => {
    const names = template.criteria.map((c) => c.name).join(', ');
    const uses = template.use_count;
    return uses > 0 ? t`${names} · copied into kits ${uses} times` : names;
  };

  return (
    <TemplateList
      idPrefix="scoring-templates"
      intro={
        <Trans>
          An interview kit can start from a template: the kit takes a copy, so changing a template later changes no kit
          and no past scorecard. A template that was used is archived instead of deleted.
        </Trans>
      }
      label={t`Scoring criteria templates`}
      heading={showArchived ? <Trans>Archived templates</Trans> : <Trans>Company templates</Trans>}
      searchLabel={t`Search by name or criterion`}
      orderings={SCORING_TEMPLATE_ORDERINGS}
      state={list}
      isFiltered={showArchived}
      filters={
        <FormField id="scoring-templates-archived" label={t`Show`}>
          {(a11y) => (
            <select
              id="scoring-templates-archived"
              className="form-field__input templates__show"
              value={list.filters.archived}
              onChange={(event) => list.setFilter('archived', event.target.value)}
              {...a11y}
            >
              <option value="false">{t`Templates in use`}</option>
              <option value="true">{t`Archived templates`}</option>
            </select>
          )}
        </FormField>
      }
      read={templates}
      keyOf={(template) => template.scoring_template_id}
      renderAdd={(close, actions) => (
        <ScoringTemplateForm
          idPrefix="new-scoring-template"
          className="company-list__panel"
          title={
            <h2 className="company-list-page__subtitle">
              <Trans>Add a template</Trans>
            </h2>
          }
          submitLabel={<Trans>Add template</Trans>}
          onCancel={close}
          onSave={async (value) => {
            const created = await createScoringTemplate(queryClient, accountId, value);
            const name = created.name;
            close();
            actions.announce(t`Added: ${name}`);
          }}
        />
      )}
      renderEdit={(template, close, actions) => (
        <ScoringTemplateForm
          idPrefix={`scoring-template-${template.scoring_template_id}`}
          className="company-list__edit"
          initial={{ name: template.name, criteria: template.criteria }}
          submitLabel={<Trans>Save template</Trans>}
          onCancel={close}
          onSave={async (value) => {
            await saveScoringTemplate(queryClient, accountId, template.scoring_template_id, value);
            close();
            const saved = value.name;
            actions.announce(t`Saved: ${saved}`);
          }}
        />
      )}
      renderEntry={(template, edit, askDelete, actions) =>
        template.archived ? (
          <CompanyListEntry
            name={template.name}
            detail={detailOf(template)}
            isArchived
            onArchive={() =>
              actions.setArchived(template.name, false, () =>
                restoreScoringTemplate(queryClient, accountId, template.scoring_template_id),
              )
            }
          />
        ) : (
          <CompanyListEntry name={template.name} detail={detailOf(template)} onEdit={edit} onDelete={askDelete} />
        )
      }
      deleteQuestion={(template) => {
        const deletingName = template.name;
        return template.use_count > 0
          ? t`Archive ${deletingName}? Kits copied it, so it is kept and can be restored.`
          : t`Delete ${deletingName}?`;
      }}
      deleteLabel={(template) => (template.use_count > 0 ? <Trans>Archive</Trans> : <Trans>Delete</Trans>)}
      remove={async (template) => {
        const outcome = await removeScoringTemplate(queryClient, accountId, template.scoring_template_id);
        const name = template.name;
        return outcome === 'archived' ? t`Archived: ${name}` : t`Deleted: ${name}`;
      }}
    />
  );
}
