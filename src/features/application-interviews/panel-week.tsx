/**
 * The chosen interviewers side by side over a week: the hours each set as available and the
 * interviews each already has, in the zone being scheduled in; then the times all are free, as
 * buttons that fill the form's date and time.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Colleague } from '../../../contracts/application-scheduling.ts';
import { schedulingErrorText } from './interview-texts.ts';
import { panelAvailabilityQueryOptions } from './own-interviews.queries.ts';
import { formatDay, formatTime, localDay, slotsByDay } from '../../lib/time-zones.ts';

const SLOTS_SHOWN = 12;

export function PanelWeek({
  userSmartreqId,
  people,
  from,
  duration,
  zone,
  onPick,
  picked,
}: {
  userSmartreqId: number;
  people: Colleague[];
  from: string;
  duration: number;
  zone: string;
  /** Without it (the candidate chooses by a link), the common free times are shown, not offered. */
  onPick?: (startsAt: string) => void;
  /** Times picked so far, shown pressed (several times proposed to the candidate). */
  picked?: readonly string[];
}) {
  const { t, i18n } = useLingui();
  const ids = people.map((p) => p.user_id).sort((a, b) => a - b);
  const query = useQuery(panelAvailabilityQueryOptions(userSmartreqId, ids, from, duration));
  if (ids.length === 0) return null;
  if (query.isPending) return <p className="scheduling-muted">{t`Reading the interviewers’ calendars…`}</p>;
  if (query.isError) return <p role="alert">{schedulingErrorText(query.error)}</p>;
  const span = (s: { starts_at: string; ends_at: string }) =>
    `${formatDay(localDay(s.starts_at, zone), i18n.locale)} ${formatTime(s.starts_at, zone, i18n.locale)}–${formatTime(s.ends_at, zone, i18n.locale)}`;
  const days = slotsByDay(query.data.slots.slice(0, SLOTS_SHOWN * 4), zone);
  return (
    <div className="panel-week">
      <h4>
        <Trans>Availability this week</Trans>
      </h4>
      {query.data.people.map((person) => (
        <div key={person.user_id} className="panel-week__row">
          <strong>
            {person.first_name} {person.last_name}
            <br />
            <span className="scheduling-muted">{person.time_zone.replace(/_/g, ' ')}</span>
          </strong>
          <div>
            <ul className="panel-week__spans" aria-label={t`Available hours of ${person.first_name}`}>
              {person.available.length === 0 && <li>{t`No hours set in Assay`}</li>}
              {person.available.slice(0, 7).map((s) => (
                <li key={s.starts_at} className="panel-week__free">
                  {span(s)}
                </li>
              ))}
            </ul>
            <ul className="panel-week__spans" aria-label={t`Interviews of ${person.first_name}`}>
              {person.busy.map((s) => (
                <li key={s.starts_at} className="panel-week__busy">
                  {t`Busy`} {span(s)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ))}
      <fieldset className="booking__day">
        <legend>
          <Trans>Times everyone is free</Trans>
        </legend>
        {days.length === 0 && (
          <p className="scheduling-muted">
            {onPick ? (
              <Trans>No common free time this week: choose a time below, or other interviewers.</Trans>
            ) : (
              <Trans>
                No common free time this week: the candidate would find no time to book. Choose other interviewers.
              </Trans>
            )}
          </p>
        )}
        {days.map((day) => (
          <div key={day.day}>
            <p>{formatDay(day.day, i18n.locale)}</p>
            <div className="booking__times">
              {day.slots.slice(0, SLOTS_SHOWN).map((slot) =>
                onPick ? (
                  <button
                    key={slot.starts_at}
                    type="button"
                    className="button button--secondary"
                    aria-pressed={picked ? picked.includes(slot.starts_at) : undefined}
                    onClick={() => onPick(slot.starts_at)}
                  >
                    {formatTime(slot.starts_at, zone, i18n.locale)}
                  </button>
                ) : (
                  <span key={slot.starts_at} className="panel-week__free">
                    {formatTime(slot.starts_at, zone, i18n.locale)}
                  </span>
                ),
              )}
            </div>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
