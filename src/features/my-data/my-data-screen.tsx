/** /user/my-data: the candidate downloads everything held about them as one archive (decision D123). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { fillPath } from '../../../contracts/endpoint.ts';
import { call } from '../../lib/api-client.ts';
import { dataExportFile, startDataExport } from '../../lib/api/data-rights.ts';
import { errorText } from '../../lib/error-text.ts';
import { downloadFile } from '../../lib/file-transfer.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { isDownloadable, latestExportQueryOptions, myDataKey } from './my-data.queries.ts';
import './my-data.css';

export function MyDataScreen({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Download my data`);
  const queryClient = useQueryClient();
  const latest = useQuery(latestExportQueryOptions(userId));
  const start = useMutation({
    mutationFn: () => call(startDataExport, { params: { userId } }),
    onSuccess: (row) => queryClient.setQueryData(myDataKey(userId), row),
  });
  const download = useMutation({
    mutationFn: (exportId: string) =>
      downloadFile(fillPath(dataExportFile.path, { userId, exportId }), 'assay-my-data.zip'),
  });
  const row = latest.data;
  const ready = isDownloadable(row);
  const preparing = row?.status === 'queued';
  const failure = start.error ?? download.error ?? latest.error;
  return (
    <section className="my-data" aria-labelledby="my-data-title">
      <h1 id="my-data-title">
        <Trans>Download my data</Trans>
      </h1>
      <p>
        <Trans>
          Get one archive (a zip file) with everything Assay holds about you: your account and profile, your
          applications, your answers and scores, your interviews and offers, and your files (resume, recordings,
          documents, signed offers). A file named README.txt explains each part.
        </Trans>
      </p>
      <div className="my-data__status" role="status" aria-live="polite">
        {latest.isPending && <Trans>Loading…</Trans>}
        {preparing && <Trans>We are preparing your archive. This page updates by itself when it is ready.</Trans>}
        {ready && (
          <Trans>
            Your archive is ready ({i18n.number(Math.max(1, Math.round((row.size_bytes ?? 0) / 1024)))} KB). You can
            download it until {i18n.date(new Date(row.expires_at!), { dateStyle: 'long' })}.
          </Trans>
        )}
        {row?.status === 'failed' && <Trans>We could not prepare your archive. Please ask again.</Trans>}
      </div>
      {failure && (
        <p className="my-data__error" role="alert">
          {errorText(failure)}
        </p>
      )}
      <div className="my-data__actions">
        {ready && (
          <Button
            onClick={() => download.mutate(row.export_id)}
            isBusy={download.isPending}
            busyLabel={t`Downloading…`}
          >
            <Trans>Download my archive</Trans>
          </Button>
        )}
        {!preparing && !latest.isPending && (
          <Button
            variant={ready ? 'secondary' : 'primary'}
            onClick={() => start.mutate()}
            isBusy={start.isPending}
            busyLabel={t`Asking…`}
          >
            {ready ? <Trans>Prepare a new archive</Trans> : <Trans>Prepare my archive</Trans>}
          </Button>
        )}
      </div>
      <h2>
        <Trans>Delete my account</Trans>
      </h2>
      <p>
        <Link to="/user/delete-account">
          <Trans>Delete my account and personal data</Trans>
        </Link>
      </p>
    </section>
  );
}
