/** /settings/offers/offer-letter-templates and offer-letter-details-templates: rich text per language with {{variables}}. */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { OFFER_DETAILS_VARIABLE, type OfferTemplate } from '../../../contracts/offer-settings.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { RichTextEditor } from '../../ui/rich-text/rich-text-field.tsx';
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

function TemplatesList({ accountId, kind }: { accountId: number; kind: 'letter' | 'details' }) {
  const queryClient = useQueryClient();
  // The route's loader reads the first company's; another company's suspends until read, and a failed read is
  // the staff pages' error screen (src/ui/route-load-error.tsx), where it used to leave the page silently empty.
  const templates = useSuspenseQuery(offerTemplatesQueryOptions(accountId));
  const [editing, setEditing] = useState<OfferTemplate | null | undefined>();
  const mine = templates.data.templates.filter((x) => x.kind === kind);
  return (
    <>
      {mine.length > 0 && (
        <ul>
          {mine.map((tpl) => (
            <li key={tpl.offer_letter_template_id}>
              {tpl.name} ({tpl.language}){' '}
              <EntryActions
                name={tpl.name}
                onEdit={() => setEditing(tpl)}
                onRemove={() => deleteOfferTemplate(queryClient, accountId, tpl.offer_letter_template_id)}
              />
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
          <Button onClick={() => setEditing(null)}>
            <Trans>Add a template</Trans>
          </Button>
        </div>
      ) : (
        <TemplateForm
          key={editing?.offer_letter_template_id ?? 'new'}
          accountId={accountId}
          kind={kind}
          template={editing}
          variables={templates.data.variables}
          onDone={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

function TemplateForm({
  accountId,
  kind,
  template,
  variables,
  onDone,
}: {
  accountId: number;
  kind: 'letter' | 'details';
  template: OfferTemplate | null;
  variables: string[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [name, setName] = useState(template?.name ?? '');
  const [language, setLanguage] = useState<'en' | 'es' | 'fr'>(template?.language ?? 'en');
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
      <label className="offers-field">
        <span>{t`Language`}</span>
        <select value={language} onChange={(event) => setLanguage(event.target.value as 'en' | 'es' | 'fr')}>
          <option value="en">{t`English`}</option>
          <option value="es">{t`Spanish`}</option>
          <option value="fr">{t`French`}</option>
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
