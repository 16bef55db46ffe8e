/**
 * /user/job-profile (decision D150): a signed-in employee's own role: the company and profile,
 * the measurement plan's activities with whether they have taken each, and the current outcome
 * period's satisfaction questions, which they answer about themselves from 1 to 5. Answers chosen
 * are kept on the device until the server has them, so a failed send or a reload loses nothing.
 * Below, the questions waiting for them as a supervisor, if any (D171).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import type { MyPeriod, MyRole } from '../../../contracts/my-job-profile.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { myJobProfileQueryOptions, readDraft, sendSatisfaction, writeDraft } from './my-job-profile.queries.ts';
import { ScaleQuestions } from './scale-questions.tsx';
import { SupervisorRequests } from './supervisor-requests.tsx';
import './outcome-review.css';
import './my-job-profile.css';
import { stepName } from '../../ui/step-names.ts';

function sendErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (!error.hasResponse)
      return t`You seem to be offline. Your answers are kept on this device: send them again when you are back online.`;
    if (error.status === 404) return t`These questions are closed. Reload the page to see what is open now.`;
  }
  return errorText(error);
}

export function MyJobProfileScreen({ userId }: { userId: number }) {
  const { t: translate } = useLingui();
  useDocumentTitle(translate`Job profile`);
  const mine = useQuery(myJobProfileQueryOptions(userId));
  return (
    <section className="my-job-profile" aria-labelledby="my-job-profile-title">
      <h1 id="my-job-profile-title">
        <Trans>Job profile</Trans>
      </h1>
      {mine.isPending && (
        <p className="outcome-review__muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {mine.isError && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(mine.error)}</p>
        </div>
      )}
      {mine.data && mine.data.roles.length === 0 && (
        <div className="my-job-profile__empty">
          <p>
            <Trans>You are not an employee measured in a job profile.</Trans>
          </p>
          <p className="outcome-review__muted">
            <Trans>
              When a company that uses Assay employs you in a role it measures, this page shows that role, the
              activities it asks of you and the short questions it asks about your work.
            </Trans>
          </p>
        </div>
      )}
      {mine.data?.roles.map((role) => (
        <RoleCard key={role.employee_id} userId={userId} role={role} />
      ))}
      <SupervisorRequests userId={userId} />
    </section>
  );
}

function RoleCard({ userId, role }: { userId: number; role: MyRole }) {
  const { i18n } = useLingui();
  const headingId = `role-${role.employee_id}`;
  const company = role.company_name;
  const profile = role.profile_title;
  const since =
    role.start_date === null
      ? undefined
      : i18n.date(`${role.start_date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article className="my-job-profile__role" aria-labelledby={headingId}>
      <h2 id={headingId} className="my-job-profile__role-title">
        {role.job_title}
      </h2>
      <p className="outcome-review__muted">
        {since === undefined ? (
          <Trans>
            {company} · measured as {profile}
          </Trans>
        ) : (
          <Trans>
            {company} · measured as {profile} · since {since}
          </Trans>
        )}
      </p>
      <h3 className="my-job-profile__subtitle">
        <Trans>Activities for this role</Trans>
      </h3>
      {role.activities.length === 0 ? (
        <p className="outcome-review__muted">
          <Trans>The company has not planned activities for this role.</Trans>
        </p>
      ) : (
        <ul className="my-job-profile__activities">
          {role.activities.map((activity) => {
            const on = activity.completed_at === null ? '' : i18n.date(activity.completed_at, { dateStyle: 'medium' });
            return (
              <li key={activity.job_step_activity_id} className="my-job-profile__activity">
                <span>
                  <span className="my-job-profile__activity-name">{activity.title}</span>
                  <span className="outcome-review__muted"> · {stepName(i18n, activity.step_name)}</span>
                </span>
                <span
                  className={`outcome-review__badge outcome-review__badge--${activity.completed_at === null ? 'open' : 'done'}`}
                >
                  {activity.completed_at === null ? <Trans>Not taken yet</Trans> : <Trans>Taken on {on}</Trans>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="my-job-profile__subtitle">
        <Trans>How is your work going?</Trans>
      </h3>
      {role.period === null ? (
        <p className="outcome-review__muted">
          <Trans>No questions are open for you at the moment. The company mails you when it asks.</Trans>
        </p>
      ) : (
        <SatisfactionForm
          key={role.period.outcome_period_id}
          userId={userId}
          employeeId={role.employee_id}
          period={role.period}
        />
      )}
    </article>
  );
}

function SatisfactionForm({ userId, employeeId, period }: { userId: number; employeeId: number; period: MyPeriod }) {
  const { t: translate, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Record<string, number>>(() => ({
    ...period.answers,
    ...readDraft(employeeId, period.outcome_period_id),
  }));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const missing = period.questions.filter((q) => chosen[String(q.outcome_question_id)] === undefined);
  const name = period.name;
  const until = i18n.date(period.open_until, { dateStyle: 'long' });
  const prefix = `period-${employeeId}-${period.outcome_period_id}`;

  function choose(key: string, value: number) {
    setSaved(false);
    setChosen((current) => {
      const next = { ...current, [key]: value };
      writeDraft(employeeId, period.outcome_period_id, next);
      return next;
    });
  }

  async function submit() {
    setChecked(true);
    setSaved(false);
    setError(undefined);
    if (missing.length > 0 || busy) return;
    setBusy(true);
    try {
      await sendSatisfaction(queryClient, userId, {
        employee_id: employeeId,
        outcome_period_id: period.outcome_period_id,
        answers: period.questions.map((q) => ({
          outcome_question_id: q.outcome_question_id,
          value: chosen[String(q.outcome_question_id)]!,
        })),
      });
      writeDraft(employeeId, period.outcome_period_id, undefined);
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="my-job-profile__form"
      aria-label={translate`Satisfaction questions`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>
        <Trans>
          {name}: answer each question from 1 (not at all) to 5 (completely). You can change your answers until {until}.
          Your supervisor does not see them one by one; the company reads them together with everyone’s.
        </Trans>
      </p>
      {period.answered_at !== null && (
        <p className="outcome-review__muted">
          <Trans>You answered on {i18n.date(period.answered_at, { dateStyle: 'medium' })}.</Trans>
        </p>
      )}
      <ScaleQuestions
        questions={period.questions}
        chosen={chosen}
        checked={checked}
        idPrefix={prefix}
        ends={{ low: translate`not at all`, high: translate`completely` }}
        onChoose={choose}
      />
      {error !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{sendErrorText(error)}</p>
        </div>
      )}
      <p className="outcome-review__saved" role="status">
        {saved && <Trans>Thank you: your answers are saved.</Trans>}
      </p>
      <Button type="submit" isBusy={busy} busyLabel={<Trans>Saving…</Trans>}>
        <Trans>Save answers</Trans>
      </Button>
    </form>
  );
}
