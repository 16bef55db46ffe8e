/**
 * A job profile's outcome periods, under its outcomes (/jobdetails/setup/outcomes): opening one
 * mails each supervisor of the participants still employed a link to answer the company's outcome
 * questions about their people; the list shows how many were answered.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { OUTCOME_PERIOD_NAME_MAX } from '../../../contracts/outcome-questions.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { openOutcomePeriod, outcomePeriodsQueryOptions } from './job-profiles.queries.ts';
import { profileErrorText } from './profile-texts.ts';

const today = () => new Date().toISOString().slice(0, 10);

export function OutcomePeriods({ jobId }: { jobId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const periods = useQuery(outcomePeriodsQueryOptions(jobId));
  const [name, setName] = useState('');
  const [measuredOn, setMeasuredOn] = useState(today);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const opening = useMutation({
    mutationFn: (body: { name: string; measured_on: string }) => openOutcomePeriod(queryClient, jobId, body),
    onSuccess: (period) => {
      const count = period.supervisors;
      notify({
        type: 'success',
        body: plural(count, {
          one: 'Outcome questions mailed to # supervisor.',
          other: 'Outcome questions mailed to # supervisors.',
        }),
      });
      setName('');
      setChecked(false);
    },
    onError: (failure) => setError(profileErrorText(failure)),
  });
  const busy = opening.isPending;
  const nameError = !checked
    ? undefined
    : name.trim() === ''
      ? t`Name the period.`
      : name.trim().length > OUTCOME_PERIOD_NAME_MAX
        ? t`Use at most ${OUTCOME_PERIOD_NAME_MAX} characters.`
        : undefined;
  const dateError = checked && !/^\d{4}-\d{2}-\d{2}$/.test(measuredOn) ? t`Enter a valid date.` : undefined;

  function open() {
    setChecked(true);
    setError(undefined);
    const trimmed = name.trim();
    if (busy || trimmed === '' || trimmed.length > OUTCOME_PERIOD_NAME_MAX || !/^\d{4}-\d{2}-\d{2}$/.test(measuredOn))
      return;
    opening.mutate({ name: trimmed, measured_on: measuredOn });
  }

  return (
    <section className="profiles__section profiles__periods" aria-labelledby="outcome-periods-title">
      <h2 id="outcome-periods-title">
        <Trans>Outcome periods</Trans>
      </h2>
      <p className="profiles__muted">
        <Trans>
          Open a period to ask the supervisors of the people still in this role the company’s outcome questions. Each
          supervisor is mailed one link, valid for 30 days; each person’s mean answer becomes their performance rating
          on the period’s date.
        </Trans>
      </p>
      <form
        className="profiles__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          open();
        }}
      >
        <TextField
          id="outcome-period-name"
          label={t`Name of the period`}
          hint={t`For example: Spring review`}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
        />
        <TextField
          id="outcome-period-date"
          type="date"
          label={t`Date the answers count for`}
          value={measuredOn}
          onChange={(e) => setMeasuredOn(e.target.value)}
          error={dateError}
        />
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" isBusy={busy} busyLabel={<Trans>Mailing…</Trans>}>
            <Trans>Mail the supervisors</Trans>
          </Button>
        </div>
      </form>
      {periods.isError && (
        <p className="notice notice--error" role="alert">
          {errorText(periods.error)}
        </p>
      )}
      {periods.data && periods.data.results.length === 0 && (
        <p className="profiles__muted">
          <Trans>No outcome period yet.</Trans>
        </p>
      )}
      {periods.data && periods.data.results.length > 0 && (
        <ul className="profiles__list" aria-label={t`Outcome periods`}>
          {periods.data.results.map((period) => {
            const answered = period.answered;
            const employees = period.employees;
            const supervisors = period.supervisors;
            const day = i18n.date(`${period.measured_on}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
            const until = i18n.date(period.expires_at, { dateStyle: 'medium' });
            return (
              <li key={period.outcome_period_id} className="profiles__item">
                <div className="profiles__who">
                  <p className="profiles__name">{period.name}</p>
                  <p className="profiles__muted">
                    <Trans>Counts for {day}</Trans> ·{' '}
                    <Plural value={supervisors} one="# supervisor mailed" other="# supervisors mailed" /> ·{' '}
                    <Trans>links valid until {until}</Trans>
                    {period.scheduled_on !== null && (
                      <>
                        {' '}
                        · <Trans>opened by the schedule</Trans>
                      </>
                    )}
                  </p>
                </div>
                <p className="profiles__figure">
                  <Trans>
                    {answered} of {employees} people answered
                  </Trans>
                  {period.self_answered > 0 && (
                    <>
                      <br />
                      <Plural
                        value={period.self_answered}
                        one="# employee answered about themselves"
                        other="# employees answered about themselves"
                      />
                    </>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
