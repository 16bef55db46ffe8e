import { Trans } from '@lingui/react/macro';
import type { Experience } from '../../../contracts/experience.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

export interface DeleteExperienceDialogProps {
  entry?: Experience;
  isBusy: boolean;
  error?: string;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before removing an entry. */
export function DeleteExperienceDialog({ entry, isBusy, error, onCancel, onConfirm }: DeleteExperienceDialogProps) {
  const title = entry?.title ?? '';
  const company = entry?.company_name ?? '';
  return (
    <ConfirmDialog
      isOpen={entry !== undefined}
      question={
        entry && (
          <Trans>
            Delete {title} at {company}?
          </Trans>
        )
      }
      detail={<Trans>This cannot be undone.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      isBusy={isBusy}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
