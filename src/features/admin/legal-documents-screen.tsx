/**
 * /admin/legal-documents: every version of the terms of use and the privacy policy with how many
 * users accepted it, publishing a draft, and writing the next version. Published versions are
 * never changed: a change is a new version, which candidates who accepted an older one must accept.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from '../../../contracts/legal-documents.ts';
import type { AdminVersion } from '../../../contracts/legal.ts';
import { call } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { createLegalVersion, publishLegalVersion } from '../../lib/api/legal.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useCreateForm } from '../../ui/form/use-create-form.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { legalVersionsQueryOptions, VERSIONS_KEY } from './legal-documents.queries.ts';
import { versionProblems, type VersionDraft } from './legal-version-form.ts';
import './provider-admin.css';

export function LegalDocumentsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Terms and privacy`);
  // Loaded by the route before it renders; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const versions = useSuspenseQuery(legalVersionsQueryOptions());
  return (
    <section className="provider-admin" aria-labelledby="legal-title">
      <h1 id="legal-title" className="provider-admin__title">
        <Trans>Terms and privacy</Trans>
      </h1>
      <p className="provider-admin__muted">
        <Trans>
          A published version is never changed. Publishing a new version asks every candidate who accepted an earlier
          one to accept it on their next visit.
        </Trans>
      </p>
      {LEGAL_DOCUMENTS.map((document) => (
        <VersionTable
          key={document}
          document={document}
          versions={versions.data.filter((v) => v.document === document)}
        />
      ))}
      <NewVersionForm />
    </section>
  );
}

function DocumentName({ document }: { document: LegalDocumentName }) {
  return document === 'terms' ? <Trans>Terms of use</Trans> : <Trans>Privacy policy</Trans>;
}

function VersionTable({ document, versions }: { document: LegalDocumentName; versions: AdminVersion[] }) {
  const queryClient = useQueryClient();
  const publication = useMutation({
    mutationFn: async (id: number) => {
      await call(publishLegalVersion, { params: { id } });
      await queryClient.invalidateQueries({ queryKey: VERSIONS_KEY });
    },
  });
  const busyId = publication.isPending ? publication.variables : undefined;
  const error = publication.error ?? undefined;
  const publish = (id: number) => publication.mutate(id);
  return (
    <>
      <h2 className="provider-admin__subtitle" id={`legal-${document}`}>
        <DocumentName document={document} />
      </h2>
      {error !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(error)}</p>
        </div>
      )}
      <div className="provider-admin__table-wrap">
        <table className="provider-admin__table" aria-labelledby={`legal-${document}`}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Version</Trans>
              </th>
              <th scope="col">
                <Trans>Effective</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="provider-admin__number">
                <Trans>Accepted by</Trans>
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.legal_document_version_id}>
                <td>{version.version}</td>
                <td>{version.effective_on}</td>
                <td>{version.published_at ? <Trans>Published</Trans> : <Trans>Draft</Trans>}</td>
                <td className="provider-admin__number">{version.acceptances}</td>
                <td>
                  {version.published_at ? (
                    <a href={`/${document}?version=${version.version}`} target="_blank" rel="noopener">
                      <Trans>Read</Trans>
                    </a>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => publish(version.legal_document_version_id)}
                      isBusy={busyId === version.legal_document_version_id}
                    >
                      <Trans>Publish</Trans>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const EMPTY: VersionDraft = {
  effective_on: '',
  body_en: '',
  body_es: '',
  body_fr: '',
};

function NewVersionForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [document, setDocument] = useState<LegalDocumentName>('terms');
  const [publishNow, setPublishNow] = useState(true);
  const [saved, setSaved] = useState<AdminVersion>();
  const {
    values: draft,
    set,
    problems,
    serverError,
    isBusy,
    submit: send,
  } = useCreateForm<VersionDraft, keyof VersionDraft>(() => EMPTY, versionProblems);
  const serverFields = fieldErrorTexts(serverError);
  const fieldError = (field: keyof VersionDraft) => problems[field] ?? serverFields[field];

  const submit = () => {
    setSaved(undefined);
    return send(async (typed) => {
      const created = await call(createLegalVersion, {
        body: { document, ...typed, publish: publishNow },
      });
      await queryClient.invalidateQueries({ queryKey: VERSIONS_KEY });
      setSaved(created);
    });
  };

  const textArea = (field: 'body_en' | 'body_es' | 'body_fr', label: string, hint?: string) => (
    <FormField id={`legal-${field}`} label={label} hint={hint} error={fieldError(field)}>
      {(a11y) => (
        <textarea
          id={`legal-${field}`}
          className="form-field__input"
          rows={8}
          value={draft[field]}
          onChange={set(field)}
          {...a11y}
        />
      )}
    </FormField>
  );

  return (
    <form
      className="provider-admin__panel provider-admin__panel--after-table"
      aria-labelledby="legal-new-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <h2 id="legal-new-title" className="provider-admin__subtitle">
        <Trans>New version</Trans>
      </h2>
      <p className="provider-admin__muted">
        <Trans>
          Write &quot;## &quot; before a heading and &quot;- &quot; before a list item; leave a blank line between
          paragraphs. A language left empty shows the English text.
        </Trans>
      </p>
      {serverError !== undefined && Object.keys(serverFields).length === 0 && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(serverError)}</p>
        </div>
      )}
      {saved && (
        <p role="status">
          {saved.published_at ? (
            <Trans>Version {saved.version} is published.</Trans>
          ) : (
            <Trans>Version {saved.version} is saved as a draft.</Trans>
          )}
        </p>
      )}
      <div className="provider-admin__pair">
        <FormField id="legal-document" label={t`Document`}>
          {(a11y) => (
            <select
              id="legal-document"
              className="form-field__input"
              value={document}
              onChange={(event) => setDocument(event.target.value as LegalDocumentName)}
              {...a11y}
            >
              <option value="terms">{t`Terms of use`}</option>
              <option value="privacy">{t`Privacy policy`}</option>
            </select>
          )}
        </FormField>
        <TextField
          id="legal-effective_on"
          type="date"
          label={t`Effective date`}
          value={draft.effective_on}
          onChange={set('effective_on')}
          error={fieldError('effective_on')}
        />
      </div>
      {textArea('body_en', t`English text`)}
      {textArea('body_es', t`Spanish text`, t`Optional`)}
      {textArea('body_fr', t`French text`, t`Optional`)}
      <label className="provider-admin__check">
        <input type="checkbox" checked={publishNow} onChange={(event) => setPublishNow(event.target.checked)} />
        <Trans>Publish now (otherwise save as a draft)</Trans>
      </label>
      <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Saving…</Trans>}>
        <Trans>Save version</Trans>
      </Button>
    </form>
  );
}
