import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './form/button.tsx';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  question: ReactNode;
  /** A second line under the question, e.g. that it cannot be undone. */
  detail?: ReactNode;
  /** The confirming button's text; Yes by default. */
  confirmLabel?: ReactNode;
  onCancel(): void;
  onConfirm(): void;
  isBusy?: boolean;
  /** A failure of the confirmed action, shown inside the dialog. */
  error?: string;
}

/** A modal yes/no question on the native dialog element: focus stays inside, Escape cancels. */
export function ConfirmDialog({
  isOpen,
  question,
  detail,
  confirmLabel,
  onCancel,
  onConfirm,
  isBusy,
  error,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal?.();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={questionId}
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onCancel();
      }}
    >
      <p id={questionId} className="confirm-dialog__question">
        {question}
      </p>
      {detail && <div className="confirm-dialog__detail">{detail}</div>}
      {error && (
        <p className="confirm-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} isBusy={isBusy}>
          {confirmLabel ?? <Trans>Yes</Trans>}
        </Button>
      </div>
    </dialog>
  );
}
