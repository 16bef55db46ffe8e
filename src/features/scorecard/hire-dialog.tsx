import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { isCalendarDate } from '../../../contracts/experience-dates.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { ApplicantData } from '../../../contracts/scorecard.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { hire } from './scorecard.queries.ts';

export interface HireDialogProps {
  isOpen: boolean;
  applicant: ApplicantData;
  onClose(hired: boolean): void;
}

type Field = 'first_name' | 'last_name' | 'phone_number' | 'hire_start_date';

/** Hire: the applicant's personal data is saved first, then the hire, then the scorecard reloads (seed 001 section 4). */
export function HireDialog({ isOpen, applicant, onClose }: HireDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const initial = () => ({
    first_name: applicant.first_name,
    last_name: applicant.last_name,
    phone_number: applicant.phone_number ?? '',
    hire_start_date: applicant.hire_start_date ?? '',
  });
  const [values, setValues] = useState<Record<Field, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string>();

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const close = (hired: boolean) => {
    setValues(initial());
    setErrors({});
    setError(undefined);
    onClose(hired);
  };
  const sending = useMutation({
    mutationFn: async () => {
      await hire(queryClient, {
        user_smartreq_id: applicant.user_smartreq_id,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone_number: values.phone_number.trim() || null,
        hire_start_date: values.hire_start_date || null,
      });
      close(true);
    },
    onError: (failure) => {
      const isRejected = failure instanceof ApiError && failure.code === ErrorCode.conflict;
      setError(isRejected ? t`A rejected applicant cannot be hired. Recover the applicant first.` : errorText(failure));
      setErrors(fieldErrorTexts(failure));
    },
  });
  const isBusy = sending.isPending;

  const submit = () => {
    const problems: Partial<Record<Field, string>> = {};
    if (!values.first_name.trim()) problems.first_name = t`Enter a first name`;
    if (!values.last_name.trim()) problems.last_name = t`Enter a last name`;
    if (values.phone_number && !/^[0-9+()\-. ]*$/.test(values.phone_number))
      problems.phone_number = t`Enter a phone number`;
    if (values.hire_start_date && !isCalendarDate(values.hire_start_date))
      problems.hire_start_date = t`Enter a date as YYYY-MM-DD`;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setError(undefined);
    sending.mutate();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={<Trans>Hire applicant</Trans>}
      submitLabel={<Trans>Hire</Trans>}
      onCancel={() => close(false)}
      onSubmit={() => void submit()}
      isBusy={isBusy}
      error={error}
    >
      <p className="scorecard-dialog__hint">
        <Trans>Check the applicant's personal data. It is saved first, then the applicant is hired.</Trans>
      </p>
      {applicant.job_type_id === JOB_TYPE.requisition && (
        <p className="scorecard-dialog__hint">
          <Trans>
            They are then added to Employees with this requisition's job and location; their application and scores stay
            on their person page.
          </Trans>
        </p>
      )}
      <TextField
        id="hire-first-name"
        label={<Trans>First name</Trans>}
        autoComplete="off"
        value={values.first_name}
        onChange={set('first_name')}
        error={errors.first_name}
      />
      <TextField
        id="hire-last-name"
        label={<Trans>Last name</Trans>}
        autoComplete="off"
        value={values.last_name}
        onChange={set('last_name')}
        error={errors.last_name}
      />
      <TextField
        id="hire-phone"
        type="tel"
        label={<Trans>Phone number (optional)</Trans>}
        autoComplete="off"
        value={values.phone_number}
        onChange={set('phone_number')}
        error={errors.phone_number}
      />
      <TextField
        id="hire-start-date"
        type="date"
        label={<Trans>Start date (optional)</Trans>}
        value={values.hire_start_date}
        onChange={set('hire_start_date')}
        error={errors.hire_start_date}
      />
    </FormDialog>
  );
}
