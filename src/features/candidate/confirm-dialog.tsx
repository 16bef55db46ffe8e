import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  question: ReactNode;
  onCancel(): void;
  onConfirm(): void;
  isBusy?: boolean;
  /** A failure of the confirmed action, shown inside the dialog. */
  error?: string;
}

/** A modal yes/no question on the native dialog element: focus stays inside, Escape cancels. */
export function ConfirmDialog({ isOpen, question, onCancel, onConfirm, isBusy, error }: ConfirmDialogProps) {
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
          <Trans>Yes</Trans>
        </Button>
      </div>
    </dialog>
  );
}
