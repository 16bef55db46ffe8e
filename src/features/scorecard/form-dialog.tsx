import { useEffect, useId, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';

export interface FormDialogProps {
  isOpen: boolean;
  title: ReactNode;
  submitLabel: ReactNode;
  onCancel(): void;
  onSubmit(): void;
  isBusy?: boolean;
  /** A failure of the submitted action, shown above the fields. */
  error?: string;
  children: ReactNode;
}

/** A modal form on the native dialog element: labelled by its heading, focus stays inside, Escape cancels. */
export function FormDialog({ isOpen, title, submitLabel, onCancel, onSubmit, isBusy, error, children }: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal?.();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) onSubmit();
  };
  return (
    <dialog
      ref={ref}
      className="scorecard-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onCancel();
      }}
    >
      {isOpen && (
        <form className="scorecard-dialog__form" onSubmit={submit} noValidate>
          <h2 id={titleId} className="scorecard-dialog__title">
            {title}
          </h2>
          {error && (
            <p className="scorecard-dialog__error" role="alert">
              {error}
            </p>
          )}
          {children}
          <div className="scorecard-dialog__actions">
            <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" isBusy={isBusy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
