/** /settings/offers/offer-letter-templates and offer-letter-details-templates: rich text per language with {{variables}}. */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { OFFER_DETAILS_VARIABLE, type OfferTemplate } from '../../../contracts/offer-settings.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { RichTextEditor, RichTextView } from '../../ui/rich-text/rich-text-field.tsx';
import { useLanguageLabels, useLanguageNames } from '../../ui/language-names/language-names.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { templateVersions } from './template-versions.ts';
import { deleteOfferTemplate, offerTemplatesQueryOptions, saveOfferTemplate } from './staff-offers.queries.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { EntryActions } from './entry-actions.tsx';
import { OffersPage } from './offer-settings-page.tsx';
import './staff-offers.css';

const VARIABLE_EXAMPLE = '{{candidate_first_name}}';
const DETAILS_EXAMPLE = `{{${OFFER_DETAILS_VARIABLE}}}`;

export function OfferTemplatesSettings({ kind }: { kind: 'letter' | 'details' }) {
  const { t } = useLingui();
  const title = kind === 'letter' ? t`Offer letter templates` : t`Offer letter details templates`;
  return (
    <OffersPage
      title={title}
      intro={
        kind === 'letter' ? (
          <Trans>
            The letters recruiters start offers from, in English, Spanish or French. Write a variable between double
            braces, such as {VARIABLE_EXAMPLE}, where the candidate's, the requisition's or the offer's values go.
          </Trans>
        ) : (
          <Trans>Reusable details (benefits, conditions) written once, with the same variables as letters.</Trans>
        )
      }
    >
      {(accountId) => <TemplatesList key={`${accountId}-${kind}`} accountId={accountId} kind={kind} />}
    </OffersPage>
  );
}

/** What the form edits: a template, or a new one (a new version of a name in a language when given). */
type Editing = { template: OfferTemplate } | { template: null; name?: string; language?: Language };

export function TemplatesList({ accountId, kind }: { accountId: number; kind: 'letter' | 'details' }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const languageNames = useLanguageNames();
  const languageLabels = useLanguageLabels();
  // The route's loader reads the first company's; another company's suspends until read, and a failed read is
  // the staff pages' error screen (src/ui/route-load-error.tsx), where it used to leave the page silently empty.
  const templates = useSuspenseQuery(offerTemplatesQueryOptions(accountId));
  const [editing, setEditing] = useState<Editing | undefined>();
  const mine = templates.data.templates.filter((x) => x.kind === kind);
  const groups = templateVersions(mine);
  const editedName = editing?.template?.name ?? (editing?.template === null ? editing.name : undefined);
  const editedLanguage = editing?.template?.language ?? (editing?.template === null ? editing.language : undefined);
  // Beside the form: the same name's other versions, to translate from (D234).
  const beside =
    editedName === undefined ? [] : mine.filter((x) => x.name === editedName && x.language !== editedLanguage);
  return (
    <>
      {groups.length > 0 && (
        <ul className="offer-templates">
          {groups.map((group) => (
            <li key={group.name} className="offer-templates__item">
              <strong className="offer-templates__name">{group.name}</strong>
              <ul className="offer-templates__versions">
                {LANGUAGES.map((language) => {
                  const version = group.byLanguage[language];
                  const label = `${group.name} (${languageNames[language]})`;
                  return (
                    <li key={language} data-language={language}>
                      {version ? (
                        <>
                          <span>{languageLabels[language]}</span>{' '}
                          <EntryActions
                            name={label}
                            onEdit={() => setEditing({ template: version })}
                            onRemove={() =>
                              deleteOfferTemplate(queryClient, accountId, version.offer_letter_template_id)
                            }
                          />
                        </>
                      ) : (
                        <>
                          <span className="offer-templates__missing">
                            <Trans>{languageNames[language]}: missing</Trans>
                          </span>{' '}
                          <Button
                            variant="secondary"
                            aria-label={t`Add the ${languageNames[language]} version of ${group.name}`}
                            onClick={() => setEditing({ template: null, name: group.name, language })}
                          >
                            <Trans>Add this version</Trans>
                          </Button>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
              {group.missing.length > 0 && (
                <p className="offers-muted">
                  <Trans>
                    An offer to someone who reads a missing language is made from the version the recruiter chooses.
                  </Trans>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {mine.length === 0 && (
        <p className="offers-muted">
          <Trans>No templates yet.</Trans>
        </p>
      )}
      {editing === undefined ? (
        <div>
          <Button onClick={() => setEditing({ template: null })}>
            <Trans>Add a template</Trans>
          </Button>
        </div>
      ) : (
        <div className={beside.length > 0 ? 'offer-templates__side-by-side' : undefined}>
          <TemplateForm
            key={editing.template?.offer_letter_template_id ?? `new-${editedName ?? ''}-${editedLanguage ?? ''}`}
            accountId={accountId}
            kind={kind}
            template={editing.template}
            initial={editing.template === null ? { name: editing.name, language: editing.language } : undefined}
            variables={templates.data.variables}
            onDone={() => setEditing(undefined)}
          />
          {beside.length > 0 && (
            <aside className="offer-templates__beside" aria-label={t`Other versions`}>
              {beside.map((version) => (
                <section
                  key={version.offer_letter_template_id}
                  aria-label={t`The ${languageNames[version.language]} version`}
                >
                  <h3>
                    <Trans>The {languageNames[version.language]} version</Trans>
                  </h3>
                  <div lang={version.language}>
                    <RichTextView value={version.body} />
                  </div>
                </section>
              ))}
            </aside>
          )}
        </div>
      )}
    </>
  );
}

function TemplateForm({
  accountId,
  kind,
  template,
  initial,
  variables,
  onDone,
}: {
  accountId: number;
  kind: 'letter' | 'details';
  template: OfferTemplate | null;
  /** A new template's starting name and language (a missing version of a name). */
  initial?: { name?: string; language?: Language };
  variables: string[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const languageLabels = useLanguageLabels();
  const queryClient = useQueryClient();
  const [name, setName] = useState(template?.name ?? initial?.name ?? '');
  const [language, setLanguage] = useState<Language>(template?.language ?? initial?.language ?? 'en');
  const [body, setBody] = useState(template?.body ?? '');
  const [error, setError] = useState<string>();

  const saving = useMutation({
    mutationFn: async () => {
      await saveOfferTemplate(queryClient, accountId, template?.offer_letter_template_id, {
        kind,
        name,
        language,
        body,
      });
      onDone();
    },
    onError: (caught) => {
      // A problem with the template as a whole comes first as non_field_errors.
      setError(
        fieldErrorTexts(caught).non_field_errors ?? Object.values(fieldErrorTexts(caught))[0] ?? offerErrorText(caught),
      );
    },
  });
  const busy = saving.isPending;

  function save(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    saving.mutate();
  }

  return (
    <form onSubmit={(event) => void save(event)} aria-label={template ? t`Edit the template` : t`New template`}>
      {error && (
        <p className="offers-alert" role="alert">
          {error}
        </p>
      )}
      <label className="offers-field">
        <span>{t`Name`}</span>
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={200} />
      </label>
      <p className="offers-muted">
        <Trans>A template's versions in other languages share its name: give a translation the same name.</Trans>
      </p>
      <label className="offers-field">
        <span>{t`Language`}</span>
        <select value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageLabels[code]}
            </option>
          ))}
        </select>
      </label>
      <RichTextEditor value={body} onChange={setBody} label={t`Text of the template`} />
      <p className="offers-muted">
        <Trans>Variables:</Trans> {variables.map((v) => `{{${v}}}`).join(' ')}
      </p>
      {kind === 'letter' && (
        <p className="offers-muted">
          <Trans>
            Write {DETAILS_EXAMPLE} on a line of its own where the letter details chosen for an offer go; without it
            they follow the letter.
          </Trans>
        </p>
      )}
      <div className="offers-actions">
        <Button type="submit" isBusy={busy}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
