/**
 * /settings/measurement/typing-test (decision D148): the company's typing-test settings. The
 * defaults a new typing activity starts from, and the passages its candidates type: the company's
 * own (added, edited, archived; one per language or more) and, read-only, the provider's, which
 * candidates get in a language where the company has none. Searched, sorted, filtered and paged.
 */
import { useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TYPING_PASSAGE_ORDERINGS, type TypingPassage } from '../../../contracts/typing-test-settings.ts';
import { LANGUAGES } from '../../../contracts/user.ts';
import { languageLabel } from '../../lib/language-names.ts';
import { isLanguage } from '../../lib/language.ts';
import { ArchivableList, OwnerFilter } from '../../ui/company-list/archivable-list.tsx';
import {
  CompanyListEntry,
  ListAnnouncement,
  useListActions,
  type ListActions,
} from '../../ui/company-list/company-list.tsx';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { useListQueryState } from '../../ui/company-list/use-list-query-state.ts';
import { Button } from '../../ui/form/button.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { ListControls } from '../../ui/list-controls.tsx';
import { TypingDefaultsForm } from './typing-defaults-form.tsx';
import { TypingPassageForm } from './typing-passage-form.tsx';
import { refusalText } from './typing-settings-texts.ts';
import {
  archiveTypingPassage,
  createTypingPassage,
  saveTypingDefaults,
  saveTypingPassage,
  PASSAGE_LIST_START,
  PASSAGE_PAGE_SIZE,
  passageListQueryOptions,
  type PassageListFilters,
  typingDefaultsQueryOptions,
} from './typing-settings.queries.ts';
import './typing-settings.css';

const PAGE_SIZE = PASSAGE_PAGE_SIZE;
type Filters = PassageListFilters;

export function TypingSettingsScreen() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="typing-settings"
      title={t`Typing test settings`}
      chooseCompany={<Trans>Choose a company to see its typing test settings.</Trans>}
    >
      {(accountId) => <TypingSettings accountId={accountId} />}
    </CompanyListPage>
  );
}

function TypingSettings({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader reads the first company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const defaults = useSuspenseQuery(typingDefaultsQueryOptions(accountId));
  const actions = useListActions();
  const [isAdding, setAdding] = useState(false);
  const uiLanguage = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <TypingDefaultsForm
        initial={defaults.data}
        onSave={async (value) => {
          await saveTypingDefaults(queryClient, accountId, value);
          actions.announce(t`Saved the defaults.`);
        }}
      />
      <h2 className="company-list-page__subtitle">
        <Trans>Passages</Trans>
      </h2>
      <p className="company-list__muted">
        <Trans>
          Candidates type one of your passages in the test's language; where you have none in that language, one of the
          provider's.
        </Trans>
      </p>
      {isAdding ? (
        <TypingPassageForm
          idPrefix="new-typing-passage"
          className="company-list__panel"
          language={uiLanguage}
          title={
            <h3 className="company-list-page__subtitle">
              <Trans>Add a passage</Trans>
            </h3>
          }
          submitLabel={<Trans>Add passage</Trans>}
          onCancel={() => setAdding(false)}
          onSave={async (value) => {
            const created = await createTypingPassage(queryClient, accountId, value);
            const title = created.title;
            setAdding(false);
            actions.announce(t`Added: ${title}`);
          }}
        />
      ) : (
        <div className="typing-settings__actions">
          <Button onClick={() => setAdding(true)}>
            <Trans>Add a passage</Trans>
          </Button>
        </div>
      )}
      <Passages accountId={accountId} actions={actions} />
    </>
  );
}

function Passages({ accountId, actions }: { accountId: number; actions: ListActions }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const state = useListQueryState(PASSAGE_LIST_START);
  const { source, language, archived } = state.filters;
  const isOwn = source === 'company';
  const [editing, setEditing] = useState<number>();
  const passages = useQuery(passageListQueryOptions(accountId, state));
  const orderingLabel = {
    title: t`Title, A to Z`,
    '-title': t`Title, Z to A`,
    updated_at: t`Least recently changed first`,
    '-updated_at': t`Most recently changed first`,
  };
  return (
    <>
      <div className="list-controls typing-settings__filters">
        <OwnerFilter
          id="typing-passages-source"
          label={t`Whose passages`}
          value={source}
          onChange={(value) => state.setFilter('source', value)}
          company="company"
          provider="provider"
        />
        <div className="list-controls__control">
          <SelectField
            id="typing-passages-language"
            label={t`Language`}
            value={language}
            onChange={(value) => state.setFilter('language', value as Filters['language'])}
            options={[
              { value: '', label: t`Every language` },
              ...LANGUAGES.map((code) => ({
                value: code,
                label: languageLabel(code, i18n.locale),
              })),
            ]}
          />
        </div>
        {isOwn && (
          <div className="list-controls__control">
            <SelectField
              id="typing-passages-archived"
              label={t`Show`}
              value={archived}
              onChange={(value) => state.setFilter('archived', value as Filters['archived'])}
              options={[
                { value: 'false', label: t`In use` },
                { value: 'true', label: t`Archived` },
              ]}
            />
          </div>
        )}
      </div>
      <ListControls
        idPrefix="typing-passages"
        searchLabel={t`Search by title or text`}
        search={state.search}
        onSearch={state.setSearch}
        ordering={state.ordering}
        onOrdering={state.setOrdering}
        orderings={TYPING_PASSAGE_ORDERINGS.map((value) => ({
          value,
          label: orderingLabel[value],
        }))}
      />
      {!isOwn && (
        <p className="company-list__muted">
          <Trans>The provider's passages are shared by every company and cannot be changed here.</Trans>
        </p>
      )}
      <ArchivableList
        label={t`Typing passages`}
        query={passages}
        state={state}
        pageSize={PAGE_SIZE}
        emptyText={<Trans>Your company has no passages of its own yet; candidates type the provider's.</Trans>}
        noMatchText={<Trans>No passage matches.</Trans>}
        keyOf={(passage) => passage.typing_passage_id}
        actions={actions}
        errorText={(error) => refusalText(error).text}
        editing={editing}
        renderEdit={(passage) => (
          <TypingPassageForm
            idPrefix={`typing-passage-${passage.typing_passage_id}`}
            className="company-list__edit"
            language={passage.language}
            initial={{
              title: passage.title,
              language: passage.language,
              text: passage.text,
            }}
            submitLabel={<Trans>Save passage</Trans>}
            onCancel={() => setEditing(undefined)}
            onSave={async (value) => {
              await saveTypingPassage(queryClient, accountId, passage.typing_passage_id, value);
              setEditing(undefined);
              const saved = value.title;
              actions.announce(t`Saved: ${saved}`);
            }}
          />
        )}
        renderEntry={(passage) => (
          <PassageEntry
            passage={passage}
            onEdit={
              passage.account_id === null || passage.is_archived
                ? undefined
                : () => setEditing(passage.typing_passage_id)
            }
            onArchive={
              passage.account_id === null
                ? undefined
                : () =>
                    actions.setArchived(passage.title, !passage.is_archived, () =>
                      archiveTypingPassage(queryClient, accountId, passage.typing_passage_id, !passage.is_archived),
                    )
            }
          />
        )}
      />
    </>
  );
}

function PassageEntry({ passage, onEdit, onArchive }: { passage: TypingPassage; onEdit?(): void; onArchive?(): void }) {
  const { i18n } = useLingui();
  const languageName = languageLabel(passage.language, i18n.locale);
  const detail = (
    <>
      {languageName}
      <span className="typing-settings__excerpt" lang={passage.language}>
        {passage.text}
      </span>
    </>
  );
  return (
    <CompanyListEntry
      name={passage.title}
      isArchived={passage.is_archived}
      detail={detail}
      {...(onEdit ? { onEdit } : {})}
      {...(onArchive ? { onArchive } : {})}
    />
  );
}
