import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type RefObject } from 'react';
import { ANSWER_FILE_ACCEPT, ANSWER_FILE_MAX_BYTES } from '../../../contracts/screening-rules.ts';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import { KeptInTabOnly } from '../../ui/kept-in-tab-only.tsx';
import { ErrorText, Hint, RequiredMark } from './question-field.tsx';

/**
 * Where an attached file stands: kept on this device and waiting for a connection, being sent,
 * on the server, refused by it (with its reason), or, without IndexedDB, only on this page; or
 * held in this tab because the disk refused it (a full disk, D347) until it is uploaded.
 */
export type AttachedFileState = 'waiting' | 'uploading' | 'uploaded' | 'refused' | 'not-saved' | 'kept';

export interface AttachedFile {
  fileName: string;
  size: number;
  state: AttachedFileState;
  refusalMessage?: string;
}

export interface FileQuestionFieldProps {
  question: CandidateQuestion;
  attached: AttachedFile | undefined;
  error?: string;
  isOnline: boolean;
  /** Whether an attached file is kept on this device (false when IndexedDB cannot be used). */
  isKeptOnDevice: boolean;
  /**
   * A file this tab held in memory for this question (a full disk) that a reload lost before it was
   * uploaded or stored (D354): named, and asked for again.
   */
  lostFileName?: string;
  /** Resolves once the file is kept (on the device, or in the page without IndexedDB). */
  onAttach: (file: File) => Promise<void>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function sizeText(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(locale).format(Math.round(bytes / 1024))} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}

/** A file question: the question as the page's heading, a file picker, and where the attached file stands. */
export function FileQuestionField({
  question,
  attached,
  error,
  isOnline,
  isKeptOnDevice,
  lostFileName,
  onAttach,
  headingRef,
}: FileQuestionFieldProps) {
  const { t, i18n } = useLingui();
  const id = question.item_id;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [problem, setProblem] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const shownError = problem ?? error;

  async function picked(file: File | undefined) {
    setProblem(undefined);
    if (!file) return;
    if (file.size === 0) {
      setProblem(t`The file is empty. Choose another file.`);
      return;
    }
    if (file.size > ANSWER_FILE_MAX_BYTES) {
      setProblem(t`The file is larger than 5 MB. Choose a smaller file.`);
      return;
    }
    setIsSaving(true);
    try {
      await onAttach(file);
    } catch {
      setProblem(
        isKeptOnDevice
          ? t`This file could not be saved on this device. Please try again.`
          : t`This file could not be attached. Please try again.`,
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className={shownError ? 'sq-field sq-field--invalid' : 'sq-field'}>
      <h1 ref={headingRef} tabIndex={-1} className="sq-question">
        <label htmlFor={id}>
          {question.question_text}
          <RequiredMark isRequired={question.is_required} />
        </label>
      </h1>
      <Hint id={hintId}>
        {question.help_text && <>{question.help_text} </>}
        <Trans>PDF, Word, plain text, PNG or JPEG, 5 MB at most.</Trans>
      </Hint>
      <ErrorText id={errorId} error={shownError} />
      <input
        id={id}
        name={id}
        type="file"
        className="sq-file"
        accept={question.settings.accept || ANSWER_FILE_ACCEPT}
        aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={shownError ? true : undefined}
        disabled={isSaving}
        onChange={(event) => void picked(event.target.files?.[0])}
      />
      <div className="sq-file-status" role="status">
        {lostFileName && (
          <p className="sq-error">
            <Trans>
              {lostFileName} was not kept: this page was reloaded or closed before this device could store or send it.
              Please attach it again.
            </Trans>
          </p>
        )}
        {attached && (
          <>
            <p className="sq-file-status__name">
              <Trans>
                Attached: {attached.fileName} ({sizeText(attached.size, i18n.locale)})
              </Trans>
            </p>
            <AttachedLine attached={attached} isOnline={isOnline} />
          </>
        )}
      </div>
    </div>
  );
}

function AttachedLine({ attached, isOnline }: { attached: AttachedFile; isOnline: boolean }) {
  switch (attached.state) {
    case 'uploaded':
      return (
        <p className="sq-saved">
          <span aria-hidden="true">✓</span> <Trans>Uploaded</Trans>
        </p>
      );
    case 'uploading':
      return (
        <p className="sq-file-status__line">
          <Trans>Saved on this device. Uploading…</Trans>
        </p>
      );
    case 'waiting':
      return (
        <p className="sq-file-status__line">
          {isOnline ? (
            <Trans>Saved on this device. It will be uploaded in a moment.</Trans>
          ) : (
            <Trans>Saved on this device. It will be uploaded when you're back online.</Trans>
          )}
        </p>
      );
    case 'kept':
      // Not "Saved on this device": the disk refused it (D347); the words every question screen uses (D334).
      return (
        <p className="sq-file-status__line">
          <KeptInTabOnly className="sq-error" />
        </p>
      );
    case 'not-saved':
      return (
        <p className="sq-file-status__line">
          {isOnline ? (
            <Trans>Uploading…</Trans>
          ) : (
            <Trans>
              Not saved yet: you're offline. The file stays on this page and is uploaded when you're back online.
            </Trans>
          )}
        </p>
      );
    case 'refused':
      return (
        <p className="sq-error">
          {attached.refusalMessage ? (
            <Trans>The file was not accepted: {attached.refusalMessage} Please choose another file.</Trans>
          ) : (
            <Trans>The file was not accepted. Please choose another file.</Trans>
          )}
        </p>
      );
  }
}
