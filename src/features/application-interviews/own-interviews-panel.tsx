/**
 * On the scorecard: "Schedule an interview" whatever the plan holds (D206), the interviews
 * scheduled so, each with its time in its zone (and the viewer's) or waiting for the candidate to
 * choose one by link (D228), its place and video-meeting link (the interview's own room under the
 * company's meeting address, D209), and moving or cancelling one (everyone is mailed).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffInterview } from '../../../contracts/staff-interviews.ts';
import { INTERVIEW_STATUS_TEXT } from '../../lib/interview-texts.ts';
import { Button } from '../../ui/form/button.tsx';
import { InterviewMeetingFacts } from '../../ui/scheduling-form/interview-meeting-facts.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { InterviewTime } from './interview-time.tsx';
import { OwnInterviewForm } from './own-interview-form.tsx';
import { cancel, ownInterviewsQueryOptions, reschedule } from './own-interviews.queries.ts';
import { schedulingErrorText } from './interview-texts.ts';
import { ZonedTimeFields } from './zoned-time-fields.tsx';
import { browserTimeZone, localDay, zonedToInstant } from '../../lib/time-zones.ts';
import './application-interviews.css';

export function OwnInterviewsPanel({ userSmartreqId }: { userSmartreqId: number }) {
  const { t } = useLingui();
  const query = useQuery(ownInterviewsQueryOptions(userSmartreqId));
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section className="scheduling-panel scheduling-card" aria-labelledby="own-interviews-title">
      <h2 id="own-interviews-title">
        <Trans>Interviews</Trans>
      </h2>
      {query.isError && <p role="alert">{schedulingErrorText(query.error)}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="scheduling-list" aria-label={t`Scheduled interviews`}>
          {query.data.map((interview) => (
            <OwnInterviewRow key={interview.interview_uuid} userSmartreqId={userSmartreqId} interview={interview} />
          ))}
        </ul>
      )}
      <Button variant={isOpen ? 'secondary' : 'primary'} aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        <Trans>Schedule an interview</Trans>
      </Button>
      {isOpen && <OwnInterviewForm userSmartreqId={userSmartreqId} onDone={() => setIsOpen(false)} />}
    </section>
  );
}

function OwnInterviewRow({ userSmartreqId, interview }: { userSmartreqId: number; interview: StaffInterview }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [isMoving, setIsMoving] = useState(false);
  const onError = (e: unknown) => notify({ type: 'error', body: schedulingErrorText(e) });
  const isWaiting = interview.status === 'requested';
  const cancelling = useMutation({
    mutationFn: () => cancel(queryClient, userSmartreqId, interview.interview_uuid),
    onSuccess: () =>
      notify({
        type: 'success',
        body: isWaiting
          ? t`The interview is cancelled. The candidate’s link no longer works.`
          : t`The interview is cancelled. Everyone was told.`,
      }),
    onError,
  });
  const confirmText = isWaiting
    ? t`Cancel this interview? The candidate’s link stops working.`
    : t`Cancel this interview? The candidate and the interviewers are told.`;
  return (
    <li>
      <h3>{interview.activity_title}</h3>
      <dl className="scheduling-facts">
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{i18n._(INTERVIEW_STATUS_TEXT[interview.status])}</dd>
        {interview.starts_at && (
          <>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd>
              <InterviewTime startsAt={interview.starts_at} timeZone={interview.time_zone} />
            </dd>
          </>
        )}
        {isWaiting && interview.proposed_times && (
          <>
            <dt>
              <Trans>Times proposed</Trans>
            </dt>
            <dd>
              <ul className="own-interviews__proposed">
                {interview.proposed_times.map((startsAt) => (
                  <li key={startsAt}>
                    <InterviewTime startsAt={startsAt} timeZone={browserTimeZone()} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {isWaiting && interview.link_expires_at && (
          <>
            <dt>
              <Trans>Link valid until</Trans>
            </dt>
            <dd>{i18n.date(new Date(interview.link_expires_at), { dateStyle: 'medium' })}</dd>
          </>
        )}
        <dt>
          <Trans>Interviewers</Trans>
        </dt>
        <dd>{interview.interviewers.map((p) => `${p.first_name} ${p.last_name}`).join(', ')}</dd>
        <InterviewMeetingFacts location={interview.location} meetingUrl={interview.meeting_url} />
      </dl>
      {(interview.status === 'scheduled' || isWaiting) && (
        <div className="scheduling-actions">
          {!isWaiting && (
            <Button variant="secondary" aria-expanded={isMoving} onClick={() => setIsMoving(!isMoving)}>
              <Trans>Reschedule</Trans>
            </Button>
          )}
          <Button
            variant="secondary"
            isBusy={cancelling.isPending}
            onClick={() => {
              if (window.confirm(confirmText)) cancelling.mutate();
            }}
          >
            <Trans>Cancel interview</Trans>
          </Button>
        </div>
      )}
      {isMoving && <MoveForm userSmartreqId={userSmartreqId} interview={interview} onDone={() => setIsMoving(false)} />}
    </li>
  );
}

function MoveForm({
  userSmartreqId,
  interview,
  onDone,
}: {
  userSmartreqId: number;
  interview: StaffInterview;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const startZone = interview.time_zone ?? browserTimeZone();
  const [zone, setZone] = useState(startZone);
  const [date, setDate] = useState(interview.starts_at ? localDay(interview.starts_at, startZone) : '');
  const [time, setTime] = useState('10:00');
  const minutes =
    interview.starts_at && interview.ends_at
      ? Math.round((Date.parse(interview.ends_at) - Date.parse(interview.starts_at)) / 60_000)
      : 30;
  const moving = useMutation({
    mutationFn: () =>
      reschedule(queryClient, userSmartreqId, interview.interview_uuid, {
        starts_at: zonedToInstant(date, time, zone),
        time_zone: zone,
        duration_minutes: minutes,
      }),
    onSuccess: () => {
      notify({ type: 'success', body: t`The interview is moved. Everyone gets the new time.` });
      onDone();
    },
    onError: (e) => notify({ type: 'error', body: schedulingErrorText(e) }),
  });
  const id = `move-${interview.interview_uuid}`;
  return (
    <form
      className="scheduling-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (date && time) moving.mutate();
      }}
    >
      <ZonedTimeFields id={id} zone={zone} onZone={setZone} date={date} onDate={setDate} time={time} onTime={setTime} />
      <Button type="submit" isBusy={moving.isPending}>
        <Trans>Move and tell everyone</Trans>
      </Button>
    </form>
  );
}
