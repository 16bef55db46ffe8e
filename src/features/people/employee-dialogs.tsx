/**
 * The two forms of /people: an employee's details (add or edit) and the end of an employment.
 * Problems show next to their field, checked here first with the server's own rules
 * (contracts/people-rules.ts); what was typed stays after a refusal.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEPARATION_TYPES, type Employee, type SaveEmployee, type SeparationType } from '../../../contracts/people.ts';
import { employeeProblems, endEmploymentProblems } from '../../../contracts/people-rules.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { endEmploymentOf, saveEmployee, separationReasonNamesQueryOptions } from './people.queries.ts';
import { problemTexts, refusalTexts, separationTypeLabel } from './people-texts.ts';

const today = () => new Date().toISOString().slice(0, 10);

type EmployeeValues = Required<{ [K in keyof SaveEmployee]: string }>;

function valuesOf(employee: Employee | undefined): EmployeeValues {
  return {
    first_name: employee?.first_name ?? '',
    last_name: employee?.last_name ?? '',
    email: employee?.email ?? '',
    job_title: employee?.job_title ?? '',
    location: employee?.location ?? '',
    start_date: employee?.start_date ?? '',
    supervisor_email: employee?.supervisor_email ?? '',
    hired_from_ref_id: employee?.hired_from_ref_id ?? '',
  };
}

function bodyOf(values: EmployeeValues): SaveEmployee {
  return {
    ...values,
    email: values.email.trim() || null,
    supervisor_email: values.supervisor_email.trim() || null,
    hired_from_ref_id: values.hired_from_ref_id.trim() || null,
  };
}

/** Add an employee (no `employee`) or edit one. */
export function EmployeeDialog({
  accountId,
  employee,
  onClose,
  onSaved,
}: {
  accountId: number;
  employee?: Employee;
  onClose(): void;
  onSaved(saved: Employee): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(employee));
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalTexts>>();
  const saving = useMutation({
    mutationFn: (body: SaveEmployee) => saveEmployee(queryClient, accountId, employee?.employee_id, body),
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => setRefusal(refusalTexts(error)),
  });
  const problems = checked ? problemTexts(employeeProblems(bodyOf(values), today())) : {};
  const errorOf = (field: keyof EmployeeValues) => problems[field] ?? refusal?.fields[field];
  const set = (field: keyof EmployeeValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = () => {
    setChecked(true);
    setRefusal(undefined);
    if (employeeProblems(bodyOf(values), today()).length > 0) return;
    saving.mutate(bodyOf(values));
  };

  return (
    <FormDialog
      isOpen
      title={employee ? <Trans>Edit employee</Trans> : <Trans>Add an employee</Trans>}
      submitLabel={employee ? <Trans>Save</Trans> : <Trans>Add employee</Trans>}
      onCancel={onClose}
      onSubmit={submit}
      isBusy={saving.isPending}
      error={refusal?.summary}
    >
      <TextField
        id="employee-first-name"
        label={t`First name`}
        autoComplete="off"
        value={values.first_name}
        onChange={set('first_name')}
        error={errorOf('first_name')}
      />
      <TextField
        id="employee-last-name"
        label={t`Last name`}
        autoComplete="off"
        value={values.last_name}
        onChange={set('last_name')}
        error={errorOf('last_name')}
      />
      <TextField
        id="employee-email"
        type="email"
        label={t`Email address (optional)`}
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errorOf('email')}
      />
      <TextField
        id="employee-job"
        label={t`Job`}
        autoComplete="off"
        value={values.job_title}
        onChange={set('job_title')}
        error={errorOf('job_title')}
      />
      <TextField
        id="employee-location"
        label={t`Location (optional)`}
        autoComplete="off"
        value={values.location}
        onChange={set('location')}
        error={errorOf('location')}
      />
      <TextField
        id="employee-start"
        type="date"
        label={t`Start date`}
        value={values.start_date}
        onChange={set('start_date')}
        error={errorOf('start_date')}
      />
      <TextField
        id="employee-supervisor"
        type="email"
        label={t`Supervisor's email (optional)`}
        hint={t`Supervisors answer the outcome questions about their people.`}
        autoComplete="off"
        value={values.supervisor_email}
        onChange={set('supervisor_email')}
        error={errorOf('supervisor_email')}
      />
      <TextField
        id="employee-application"
        label={t`Hired from application (optional)`}
        hint={t`The application reference: the applicant's assessment history stays with the employee.`}
        autoComplete="off"
        value={values.hired_from_ref_id}
        onChange={set('hired_from_ref_id')}
        error={errorOf('hired_from_ref_id')}
      />
    </FormDialog>
  );
}

/** End an employment: the last day, voluntary or involuntary, and why (the company's reasons of that type are suggested; any text is kept). */
export function EndEmploymentDialog({
  accountId,
  employee,
  onClose,
  onSaved,
}: {
  accountId: number;
  employee: Employee;
  onClose(): void;
  onSaved(saved: Employee): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ end_date: today(), separation_type: '', separation_reason: '' });
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalTexts>>();
  const ending = useMutation({
    mutationFn: (body: typeof values) => endEmploymentOf(queryClient, accountId, employee.employee_id, body),
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => setRefusal(refusalTexts(error)),
  });
  const problems = checked ? problemTexts(endEmploymentProblems(values, employee.start_date, today())) : {};
  const errorOf = (field: keyof typeof values) => problems[field] ?? refusal?.fields[field];
  const name = `${employee.first_name} ${employee.last_name}`;
  const type = (SEPARATION_TYPES as readonly string[]).includes(values.separation_type)
    ? (values.separation_type as SeparationType)
    : undefined;
  const suggestions = useQuery({
    ...separationReasonNamesQueryOptions(accountId, type ?? 'voluntary'),
    enabled: type !== undefined,
  });

  const submit = () => {
    setChecked(true);
    setRefusal(undefined);
    if (endEmploymentProblems(values, employee.start_date, today()).length > 0) return;
    ending.mutate(values);
  };

  return (
    <FormDialog
      isOpen
      title={<Trans>End employment</Trans>}
      detail={name}
      submitLabel={<Trans>End employment</Trans>}
      onCancel={onClose}
      onSubmit={submit}
      isBusy={ending.isPending}
      error={refusal?.summary}
    >
      <TextField
        id="end-date"
        type="date"
        label={t`Last day`}
        value={values.end_date}
        onChange={(e) => setValues((v) => ({ ...v, end_date: e.target.value }))}
        error={errorOf('end_date')}
      />
      <FormField id="end-type" label={t`Separation type`} error={errorOf('separation_type')}>
        {(a11y) => (
          <select
            id="end-type"
            className="form-field__input"
            value={values.separation_type}
            onChange={(e) => setValues((v) => ({ ...v, separation_type: e.target.value }))}
            {...a11y}
          >
            <option value="">{t`Choose…`}</option>
            {SEPARATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {separationTypeLabel(type)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="end-reason"
        label={t`Reason`}
        hint={t`Choose one of the company's reasons or write another.`}
        error={errorOf('separation_reason')}
      >
        {(a11y) => (
          <>
            <input
              id="end-reason"
              className="form-field__input"
              list="end-reason-options"
              autoComplete="off"
              value={values.separation_reason}
              onChange={(e) => setValues((v) => ({ ...v, separation_reason: e.target.value }))}
              {...a11y}
            />
            <datalist id="end-reason-options">
              {(type ? (suggestions.data ?? []) : []).map((reason) => (
                <option key={reason} value={reason} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
    </FormDialog>
  );
}
