import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationInterview } from '../../../contracts/staff-interviews.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { InterviewerChoice, SchedulingForm, useSchedulingOutcome } from '../../ui/scheduling-form/scheduling-form.tsx';
import { InterviewMeetingFacts } from '../../ui/scheduling-form/interview-meeting-facts.tsx';
import { applicationInterviewsQueryOptions, decline, scheduleByHand, sendLink } from './scheduling.queries.ts';
import { fieldText, schedulingErrorText } from './scheduling-texts.ts';
import { INTERVIEW_STATUS_TEXT } from '../../lib/interview-texts.ts';
import { browserTimeZone, formatWhen, zonedToInstant } from '../../lib/time-zones.ts';
import { TimeZonePicker } from '../../ui/time-zone-picker/time-zone-picker.tsx';
import './scheduling.css';

/**
 * On the scorecard: each interview activity of the application's plan, its interview's state, and
 * the staff actions (send a scheduling link, schedule by hand, decline).
 */
export function InterviewSchedulingPanel({ userSmartreqId }: { userSmartreqId: number }) {
  const { t } = useLingui();
  const query = useQuery(applicationInterviewsQueryOptions(userSmartreqId));
  if (query.isPending || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <section className="scheduling-panel scheduling-card" aria-labelledby="scheduling-panel-title">
      <h2 id="scheduling-panel-title">
        <Trans>Interview scheduling</Trans>
      </h2>
      {query.isError && (
        <p className="scheduling-alert" role="alert">
          {schedulingErrorText(query.error)}
        </p>
      )}
      {query.data && (
        <ul className="scheduling-list" aria-label={t`Interviews of this application`}>
          {query.data.map((activity) => (
            <ActivityRow key={activity.job_step_activity_id} userSmartreqId={userSmartreqId} activity={activity} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActivityRow({ userSmartreqId, activity }: { userSmartreqId: number; activity: ApplicationInterview }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const [isManual, setIsManual] = useState(false);
  const interview = activity.interview;
  const live = interview && !['cancelled', 'declined', 'completed'].includes(interview.status);

  const onError = (e: unknown) => notify({ type: 'error', body: schedulingErrorText(e) });
  const sendingLink = useMutation({
    mutationFn: () => sendLink(queryClient, userSmartreqId, activity.job_step_activity_id),
    onSuccess: ({ path }) => {
      setLink(path);
      notify({ type: 'success', body: t`The candidate was sent a link to choose a time.` });
    },
    onError,
  });
  const declining = useMutation({
    mutationFn: () => decline(queryClient, userSmartreqId, activity.job_step_activity_id),
    onSuccess: () => notify({ type: 'success', body: t`The interview was declined.` }),
    onError,
  });

  return (
    <li>
      <h3>{activity.activity_title}</h3>
      <dl className="scheduling-facts">
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          {interview ? i18n._(INTERVIEW_STATUS_TEXT[interview.status]) : i18n._(INTERVIEW_STATUS_TEXT.unscheduled)}
        </dd>
        {interview?.starts_at && (
          <>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd>{formatWhen(interview.starts_at, interview.time_zone ?? browserTimeZone(), i18n.locale)}</dd>
          </>
        )}
        <dt>
          <Trans>Interviewers</Trans>
        </dt>
        <dd>
          {(interview?.interviewers.length ? interview.interviewers : activity.default_interviewers)
            .map((p) => `${p.first_name} ${p.last_name}`)
            .join(', ') || <Trans>None yet: add interviewers to the activity in the plan.</Trans>}
        </dd>
        {interview?.link_expires_at && interview.status === 'requested' && (
          <>
            <dt>
              <Trans>Link valid until</Trans>
            </dt>
            <dd>{i18n.date(new Date(interview.link_expires_at), { dateStyle: 'medium' })}</dd>
          </>
        )}
        {interview && live && (
          <InterviewMeetingFacts location={interview.location} meetingUrl={interview.meeting_url} />
        )}
      </dl>
      {interview && interview.calendar_problems.length > 0 && (
        <div className="scheduling-alert" role="status">
          <p>
            <Trans>Not yet in these interviewers’ own calendars (Assay keeps trying):</Trans>
          </p>
          <ul>
            {interview.calendar_problems.map((p) => (
              <li key={p.user_id}>
                {p.first_name} {p.last_name}: {p.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {link && (
        <p className="scheduling-success" role="status">
          <Trans>Link sent to the candidate:</Trans> <a href={link}>{window.location.origin + link}</a>
        </p>
      )}
      <div className="scheduling-actions">
        <Button variant="secondary" isBusy={sendingLink.isPending} onClick={() => sendingLink.mutate()}>
          <Trans>Send scheduling link</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setIsManual(!isManual)} aria-expanded={isManual}>
          <Trans>Schedule manually</Trans>
        </Button>
        {live && (
          <Button
            variant="secondary"
            isBusy={declining.isPending}
            onClick={() => {
              if (window.confirm(t`Decline this interview? A scheduled time is cancelled for everyone.`))
                declining.mutate();
            }}
          >
            <Trans>Decline</Trans>
          </Button>
        )}
      </div>
      {isManual && <ManualForm userSmartreqId={userSmartreqId} activity={activity} onDone={() => setIsManual(false)} />}
    </li>
  );
}

function ManualForm({
  userSmartreqId,
  activity,
  onDone,
}: {
  userSmartreqId: number;
  activity: ApplicationInterview;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const people = [...(activity.interview?.interviewers ?? []), ...activity.default_interviewers].filter(
    (p, i, all) => all.findIndex((q) => q.user_id === p.user_id) === i,
  );
  const [date, setDate] = useState('');
  const [time, setTime] = useState('10:00');
  const [zone, setZone] = useState(activity.interview?.time_zone ?? browserTimeZone());
  const [duration, setDuration] = useState(activity.duration_minutes);
  const [panel, setPanel] = useState<number[]>(people.map((p) => p.user_id));
  const [location, setLocation] = useState(activity.interview?.location ?? '');
  const [meetingUrl, setMeetingUrl] = useState(activity.interview?.meeting_url ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = `manual-${activity.job_step_activity_id}`;

  const outcome = useSchedulingOutcome({ onDone, setErrors, fieldText, errorText: schedulingErrorText });
  const scheduling = useMutation({
    mutationFn: () =>
      scheduleByHand(queryClient, userSmartreqId, activity.job_step_activity_id, {
        starts_at: zonedToInstant(date, time, zone),
        time_zone: zone,
        duration_minutes: duration,
        interviewer_user_ids: panel,
        location,
        meeting_url: meetingUrl.trim(),
      }),
    ...outcome,
  });

  function submit() {
    const local: Record<string, string> = {};
    if (!date) local.starts_at = t`Choose a date`;
    if (panel.length === 0) local.interviewer_user_ids = t`Choose at least one interviewer`;
    if (meetingUrl.trim() && !/^https?:\/\/\S+$/i.test(meetingUrl.trim()))
      local.meeting_url = t`Enter a link that starts with https://`;
    setErrors(local);
    if (Object.keys(local).length) return;
    scheduling.mutate();
  }

  const error = (name: string) => errors[name] && <p className="scheduling-form__error">{errors[name]}</p>;

  return (
    <SchedulingForm isBusy={scheduling.isPending} onSubmit={submit}>
      <div className="scheduling-form__row">
        <label htmlFor={`${id}-date`}>
          <span>{t`Date`}</span>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={errors.starts_at ? true : undefined}
          />
        </label>
        <label htmlFor={`${id}-time`}>
          <span>{t`Time`}</span>
          <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </label>
        <TimeZonePicker label={t`Time zone`} value={zone} onChange={setZone} />
        <label htmlFor={`${id}-duration`}>
          <span>{t`Minutes`}</span>
          <input
            id={`${id}-duration`}
            type="number"
            min={10}
            max={480}
            step={5}
            value={duration}
            onChange={(e) => setDuration(Number(e.target.value))}
          />
        </label>
        {error('starts_at')}
        {error('duration_minutes')}
      </div>
      <InterviewerChoice
        people={people}
        chosen={panel}
        onChange={setPanel}
        empty={
          <p className="scheduling-muted">
            <Trans>None yet: add interviewers to the activity in the plan.</Trans>
          </p>
        }
        error={error('interviewer_user_ids')}
      />
      <div className="scheduling-form__row">
        <label htmlFor={`${id}-location`}>
          <span>{t`Place`}</span>
          <input id={`${id}-location`} type="text" value={location} onChange={(e) => setLocation(e.target.value)} />
        </label>
        <label htmlFor={`${id}-url`}>
          <span>{t`Video-meeting link`}</span>
          <input
            id={`${id}-url`}
            type="url"
            value={meetingUrl}
            onChange={(e) => setMeetingUrl(e.target.value)}
            aria-invalid={errors.meeting_url ? true : undefined}
          />
        </label>
        {error('meeting_url')}
      </div>
    </SchedulingForm>
  );
}
