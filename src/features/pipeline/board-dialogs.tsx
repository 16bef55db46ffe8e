/**
 * What a move into the company's last stages asks (D384): into Hired, the start date (the hire makes
 * the employee, D169); into Offer, the offer form of the application (D370), handed in by the route.
 */
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isCalendarDate } from '../../../contracts/experience-dates.ts';
import type { BoardCard } from '../../../contracts/pipeline.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import '../../ui/form-dialog.css';
import { hireFromBoard } from './pipeline.queries.ts';

/** The application's offers and the form that starts one (the scorecard's Offers panel). */
export type OfferFormComponent = ComponentType<{ userSmartreqId: number }>;

export function HireStartDialog({
  card,
  stageName,
  onClose,
}: {
  card: BoardCard;
  stageName: string;
  /** `hired`: the hire went through. */
  onClose(hired: boolean): void;
}) {
  const { t } = useLingui();
  const [startDate, setStartDate] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const name = `${card.first_name} ${card.last_name}`;
  const hiring = useMutation({
    mutationFn: () => hireFromBoard(card.user_smartreq_id, startDate || null),
    onSuccess: () => onClose(true),
  });
  const submit = () => {
    if (startDate && !isCalendarDate(startDate)) {
      setFieldError(t`Enter a date as YYYY-MM-DD`);
      return;
    }
    setFieldError(undefined);
    hiring.mutate();
  };
  return (
    <FormDialog
      isOpen
      title={
        <Trans>
          Move {name} to {stageName}
        </Trans>
      }
      submitLabel={<Trans>Hire</Trans>}
      onCancel={() => onClose(false)}
      onSubmit={submit}
      isBusy={hiring.isPending}
      error={hiring.error ? errorText(hiring.error) : undefined}
    >
      <p className="form-dialog__detail">
        <Trans>
          They are hired and added to Employees with this requisition's job and location. Without a start date, the
          offer's start date is taken, else today.
        </Trans>
      </p>
      <TextField
        id="board-hire-start-date"
        type="date"
        label={<Trans>Start date</Trans>}
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
        error={fieldError ?? (hiring.error ? fieldErrorTexts(hiring.error).start_date : undefined)}
      />
    </FormDialog>
  );
}

/** The offer form of a card moved into Offer, in a modal the candidate's board stays behind. */
export function OfferFormDialog({
  card,
  stageName,
  OfferForm,
  onClose,
}: {
  card: BoardCard;
  stageName: string;
  OfferForm: OfferFormComponent;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  const name = `${card.first_name} ${card.last_name}`;
  return (
    <dialog
      ref={ref}
      className="form-dialog board-offer-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="form-dialog__title">
        <Trans>
          {name} is in {stageName}: make the offer
        </Trans>
      </h2>
      <OfferForm userSmartreqId={card.user_smartreq_id} />
      <div className="form-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </dialog>
  );
}
