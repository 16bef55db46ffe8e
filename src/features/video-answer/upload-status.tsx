/** What the candidate reads about one answer's upload: its progress, a refusal, or an upload parked for another device. */
import { Trans } from '@lingui/react/macro';
import type { UploadRecord } from '../../offline/db.ts';
import { uploadPercent } from '../../offline/upload-queue.ts';
import { Button } from '../../ui/form/button.tsx';

export function RefusalText({ reason }: { reason: string | null | undefined }) {
  switch (reason) {
    case 'unsupported_format':
      return <Trans>Only MP4, WebM, and Ogg video formats are supported.</Trans>;
    case 'too_long':
      return <Trans>This answer is longer than the time limit. Please record a shorter one.</Trans>;
    case 'checksum_mismatch':
      return <Trans>The file arrived damaged. Please record or upload it again.</Trans>;
    case 'no_duration':
      return <Trans>We could not tell how long this answer is. Please record it again.</Trans>;
    case 'too_large':
      return <Trans>This file is too large. Please choose a shorter recording.</Trans>;
    default:
      return <Trans>This answer could not be accepted. Please try again.</Trans>;
  }
}

export function UploadProgress({ row, isOnline }: { row: UploadRecord; isOnline: boolean }) {
  const percent = uploadPercent({
    status: row.status,
    failures: 0,
    nextAttemptAt: 0,
    bytesSent: row.bytesSent ?? 0,
    size: row.size ?? 0,
  });
  return (
    <div className="va-progress">
      <progress max={100} value={percent} aria-labelledby={`va-progress-${row.id}`} />
      <p id={`va-progress-${row.id}`} className="va-progress__text" role="status">
        {!isOnline ? (
          <Trans>
            Upload paused: waiting for a connection ({percent}%). It resumes by itself; your recording is saved on this
            device.
          </Trans>
        ) : row.status === 'queued' && (row.failures ?? 0) > 0 ? (
          <Trans>The upload failed; retrying soon ({percent}%).</Trans>
        ) : (
          <Trans>Uploading… {percent}%</Trans>
        )}
      </p>
    </div>
  );
}

/** A recording whose upload the server refused because another device writes the activity. */
export function ParkedUpload({ isBlocked, onResume }: { isBlocked: boolean; onResume(): void }) {
  return (
    <div className="notice notice--warning" role="status">
      <p>
        <Trans>
          This recording is saved on this device. Its upload waits because the activity is open on another device.
        </Trans>
      </p>
      {!isBlocked && (
        <Button variant="secondary" onClick={onResume}>
          <Trans>Upload it from this device</Trans>
        </Button>
      )}
    </div>
  );
}
