/**
 * The panel's week as a calendar (D412): a week at a time (a day at a time on a narrow screen),
 * each day a column with one lane per interviewer, their busy times drawn over the hours they set
 * as available, and the times everyone is free for the whole duration picked out as buttons that
 * fill the interview's time (or, proposing times, toggle them). The slot buttons are one tab stop:
 * the arrow keys move up and down a day and across days, Home and End to a day's first and last.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Colleague, PanelAvailability } from '../../../contracts/application-scheduling.ts';
import { SLOT_STEP_MINUTES } from '../../../contracts/interview-scheduling-common.ts';
import { schedulingErrorText } from './interview-texts.ts';
import { panelAvailabilityQueryOptions } from './own-interviews.queries.ts';
import { formatDay, formatTime } from '../../lib/time-zones.ts';
import { addDays, buildWeekGrid, dayStart, nextSlot, weekStartOf, type GridDay, type WeekGrid } from './week-grid.ts';

/** Pixels a minute: an hour is 48 px, a half-hour slot 24 px. */
const PX = 0.8;

export function PanelWeekGrid({
  userSmartreqId,
  people,
  day,
  duration,
  zone,
  onPick,
  picked = [],
}: {
  userSmartreqId: number;
  people: Colleague[];
  /** The local day the grid opens at (its week); follows the form's date. */
  day: string;
  duration: number;
  zone: string;
  onPick: (startsAt: string) => void;
  picked?: readonly string[];
}) {
  const { t, i18n } = useLingui();
  const [seenDay, setSeenDay] = useState(day);
  const [monday, setMonday] = useState(() => weekStartOf(day));
  const [current, setCurrent] = useState(day);
  if (seenDay !== day) {
    setSeenDay(day);
    setMonday(weekStartOf(day));
    setCurrent(day);
  }
  const ids = people.map((p) => p.user_id).sort((a, b) => a - b);
  const from = new Date(dayStart(monday, zone)).toISOString();
  const query = useQuery(panelAvailabilityQueryOptions(userSmartreqId, ids, from, duration));
  if (ids.length === 0) return null;
  const short = (d: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(i18n.locale, { timeZone: 'UTC', ...options }).format(new Date(`${d}T12:00:00Z`));
  const weekLabel = `${short(monday, { day: 'numeric', month: 'short' })} – ${short(addDays(monday, 6), { day: 'numeric', month: 'short', year: 'numeric' })}`;
  const toWeek = (n: number) => {
    setMonday(addDays(monday, 7 * n));
    setCurrent(addDays(current, 7 * n));
  };
  const toDay = (n: number) => {
    const next = addDays(current, n);
    setCurrent(next);
    setMonday(weekStartOf(next));
  };
  return (
    <section className="week-grid" aria-labelledby={`week-grid-${userSmartreqId}`}>
      <div className="week-grid__head">
        <h4 id={`week-grid-${userSmartreqId}`}>{t`Panel availability`}</h4>
        <div className="week-grid__nav">
          <button type="button" className="button button--secondary" onClick={() => toWeek(-1)}>
            <span aria-hidden="true">‹</span> <span className="week-grid__nav-text">{t`Previous week`}</span>
          </button>
          <span aria-live="polite">{weekLabel}</span>
          <button type="button" className="button button--secondary" onClick={() => toWeek(1)}>
            <span className="week-grid__nav-text">{t`Next week`}</span> <span aria-hidden="true">›</span>
          </button>
        </div>
        <p className="scheduling-muted">{t`Times in ${zone.replace(/_/g, ' ')}.`}</p>
      </div>
      <div className="week-grid__day-nav">
        <button type="button" className="button button--secondary" onClick={() => toDay(-1)}>
          <span aria-hidden="true">‹</span> <span className="week-grid__nav-text">{t`Previous day`}</span>
        </button>
        <strong>{formatDay(current, i18n.locale)}</strong>
        <button type="button" className="button button--secondary" onClick={() => toDay(1)}>
          <span className="week-grid__nav-text">{t`Next day`}</span> <span aria-hidden="true">›</span>
        </button>
      </div>
      {query.isPending && <p className="scheduling-muted">{t`Reading the interviewers’ calendars…`}</p>}
      {query.isError && <p role="alert">{schedulingErrorText(query.error)}</p>}
      {query.data && (
        <WeekBody
          data={query.data}
          grid={buildWeekGrid(query.data, monday, zone)}
          current={current}
          onCurrent={setCurrent}
          duration={duration}
          zone={zone}
          onPick={onPick}
          picked={picked}
          short={short}
        />
      )}
    </section>
  );
}

function WeekBody({
  data,
  grid,
  current,
  onCurrent,
  duration,
  zone,
  onPick,
  picked,
  short,
}: {
  data: PanelAvailability;
  grid: WeekGrid;
  current: string;
  onCurrent: (day: string) => void;
  duration: number;
  zone: string;
  onPick: (startsAt: string) => void;
  picked: readonly string[];
  short: (d: string, options: Intl.DateTimeFormatOptions) => string;
}) {
  const { t, i18n } = useLingui();
  const body = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string>();
  const moved = useRef(false);
  const all = grid.days.flatMap((d) => d.slots);
  const tabStop =
    all.find((s) => s.starts_at === active)?.starts_at ??
    all.find((s) => picked.includes(s.starts_at))?.starts_at ??
    grid.days.find((d) => d.day === current)?.slots[0]?.starts_at ??
    all[0]?.starts_at;
  useEffect(() => {
    if (!moved.current || !active) return;
    moved.current = false;
    body.current?.querySelector<HTMLButtonElement>(`[data-slot="${active}"]`)?.focus();
  }, [active, current]);
  const onKeyDown = (event: KeyboardEvent) => {
    const from = (event.target as HTMLElement).dataset.slot;
    const next = from && nextSlot(grid.days, from, event.key);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    onCurrent(grid.days.find((d) => d.slots.some((s) => s.starts_at === next))!.day);
    moved.current = true;
  };
  const time = (iso: string) => formatTime(iso, zone, i18n.locale);
  const hourLabel = (minute: number) =>
    new Intl.DateTimeFormat(i18n.locale, { timeZone: 'UTC', hour: 'numeric' }).format(new Date(minute * 60_000));
  const name = (userId: number) => {
    const p = data.people.find((x) => x.user_id === userId)!;
    return `${p.first_name} ${p.last_name}`;
  };
  const initials = (userId: number) => {
    const p = data.people.find((x) => x.user_id === userId)!;
    return `${p.first_name.charAt(0)}${p.last_name.charAt(0)}`;
  };
  const height = (grid.to - grid.from) * PX;
  const y = (minute: number) => (minute - grid.from) * PX;
  const hours = Array.from({ length: (grid.to - grid.from) / 60 }, (_, i) => grid.from + i * 60);
  const empty = all.length === 0;
  return (
    <>
      <p className="week-grid__legend">
        <span className="week-grid__key week-grid__key--free">{t`Everyone free`}</span>
        <span className="week-grid__key week-grid__key--busy">{t`Busy`}</span>
        <span className="week-grid__key week-grid__key--off">{t`Outside their hours`}</span>
        <span>
          {t`Each day’s columns:`} {data.people.map((p) => `${initials(p.user_id)} ${name(p.user_id)}`).join(', ')}
        </span>
      </p>
      {empty && (
        <p className="scheduling-muted" role="status">
          {t`No time this week when everyone is free for ${duration} minutes: try another week or other interviewers.`}
        </p>
      )}
      <div className="week-grid__body" ref={body}>
        <div className="week-grid__axis" aria-hidden="true" style={{ height }}>
          {hours.map((m) => (
            <span key={m} style={{ top: y(m) }}>
              {hourLabel(m)}
            </span>
          ))}
        </div>
        {grid.days.map((d) => (
          <Day
            key={d.day}
            day={d}
            isCurrent={d.day === current}
            label={formatDay(d.day, i18n.locale)}
            heading={short(d.day, { weekday: 'short', day: 'numeric' })}
            height={height}
            y={y}
            time={time}
            name={name}
            initials={initials}
            duration={duration}
            tabStop={tabStop}
            onKeyDown={onKeyDown}
            onPick={(startsAt) => {
              setActive(startsAt);
              onPick(startsAt);
            }}
            picked={picked}
          />
        ))}
      </div>
    </>
  );
}

function Day({
  day,
  isCurrent,
  label,
  heading,
  height,
  y,
  time,
  name,
  initials,
  duration,
  tabStop,
  onKeyDown,
  onPick,
  picked,
}: {
  day: GridDay;
  isCurrent: boolean;
  label: string;
  heading: string;
  height: number;
  y: (minute: number) => number;
  time: (iso: string) => string;
  name: (userId: number) => string;
  initials: (userId: number) => string;
  duration: number;
  tabStop: string | undefined;
  onKeyDown: (event: KeyboardEvent) => void;
  onPick: (startsAt: string) => void;
  picked: readonly string[];
}) {
  const { t } = useLingui();
  const lane = 100 / Math.max(1, day.people.length);
  const range = (b: { starts_at: string; ends_at: string }) => `${time(b.starts_at)}–${time(b.ends_at)}`;
  const slotHeight = Math.min(SLOT_STEP_MINUTES, duration) * PX;
  return (
    <div role="group" aria-label={label} className={`week-grid__day${isCurrent ? ' is-current' : ''}`}>
      <div className="week-grid__day-head" aria-hidden="true">
        <span>{heading}</span>
        <span className="week-grid__lanes">
          {day.people.map((p) => (
            <span key={p.user_id}>{initials(p.user_id)}</span>
          ))}
        </span>
      </div>
      <ul className="visually-hidden">
        {day.people.map((p) => (
          <li key={p.user_id}>
            {p.available.length === 0
              ? t`${name(p.user_id)}: no available hours`
              : p.busy.length === 0
                ? t`${name(p.user_id)}: available ${p.available.map(range).join(', ')}`
                : t`${name(p.user_id)}: available ${p.available.map(range).join(', ')}; busy ${p.busy.map(range).join(', ')}`}
          </li>
        ))}
      </ul>
      <div className="week-grid__canvas" style={{ height }}>
        {day.people.map((p, i) => (
          <div key={p.user_id} className="week-grid__lane" style={{ left: `${i * lane}%`, width: `${lane}%` }}>
            {p.available.map((b) => (
              <div
                key={b.starts_at}
                className="week-grid__available"
                style={{ top: y(b.start), height: (b.end - b.start) * PX }}
              />
            ))}
            {p.busy.map((b) => (
              <div
                key={b.starts_at}
                className="week-grid__busy"
                title={`${name(p.user_id)}: ${range(b)}`}
                style={{ top: y(b.start), height: (b.end - b.start) * PX }}
              />
            ))}
          </div>
        ))}
        {day.free.map((b) => (
          <div
            key={b.starts_at}
            className="week-grid__free"
            style={{ top: y(b.start), height: (b.end - b.start) * PX }}
          />
        ))}
        {day.slots
          .filter((s) => picked.includes(s.starts_at))
          .map((s) => (
            <div key={s.starts_at} className="week-grid__chosen" style={{ top: y(s.start), height: duration * PX }} />
          ))}
        {day.slots.map((s) => (
          <button
            key={s.starts_at}
            type="button"
            data-slot={s.starts_at}
            className="week-grid__slot"
            tabIndex={s.starts_at === tabStop ? 0 : -1}
            aria-pressed={picked.includes(s.starts_at)}
            aria-label={t`${label}, ${range(s)}: everyone is free`}
            style={{ top: y(s.start), height: slotHeight }}
            onKeyDown={onKeyDown}
            onClick={() => onPick(s.starts_at)}
          >
            {time(s.starts_at)}
          </button>
        ))}
      </div>
    </div>
  );
}
