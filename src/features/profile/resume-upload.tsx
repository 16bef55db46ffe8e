import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESUME_ACCEPT, RESUME_MAX_BYTES, type Resume } from '../../../contracts/resume.ts';
import { fillPath } from '../../../contracts/endpoint.ts';

import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { downloadFile } from '../../lib/file-transfer.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { removeResume, sendResume } from './profile.queries.ts';
import { resumeOriginalFile } from '../../lib/api/resume.ts';
import { KeptInTabOnly } from '../../ui/kept-in-tab-only.tsx';

export interface ResumeUploadProps {
  id: string;
  userId: number;
  resume: Resume | null;
  isRequired?: boolean;
  /** A message from the form (resume required), shown with the control. */
  error?: string;
  onChange?(resume: Resume | null): void;
  /**
   * Offline, a chosen file is kept on the device and uploaded when the network returns (the
   * application form: src/offline/application-form.ts). Without it, uploading needs the network.
   */
  onQueue?(file: File): Promise<void>;
  /** The form was submitted and waits to be sent: the resume can no longer change. */
  isDisabled?: boolean;
  /** The resume this device keeps for upload, and where it stands. */
  queued?: {
    fileName: string;
    size: number;
    status: 'queued' | 'uploading' | 'done' | 'refused';
    refusalMessage?: string;
    /** Held in this page, not on the device: the disk refused it (a full disk, D347). */
    isKeptInTabOnly?: boolean;
  };
  /**
   * A resume this tab held in memory (a full disk) that a reload lost before it was uploaded or
   * stored (D354): named, and asked for again until another file is chosen.
   */
  lostFileName?: string;
  /** The form was submitted with the lost resume: it waits on this device for another (D376). */
  isFormWaiting?: boolean;
  /** The form waits for the lost resume, which is optional: the candidate's way to send it without (D394). */
  onSendWithout?(): void;
}

/** Resume upload failure uses the server's error message (seed 000 section 8); 5xx and network failures get ours. */
function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.hasResponse && error.status! < 500 && error.serverMessage)
    return error.serverMessage;
  return errorText(error);
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} K`;
  return `${(bytes / 1024 / 1024).toFixed(1)} M`;
}

/** Upload, replace, download and delete the candidate's resume (pdf, docx, doc or txt, 5 MB at most). */
export function ResumeUpload({
  id,
  userId,
  resume,
  isRequired,
  error,
  onChange,
  onQueue,
  queued,
  isDisabled,
  lostFileName,
  isFormWaiting,
  onSendWithout,
}: ResumeUploadProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const isUploading = progress !== undefined;
  const shownError = problem ?? error;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const upload = async (file: File) => {
    setProblem(undefined);
    if (file.size > RESUME_MAX_BYTES) {
      setProblem(t`The file is larger than 5 MB. Upload a smaller file.`);
      return;
    }
    if (!isOnline && onQueue) {
      try {
        await onQueue(file);
      } catch {
        setProblem(t`This file could not be saved on this device. Please try again.`);
      } finally {
        if (input.current) input.current.value = '';
      }
      return;
    }
    setProgress(0);
    try {
      const saved = await sendResume(queryClient, file, setProgress);
      onChange?.(saved);
    } catch (failure) {
      setProblem(uploadErrorText(failure));
    } finally {
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    setIsDeleting(true);
    try {
      await removeResume(queryClient, userId);
      onChange?.(null);
      setIsConfirming(false);
    } catch (failure) {
      setProblem(errorText(failure));
      setIsConfirming(false);
    } finally {
      setIsDeleting(false);
    }
  };

  const download = async () => {
    if (!resume) return;
    setProblem(undefined);
    try {
      await downloadFile(fillPath(resumeOriginalFile.path, { id: resume.resume_id }), resume.file_name);
    } catch (failure) {
      setProblem(errorText(failure));
    }
  };

  return (
    <div className={shownError ? 'form-field form-field--invalid resume-upload' : 'form-field resume-upload'}>
      <label className="form-field__label" htmlFor={id}>
        {resume ? <Trans>Replace your resume</Trans> : <Trans>Upload your resume</Trans>}
        {isRequired && (
          <span className="resume-upload__required">
            {' '}
            <Trans>(required)</Trans>
          </span>
        )}
      </label>
      <p className="form-field__hint" id={hintId}>
        <Trans>PDF, Word (.docx or .doc) or plain text (.txt), up to 5 MB.</Trans>
      </p>
      {shownError && (
        <p className="form-field__error" id={errorId} role="alert">
          {shownError}
        </p>
      )}
      {resume && (
        <div className="resume-upload__current">
          <p className="resume-upload__file">
            <strong>{resume.file_name}</strong>{' '}
            <span className="resume-upload__meta">
              ({sizeText(resume.size_bytes)},{' '}
              <Trans>uploaded {i18n.date(resume.created_at, { dateStyle: 'medium' })}</Trans>)
            </span>
          </p>
          <div className="resume-upload__actions">
            <Button variant="secondary" onClick={() => void download()} disabled={!isOnline}>
              <Trans>Download</Trans>
              <span className="visually-hidden"> {resume.file_name}</span>
            </Button>
            <Button variant="secondary" onClick={() => setIsConfirming(true)} disabled={!isOnline || isUploading}>
              <Trans>Delete</Trans>
              <span className="visually-hidden"> {resume.file_name}</span>
            </Button>
          </div>
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={RESUME_ACCEPT}
        className="resume-upload__input"
        disabled={(!isOnline && !onQueue) || isUploading || isDisabled}
        aria-describedby={[hintId, shownError ? errorId : undefined].filter(Boolean).join(' ')}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {isUploading && (
        <div className="resume-upload__progress">
          <label htmlFor={`${id}-progress`}>
            <Trans>Uploading…</Trans>
          </label>
          <progress id={`${id}-progress`} max={100} value={Math.round(progress * 100)}>
            {Math.round(progress * 100)}%
          </progress>
        </div>
      )}
      {lostFileName && (
        <p className="form-field__error resume-upload__lost">
          <Trans>
            {lostFileName} was not kept: this page was reloaded or closed before this device could store or send it.
            Please choose your resume again.
          </Trans>
          {isFormWaiting && (
            <>
              {' '}
              <Trans>Your submitted form waits for it on this device and is sent with it.</Trans>
            </>
          )}
        </p>
      )}
      {lostFileName && onSendWithout && (
        <Button variant="secondary" onClick={onSendWithout}>
          <Trans>Send the form without it</Trans>
        </Button>
      )}
      {queued && queued.status !== 'done' && <QueuedResume queued={queued} isOnline={isOnline} />}
      {!isOnline && !onQueue && (
        <p className="resume-upload__offline" role="status">
          <Trans>You're offline. Connect to the internet to upload or change your resume.</Trans>
        </p>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        question={<Trans>Delete your resume?</Trans>}
        detail={resume ? resume.file_name : undefined}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={isDeleting}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

/** A resume kept on this device until it can be uploaded (queued offline), and where it stands. */
function QueuedResume({ queued, isOnline }: { queued: NonNullable<ResumeUploadProps['queued']>; isOnline: boolean }) {
  const { fileName } = queued;
  return (
    <div className="resume-upload__queued" role="status">
      <p className="resume-upload__file">
        <strong>{fileName}</strong> ({sizeText(queued.size)})
      </p>
      {queued.status === 'refused' ? (
        <p className="form-field__error">
          {queued.refusalMessage ? (
            <Trans>The file was not accepted: {queued.refusalMessage} Please choose another file.</Trans>
          ) : (
            <Trans>The file was not accepted. Please choose another file.</Trans>
          )}
        </p>
      ) : queued.isKeptInTabOnly ? (
        // Not "Saved on this device": the disk refused it; the words every question screen uses (D334).
        <p>
          <KeptInTabOnly className="form-field__error" />
        </p>
      ) : queued.status === 'uploading' || isOnline ? (
        <p>
          <Trans>Saved on this device. Uploading…</Trans>
        </p>
      ) : (
        <p>
          <Trans>Queued on this device: it will be sent when you're back online.</Trans>
        </p>
      )}
    </div>
  );
}
