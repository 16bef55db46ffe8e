import { useEffect, useId, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './form/button.tsx';
import './form-dialog.css';

export interface FormDialogProps {
  isOpen: boolean;
  title: ReactNode;
  /** What the action applies to, e.g. "3 applicants selected". */
  detail?: ReactNode;
  submitLabel: ReactNode;
  onCancel(): void;
  onSubmit(): void;
  isBusy?: boolean;
  /** A failure of the submitted action, shown below the fields. */
  error?: string;
  children: ReactNode;
}

/** A modal form on the native dialog element: labelled by its title, Escape cancels, focus stays inside. */
export function FormDialog({
  isOpen,
  title,
  detail,
  submitLabel,
  onCancel,
  onSubmit,
  isBusy,
  error,
  children,
}: FormDialogProps) {
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
      className="form-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onCancel();
      }}
    >
      {isOpen && (
        <form onSubmit={submit} noValidate>
          <h2 id={titleId} className="form-dialog__title">
            {title}
          </h2>
          {detail && <p className="form-dialog__detail">{detail}</p>}
          <div className="form-dialog__fields">{children}</div>
          {error && (
            <p className="form-dialog__error" role="alert">
              {error}
            </p>
          )}
          <div className="form-dialog__actions">
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
