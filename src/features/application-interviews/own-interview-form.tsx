/**
 * Scheduling an interview on any application (D206): a name, the kit the interviewers score with,
 * a duration, the interviewers, then either the zone (the browser's by default, searchable) and a
 * time, picked from the panel's common free times or typed; or a link mailed to the candidate, who
 * books one of the panel's free times herself (D228), or one of the times staff propose (D233).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { DURATION_CHOICES, PROPOSED_TIMES_MAX } from '../../../contracts/application-scheduling.ts';
import { InterviewerChoice, SchedulingForm, useSchedulingOutcome } from '../../ui/scheduling-form/scheduling-form.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import {
  colleaguesQueryOptions,
  interviewKitsQueryOptions,
  scheduleOwn,
  sendOwnLink,
} from './own-interviews.queries.ts';
import { PanelWeek } from './panel-week.tsx';
import { PanelWeekGrid } from './panel-week-grid.tsx';
import { fieldText, schedulingErrorText } from './interview-texts.ts';
import { ZonedTimeFields } from './zoned-time-fields.tsx';
import { browserTimeZone, formatDay, formatTime, localDay, zonedToInstant } from '../../lib/time-zones.ts';

const tomorrow = (zone: string) => localDay(new Date(Date.now() + 86_400_000).toISOString(), zone);

type TimeChoice = 'pick' | 'candidate' | 'propose';

export function OwnInterviewForm({ userSmartreqId, onDone }: { userSmartreqId: number; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const colleagues = useQuery(colleaguesQueryOptions(userSmartreqId));
  const kits = useQuery(interviewKitsQueryOptions());
  const [title, setTitle] = useState(t`Interview`);
  const [kitId, setKitId] = useState<number | null>(null);
  const [duration, setDuration] = useState<number>(DURATION_CHOICES[0]);
  const [panel, setPanel] = useState<number[]>([]);
  const [zone, setZone] = useState(browserTimeZone);
  const [date, setDate] = useState(() => tomorrow(browserTimeZone()));
  const [time, setTime] = useState('10:00');
  const [timeChoice, setTimeChoice] = useState<TimeChoice>('pick');
  const [proposed, setProposed] = useState<string[]>([]);
  // From when the panel's free times are shown while the candidate is to choose: fixed, as it keys the query.
  const [opened] = useState(() => new Date().toISOString());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = `own-${userSmartreqId}`;
  const people = (colleagues.data ?? []).filter((c) => panel.includes(c.user_id));

  const outcome = useSchedulingOutcome({ onDone, setErrors, fieldText, errorText: schedulingErrorText });
  const interview = () => ({
    title: title.trim(),
    interview_kit_id: kitId ?? kits.data?.[0]?.interview_kit_id ?? null,
    duration_minutes: duration,
    interviewer_user_ids: panel,
  });
  const scheduling = useMutation({
    mutationFn: () =>
      scheduleOwn(queryClient, userSmartreqId, {
        ...interview(),
        starts_at: zonedToInstant(date, time, zone),
        time_zone: zone,
      }),
    ...outcome,
  });
  const sendingLink = useMutation({
    mutationFn: () =>
      sendOwnLink(queryClient, userSmartreqId, {
        ...interview(),
        ...(timeChoice === 'propose' ? { proposed_times: [...proposed].sort() } : {}),
      }),
    ...outcome,
    onSuccess: () => {
      notify({ type: 'success', body: t`A link to choose a time was sent to the candidate’s e-mail.` });
      onDone();
    },
  });
  // By a link: among all the panel's free times, or among the times proposed here.
  const isCandidateChoosing = timeChoice !== 'pick';
  const toggleProposed = (startsAt: string) =>
    setProposed((times) =>
      times.includes(startsAt)
        ? times.filter((x) => x !== startsAt)
        : times.length < PROPOSED_TIMES_MAX
          ? [...times, startsAt]
          : times,
    );

  function submit() {
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = t`Name the interview`;
    if (!isCandidateChoosing && (!date || !time)) local.starts_at = t`Choose a date and a time`;
    if (panel.length === 0) local.interviewer_user_ids = t`Choose at least one interviewer`;
    if (timeChoice === 'propose' && proposed.length === 0)
      local.proposed_times = t`Choose at least one time to propose`;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    if (isCandidateChoosing) sendingLink.mutate();
    else scheduling.mutate();
  }
  const error = (name: string) =>
    errors[name] && (
      <p className="scheduling-form__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    );

  return (
    <SchedulingForm
      label={t`Schedule an interview`}
      submitLabel={isCandidateChoosing ? t`Send the link to the candidate` : undefined}
      isBusy={scheduling.isPending || sendingLink.isPending}
      onSubmit={submit}
    >
      <div className="scheduling-form__row">
        <label htmlFor={`${id}-title`}>
          <span>{t`Interview name`}</span>
          <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
        </label>
        {kits.data && kits.data.length > 1 && (
          <label htmlFor={`${id}-kit`}>
            <span>{t`Interview kit`}</span>
            <select
              id={`${id}-kit`}
              value={kitId ?? kits.data[0]!.interview_kit_id}
              onChange={(e) => setKitId(Number(e.target.value))}
            >
              {kits.data.map((k) => (
                <option key={k.interview_kit_id} value={k.interview_kit_id}>
                  {k.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label htmlFor={`${id}-duration`}>
          <span>{t`Duration`}</span>
          <select id={`${id}-duration`} value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
            {DURATION_CHOICES.map((m) => (
              <option key={m} value={m}>
                {t`${m} minutes`}
              </option>
            ))}
          </select>
        </label>
        {error('title')}
        {error('interview_kit_id')}
        {error('duration_minutes')}
      </div>
      <InterviewerChoice
        people={colleagues.data ?? []}
        chosen={panel}
        onChange={setPanel}
        error={error('interviewer_user_ids')}
      />
      <fieldset className="scheduling-week__day">
        <legend>{t`Time of the interview`}</legend>
        {(
          [
            ['pick', t`Pick a time`],
            ['candidate', t`Let the candidate choose a time`],
            ['propose', t`Propose times for the candidate to choose from`],
          ] as const
        ).map(([choice, label]) => (
          <label key={choice} className="booking__time">
            <input
              type="radio"
              name={`${id}-time-choice`}
              checked={timeChoice === choice}
              onChange={() => setTimeChoice(choice)}
            />
            {label}
          </label>
        ))}
        {timeChoice === 'candidate' && (
          <p className="scheduling-muted">
            {t`The candidate gets a link by e-mail and books one of the times all the interviewers are free.`}
          </p>
        )}
        {timeChoice === 'propose' && (
          <p className="scheduling-muted">
            {t`Choose up to ${PROPOSED_TIMES_MAX} of the times everyone is free. The candidate gets a link by e-mail and books one of them that is still free.`}
          </p>
        )}
      </fieldset>
      {timeChoice === 'candidate' && (
        <PanelWeek userSmartreqId={userSmartreqId} people={people} from={opened} duration={duration} zone={zone} />
      )}
      {timeChoice === 'propose' && (
        <>
          <PanelWeekGrid
            userSmartreqId={userSmartreqId}
            people={people}
            day={localDay(opened, zone)}
            duration={duration}
            zone={zone}
            picked={proposed}
            onPick={toggleProposed}
          />
          <ProposedTimes times={proposed} zone={zone} onRemove={toggleProposed} />
          {error('proposed_times')}
        </>
      )}
      {!isCandidateChoosing && (
        <>
          <ZonedTimeFields
            id={id}
            zone={zone}
            onZone={setZone}
            date={date}
            onDate={setDate}
            time={time}
            onTime={setTime}
            isTimeInvalid={Boolean(errors.starts_at)}
          >
            {error('starts_at')}
          </ZonedTimeFields>
          <PanelWeekGrid
            userSmartreqId={userSmartreqId}
            people={people}
            day={date || localDay(opened, zone)}
            duration={duration}
            zone={zone}
            picked={date && time ? [zonedToInstant(date, time, zone)] : []}
            onPick={(startsAt) => {
              setDate(localDay(startsAt, zone));
              setTime(
                new Intl.DateTimeFormat('en-GB', {
                  timeZone: zone,
                  hour: '2-digit',
                  minute: '2-digit',
                  hourCycle: 'h23',
                }).format(new Date(startsAt)),
              );
            }}
          />
        </>
      )}
    </SchedulingForm>
  );
}

/** The times proposed so far, in order, each with a way to take it back. */
function ProposedTimes({
  times,
  zone,
  onRemove,
}: {
  times: readonly string[];
  zone: string;
  onRemove: (startsAt: string) => void;
}) {
  const { t, i18n } = useLingui();
  if (times.length === 0) return null;
  const when = (startsAt: string) =>
    `${formatDay(localDay(startsAt, zone), i18n.locale)} ${formatTime(startsAt, zone, i18n.locale)}`;
  return (
    <div className="scheduling-proposed">
      <p>{t`Times you propose (${times.length} of ${PROPOSED_TIMES_MAX}):`}</p>
      <ul aria-label={t`Times you propose`}>
        {[...times].sort().map((startsAt) => (
          <li key={startsAt}>
            {when(startsAt)}{' '}
            <button
              type="button"
              className="button button--secondary"
              aria-label={t`Remove ${when(startsAt)}`}
              onClick={() => onRemove(startsAt)}
            >
              {t`Remove`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
