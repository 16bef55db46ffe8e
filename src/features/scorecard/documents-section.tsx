import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicantDocument } from '../../../contracts/applicant-documents.ts';
import { errorText } from '../../lib/error-text.ts';
import { downloadFile, viewFile } from '../../lib/file-transfer.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { DocumentDialog } from './document-dialog.tsx';
import { DOCUMENT_TYPE_LABELS } from './document-labels.ts';
import { deleteDocument, documentsQueryOptions } from './documents.queries.ts';
import { Section } from './scorecard-sections.tsx';
import { formatDate } from './scorecard-format.tsx';
import './documents-section.css';

function sizeText(locale: string, bytes: number): string {
  const format = (n: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${format(bytes / 1024 / 1024, 1)} MB`;
}

/** The hiring team's documents on the application (seed 001 section 7): upload, list, view, download, rename, delete. */
export function DocumentsSection({ userSmartreqId, isPrint }: { userSmartreqId: number; isPrint?: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const documents = useQuery(documentsQueryOptions(userSmartreqId));
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<ApplicantDocument>();
  const [deleting, setDeleting] = useState<ApplicantDocument>();
  const [deleteError, setDeleteError] = useState<string>();
  const fileFetch = useMutation({
    mutationFn: ({ doc, action }: { doc: ApplicantDocument; action: 'view' | 'download' }) =>
      action === 'view' ? viewFile(doc.url) : downloadFile(doc.url, doc.file_name),
    onError: (failure) => notify({ type: 'error', body: errorText(failure) }),
  });
  const removal = useMutation({
    mutationFn: (doc: ApplicantDocument) => deleteDocument(queryClient, userSmartreqId, doc.document_id),
    onSuccess: () => {
      setDeleting(undefined);
      notify({ type: 'success', body: t`Document deleted successfully` });
    },
    onError: (failure) => setDeleteError(errorText(failure)),
  });

  const fetchFile = (doc: ApplicantDocument, action: 'view' | 'download') => {
    if (fileFetch.isPending) return;
    fileFetch.mutate({ doc, action });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(undefined);
    removal.mutate(deleting);
  };

  const list = documents.data ?? [];
  const deletingTitle = deleting?.title ?? '';
  return (
    <Section id="scorecard-documents" title={<Trans>Documents</Trans>}>
      {documents.isPending && <p className="scorecard-section__muted">{t`Loading documents…`}</p>}
      {documents.isError && <p role="alert">{errorText(documents.error)}</p>}
      {documents.isSuccess && list.length === 0 && (
        <p className="scorecard-section__empty">
          <Trans>No documents yet.</Trans>
        </p>
      )}
      {list.length > 0 && (
        <ul className="scorecard-documents">
          {list.map((doc) => {
            const uploader = doc.uploaded_by
              ? `${doc.uploaded_by.first_name} ${doc.uploaded_by.last_name}`
              : t`A former user`;
            const when = formatDate(i18n.locale, doc.created_at);
            return (
              <li key={doc.document_id} className="scorecard-document">
                <p className="scorecard-document__head">
                  <strong className="scorecard-document__title">{doc.title}</strong>
                  <span className="scorecard-badge">{i18n._(DOCUMENT_TYPE_LABELS[doc.document_type])}</span>
                </p>
                <p className="scorecard-document__meta">
                  {doc.file_name} · {sizeText(i18n.locale, doc.size_bytes)}
                  <br />
                  <Trans>
                    Uploaded by {uploader} on <time dateTime={doc.created_at}>{when}</time>
                  </Trans>
                </p>
                {doc.note && <p className="scorecard-document__note">{doc.note}</p>}
                {!isPrint && (
                  <div className="scorecard-document__actions">
                    <Button
                      variant="secondary"
                      disabled={!isOnline || fileFetch.isPending}
                      onClick={() => fetchFile(doc, 'view')}
                      aria-label={t`View ${doc.title}`}
                    >
                      <Trans>View</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={!isOnline || fileFetch.isPending}
                      onClick={() => fetchFile(doc, 'download')}
                      aria-label={t`Download ${doc.title}`}
                    >
                      <Trans>Download</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={!isOnline}
                      onClick={() => setEditing(doc)}
                      aria-label={t`Edit ${doc.title}`}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={!isOnline}
                      onClick={() => {
                        setDeleteError(undefined);
                        setDeleting(doc);
                      }}
                      aria-label={t`Delete ${doc.title}`}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!isPrint && (
        <div className="scorecard-documents__add">
          <Button variant="secondary" disabled={!isOnline} onClick={() => setIsAdding(true)}>
            <Trans>Add document</Trans>
          </Button>
        </div>
      )}
      {!isPrint && (
        <>
          <DocumentDialog userSmartreqId={userSmartreqId} isOpen={isAdding} onClose={() => setIsAdding(false)} />
          {editing && (
            <DocumentDialog
              key={editing.document_id}
              userSmartreqId={userSmartreqId}
              document={editing}
              isOpen
              onClose={() => setEditing(undefined)}
            />
          )}
          <ConfirmDialog
            isOpen={deleting !== undefined}
            question={<Trans>Delete the document “{deletingTitle}”?</Trans>}
            detail={<Trans>The file is removed for the whole hiring team. This cannot be undone.</Trans>}
            confirmLabel={<Trans>Delete</Trans>}
            isBusy={removal.isPending}
            error={deleteError}
            onCancel={() => setDeleting(undefined)}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </Section>
  );
}
