import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Experience } from '../../../contracts/experience.ts';
import { Button } from '../../ui/form/button.tsx';

export interface DeleteExperienceDialogProps {
  entry?: Experience;
  isBusy: boolean;
  error?: string;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * Asks before removing an entry, on the native modal dialog (focus stays inside, Escape cancels).
 * The candidate feature has a similar dialog; features may not import each other.
 */
export function DeleteExperienceDialog({ entry, isBusy, error, onCancel, onConfirm }: DeleteExperienceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const isOpen = entry !== undefined;
  const title = entry?.title ?? '';
  const company = entry?.company_name ?? '';
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal?.();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      className="experience-dialog"
      aria-labelledby="experience-dialog-question"
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onCancel();
      }}
    >
      <p id="experience-dialog-question" className="experience-dialog__question">
        {entry && (
          <Trans>
            Delete {title} at {company}?
          </Trans>
        )}
      </p>
      <p className="experience-dialog__note">
        <Trans>This cannot be undone.</Trans>
      </p>
      {error && (
        <p className="experience-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="experience-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} isBusy={isBusy}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </dialog>
  );
}
