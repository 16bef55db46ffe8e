/** Edit and Remove for one offer field or letter template; removing asks first and keeps a refusal in the dialog. */
import { Trans, useLingui } from '@lingui/react/macro';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { useDeletion } from '../../ui/company-list/company-list.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';

export function EntryActions({
  name,
  onEdit,
  onRemove,
}: {
  name: string;
  onEdit(): void;
  onRemove(): Promise<unknown>;
}) {
  const { t } = useLingui();
  const deletion = useDeletion<string>();
  return (
    <>
      <Button variant="secondary" onClick={onEdit} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Button>{' '}
      <Button variant="secondary" aria-label={t`Remove ${name}`} onClick={() => deletion.ask(name)}>
        <Trans>Remove</Trans>
      </Button>
      <ConfirmDialog
        isOpen={deletion.deleting !== undefined}
        question={t`Remove ${name}?`}
        confirmLabel={<Trans>Remove</Trans>}
        isBusy={deletion.isBusy}
        error={deletion.deleteError === undefined ? undefined : offerErrorText(deletion.deleteError)}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm(async () => void (await onRemove()))}
      />
    </>
  );
}
