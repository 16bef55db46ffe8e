/**
 * When a job profile's measurement plan is given (/jobdetails/setup/measurement-plans, D174): a
 * number of days after each participant's start. The server gives it once to each participant
 * still employed with an account, mailing them the link, within the hour their day begins (UTC).
 */
import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PLAN_DAYS_AFTER_START_MAX, type PlanTiming } from '../../../contracts/job-profiles.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { changePlanTiming, planTimingQueryOptions } from './job-profiles.queries.ts';
import { SaveOrStopForm } from './save-or-stop-form.tsx';

export function PlanTimingSection({ jobId }: { jobId: number }) {
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const timing = useSuspenseQuery(planTimingQueryOptions(jobId));
  return (
    <section className="profiles__section" aria-labelledby="plan-timing-title">
      <h2 id="plan-timing-title">
        <Trans>When</Trans>
      </h2>
      <p className="profiles__muted">
        <Trans>
          Each participant still employed who has an account is given this plan once, the chosen number of days after
          their start (0: from their first day), with an email inviting them to take it. Their results count for this
          profile.
        </Trans>
      </p>
      <TimingState timing={timing.data} />
      <TimingForm key={String(timing.data.days_after_start)} jobId={jobId} timing={timing.data} />
    </section>
  );
}

function TimingState({ timing }: { timing: PlanTiming }) {
  const { t } = useLingui();
  const when =
    timing.days_after_start === null
      ? t`Nobody is given this plan automatically.`
      : plural(timing.days_after_start, {
          0: 'Given from each participant’s first day.',
          one: 'Given # day after each participant’s start.',
          other: 'Given # days after each participant’s start.',
        });
  const given = plural(timing.enrolled, {
    0: 'Nobody has been given it yet.',
    one: '# participant has been given it.',
    other: '# participants have been given it.',
  });
  return (
    <div className="profiles__threshold" role="status">
      <p className="profiles__name">{when}</p>
      <p className="profiles__muted">{given}</p>
    </div>
  );
}

function TimingForm({ jobId, timing }: { jobId: number; timing: PlanTiming }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [days, setDays] = useState(String(timing.days_after_start ?? 0));
  const valid = /^\d+$/.test(days.trim()) && Number(days) <= PLAN_DAYS_AFTER_START_MAX;
  const stopped = timing.days_after_start === null;
  return (
    <SaveOrStopForm
      valid={valid}
      change={(kind) => changePlanTiming(queryClient, jobId, kind === 'save' ? Number(days) : null)}
      notices={{
        save: t`The changes were saved.`,
        stop: t`Nobody more will be given this plan. Those given it keep it.`,
      }}
      labels={{
        save: stopped ? <Trans>Give the plan</Trans> : <Trans>Save</Trans>,
        stop: stopped ? undefined : <Trans>Stop giving it</Trans>,
      }}
    >
      {(checked) => (
        <TextField
          id="plan-timing-days"
          type="number"
          inputMode="numeric"
          min={0}
          max={PLAN_DAYS_AFTER_START_MAX}
          label={t`Days after the start`}
          autoComplete="off"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={
            checked && !valid ? t`Enter a whole number of days from 0 to ${PLAN_DAYS_AFTER_START_MAX}.` : undefined
          }
        />
      )}
    </SaveOrStopForm>
  );
}
