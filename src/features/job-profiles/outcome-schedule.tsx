/**
 * A job profile's outcome-period schedule, above its periods (/jobdetails/setup/outcomes, D170):
 * every N months from a first day, the server opens a period and mails it as staff opening one by
 * hand would. Shows when the next one opens and what happened on the last due day.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OutcomeErrorCode } from '../../../contracts/outcome-codes.ts';
import {
  OUTCOME_SCHEDULE_MONTHS,
  OUTCOME_SCHEDULE_NAME_MAX,
  type OutcomeSchedule as Schedule,
} from '../../../contracts/outcome-questions.ts';
import { errorText } from '../../lib/error-text.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { changeOutcomeSchedule, outcomeScheduleQueryOptions } from './job-profiles.queries.ts';
import { SaveOrStopForm } from './save-or-stop-form.tsx';

const today = () => new Date().toISOString().slice(0, 10);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export function OutcomeScheduleSection({ jobId }: { jobId: number }) {
  const schedule = useQuery(outcomeScheduleQueryOptions(jobId));
  return (
    <section className="profiles__section profiles__periods" aria-labelledby="outcome-schedule-title">
      <h2 id="outcome-schedule-title">
        <Trans>Schedule</Trans>
      </h2>
      <p className="profiles__muted">
        <Trans>
          Open outcome periods at set intervals. On each day a period is due, the supervisors (and, when the company
          asks them questions, the employees) are mailed just as when you open one yourself, and the answers count for
          that day.
        </Trans>
      </p>
      {schedule.isError && (
        <p className="notice notice--error" role="alert">
          {errorText(schedule.error)}
        </p>
      )}
      {schedule.data && (
        <>
          {schedule.data.schedule && <ScheduleState schedule={schedule.data.schedule} />}
          <ScheduleForm
            key={schedule.data.schedule?.updated_at ?? 'none'}
            jobId={jobId}
            schedule={schedule.data.schedule}
          />
        </>
      )}
    </section>
  );
}

function ScheduleState({ schedule }: { schedule: Schedule }) {
  const { i18n } = useLingui();
  const day = (value: string) => i18n.date(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const name = schedule.name;
  const next = day(schedule.next_on);
  const last = schedule.last_due_on ? day(schedule.last_due_on) : undefined;
  return (
    <div className="profiles__threshold" role="status">
      <p className="profiles__name">
        <Trans>
          {name}: the next period opens on {next}.
        </Trans>
      </p>
      {last && schedule.last_skipped === OutcomeErrorCode.noQuestions && (
        <p className="profiles__muted">
          <Trans>Nothing was opened on {last}: the company had no outcome questions.</Trans>
        </p>
      )}
      {last && schedule.last_skipped === OutcomeErrorCode.noSupervisors && (
        <p className="profiles__muted">
          <Trans>Nothing was opened on {last}: nobody still in this role had a supervisor email or an email.</Trans>
        </p>
      )}
      {last && schedule.last_skipped === null && (
        <p className="profiles__muted">
          <Trans>The last period opened on {last}.</Trans>
        </p>
      )}
    </div>
  );
}

function ScheduleForm({ jobId, schedule }: { jobId: number; schedule: Schedule | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [name, setName] = useState(schedule?.name ?? '');
  const [every, setEvery] = useState(String(schedule?.every_months ?? 3));
  const [startsOn, setStartsOn] = useState(schedule && schedule.next_on >= today() ? schedule.next_on : today());
  const trimmed = name.trim();
  const nameError =
    trimmed === ''
      ? t`Name the periods.`
      : trimmed.length > OUTCOME_SCHEDULE_NAME_MAX
        ? t`Use at most ${OUTCOME_SCHEDULE_NAME_MAX} characters.`
        : undefined;
  const dateError = !isDay(startsOn)
    ? t`Enter a valid date.`
    : startsOn < today()
      ? t`Choose today or a later day.`
      : undefined;
  const months = OUTCOME_SCHEDULE_MONTHS.map((n) => ({
    value: String(n),
    label: plural(n, { one: 'Every month', other: 'Every # months' }),
  }));

  return (
    <SaveOrStopForm
      valid={nameError === undefined && dateError === undefined}
      change={(kind) =>
        changeOutcomeSchedule(
          queryClient,
          jobId,
          kind === 'save' ? { name: trimmed, every_months: Number(every), starts_on: startsOn } : null,
        )
      }
      notices={{ save: t`The schedule was saved.`, stop: t`The schedule was stopped. Periods already opened stay.` }}
      labels={{
        save: schedule ? <Trans>Save the schedule</Trans> : <Trans>Start the schedule</Trans>,
        stop: schedule ? <Trans>Stop the schedule</Trans> : undefined,
      }}
    >
      {(checked) => (
        <>
          <TextField
            id="outcome-schedule-name"
            label={t`Name of the periods`}
            hint={t`For example: Quarterly review. Each period adds its date.`}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={checked ? nameError : undefined}
          />
          <SelectField
            id="outcome-schedule-every"
            label={t`How often`}
            value={every}
            onChange={setEvery}
            options={months}
          />
          <TextField
            id="outcome-schedule-start"
            type="date"
            label={t`First period on`}
            value={startsOn}
            onChange={(e) => setStartsOn(e.target.value)}
            error={checked ? dateError : undefined}
          />
        </>
      )}
    </SaveOrStopForm>
  );
}
