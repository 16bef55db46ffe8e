/**
 * The frame both template lists share (scoring criteria, screening questions): the announcement
 * of the last change, the add button and form, the searched and sorted list with its pages, the
 * entry edited in place, the last action's refusal and the delete confirmation. Each list gives
 * its own forms, entry, texts and filters.
 */
import { useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { ArchivableList } from '../../ui/company-list/archivable-list.tsx';
import {
  ListAnnouncement,
  useDeletion,
  useListActions,
  type ListActions,
  type ListRead,
} from '../../ui/company-list/company-list.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import { templateErrorText, templateOrderingLabel } from './template-texts.ts';
import { TEMPLATE_PAGE_SIZE } from './company-templates.queries.ts';

type Ordering = 'name' | '-name' | 'updated_at' | '-updated_at';
type ListState = {
  search: string;
  ordering: string;
  page: number;
  isNarrowed: boolean;
  setSearch(value: string): void;
  setOrdering(value: string): void;
  setPage(page: number): void;
};

export function TemplateList<T, K extends QueryKey = QueryKey>(props: {
  idPrefix: string;
  intro: ReactNode;
  /** The list's accessible name. */
  label: string;
  heading: ReactNode;
  searchLabel: string;
  orderings: readonly Ordering[];
  state: ListState;
  /** Filters shown under the search (the scoring list's archived ones). */
  filters?: ReactNode;
  /** Whether the filters narrow the list beyond the search. */
  isFiltered?: boolean;
  /** The list's read: the queryOptions the route's loader ensured for the first view (read with suspense, D477). */
  read: ListRead<T, K>;
  keyOf(template: T): number;
  renderAdd(close: () => void, actions: ListActions): ReactNode;
  renderEdit(template: T, close: () => void, actions: ListActions): ReactNode;
  renderEntry(template: T, edit: () => void, askDelete: () => void, actions: ListActions): ReactNode;
  deleteQuestion(template: T): string;
  deleteLabel(template: T): ReactNode;
  /** Deletes (or archives) the template; what to announce. */
  remove(template: T): Promise<string>;
}) {
  const [editing, setEditing] = useState<number>();
  const [isAdding, setAdding] = useState(false);
  const actions = useListActions();
  const deletion = useDeletion<T>();
  const state = props.state;
  const deleting = deletion.deleting;

  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <p className="templates__intro">{props.intro}</p>
      {isAdding ? (
        props.renderAdd(() => setAdding(false), actions)
      ) : (
        <div className="templates__row-actions">
          <Button onClick={() => setAdding(true)}>
            <Trans>Add a template</Trans>
          </Button>
        </div>
      )}
      <h2 className="company-list-page__subtitle">{props.heading}</h2>
      <ListControls
        idPrefix={props.idPrefix}
        searchLabel={props.searchLabel}
        search={state.search}
        onSearch={state.setSearch}
        ordering={state.ordering}
        orderings={props.orderings.map((value) => ({
          value,
          label: templateOrderingLabel(value),
        }))}
        onOrdering={state.setOrdering}
      />
      {props.filters}
      <ArchivableList
        label={props.label}
        read={props.read}
        state={state}
        pageSize={TEMPLATE_PAGE_SIZE}
        isFiltered={props.isFiltered === true}
        emptyText={<Trans>No templates yet.</Trans>}
        noMatchText={<Trans>No template matches.</Trans>}
        keyOf={props.keyOf}
        actions={actions}
        errorText={(error) => templateErrorText(error).text}
        editing={editing}
        renderEdit={(template) => props.renderEdit(template, () => setEditing(undefined), actions)}
        renderEntry={(template) =>
          props.renderEntry(
            template,
            () => setEditing(props.keyOf(template)),
            () => deletion.ask(template),
            actions,
          )
        }
      />
      <ConfirmDialog
        isOpen={deleting !== undefined}
        question={deleting === undefined ? '' : props.deleteQuestion(deleting)}
        confirmLabel={deleting === undefined ? <Trans>Delete</Trans> : props.deleteLabel(deleting)}
        isBusy={deletion.isBusy}
        error={deletion.deleteError === undefined ? undefined : templateErrorText(deletion.deleteError).text}
        onCancel={deletion.cancel}
        onConfirm={() =>
          void deletion.confirm(async (template) => {
            actions.announce(await props.remove(template));
          })
        }
      />
    </>
  );
}
