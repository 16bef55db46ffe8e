import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Availability } from '../../../contracts/staff-interviews.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { myAvailabilityQueryOptions, saveAvailability } from './scheduling.queries.ts';
import { fieldText, schedulingErrorText, WEEKDAY_TEXT } from './scheduling-texts.ts';
import { browserTimeZone } from '../../lib/time-zones.ts';
import { TimeZonePicker } from '../../ui/time-zone-picker/time-zone-picker.tsx';
import './scheduling.css';

type Draft = Availability;

const DAYS = [1, 2, 3, 4, 5, 6, 7];

/** /interviews/my-availability: the signed-in interviewer's weekly hours, date exceptions and time zone. */
export function MyAvailabilityScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`My availability`);
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const query = useSuspenseQuery(myAvailabilityQueryOptions());
  return (
    <section className="scheduling-page" aria-labelledby="availability-title">
      <h1 id="availability-title" className="scheduling-page__title">
        <Trans>My availability</Trans>
      </h1>
      <p className="scheduling-muted">
        <Trans>
          Candidates can book interviews with you only inside these hours, when you have no other interview.
        </Trans>
      </p>
      <AvailabilityForm initial={query.data} />
    </section>
  );
}

function AvailabilityForm({ initial }: { initial: Availability }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() =>
    initial.weekly.length === 0 && initial.exceptions.length === 0
      ? { ...initial, time_zone: initial.time_zone === 'UTC' ? browserTimeZone() : initial.time_zone }
      : initial,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);

  const setWeekly = (weekly: Draft['weekly']) => setDraft({ ...draft, weekly });
  const setExceptions = (exceptions: Draft['exceptions']) => setDraft({ ...draft, exceptions });

  const saving = useMutation({
    mutationFn: async () => {
      const saved = await saveAvailability(queryClient, draft);
      setDraft(saved);
      notify({ type: 'success', body: t`Your availability is saved.` });
    },
    onError: (e) => {
      const fields = fieldErrorTexts(e);
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k.replace(/^(weekly\.\d+)\.start$/, '$1.end'), fieldText(v)]),
        ),
      );
      setSummary(schedulingErrorText(e));
    },
  });
  const busy = saving.isPending;

  function save() {
    const local: Record<string, string> = {};
    draft.weekly.forEach((w, i) => {
      if (w.end <= w.start) local[`weekly.${i}.end`] = t`The end must be after the start`;
    });
    draft.exceptions.forEach((e, i) => {
      if (!e.date) local[`exceptions.${i}.date`] = t`Enter a date`;
      e.hours.forEach((h, k) => {
        if (h.end <= h.start) local[`exceptions.${i}.hours.${k}.end`] = t`The end must be after the start`;
      });
    });
    setErrors(local);
    if (Object.keys(local).length) {
      setSummary(t`Please check the highlighted fields`);
      return;
    }
    setSummary(null);
    saving.mutate();
  }

  return (
    <form
      className="scheduling-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      {summary && (
        <div className="scheduling-alert" role="alert">
          <p>{summary}</p>
          {Object.values(errors).length > 0 && (
            <ul>
              {[...new Set(Object.values(errors))].map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="scheduling-form__row">
        <TimeZonePicker
          label={t`Your time zone`}
          value={draft.time_zone}
          onChange={(zone) => setDraft({ ...draft, time_zone: zone })}
          field={{
            id: 'availability-zone',
            'aria-invalid': errors.time_zone ? true : undefined,
            'aria-describedby': errors.time_zone ? 'availability-zone-error' : undefined,
          }}
        />
        {errors.time_zone && (
          <p className="scheduling-form__error" id="availability-zone-error">
            {errors.time_zone}
          </p>
        )}
      </div>

      <h2 className="booking__subtitle">
        <Trans>Weekly hours</Trans>
      </h2>
      <div className="scheduling-week">
        {DAYS.map((day) => {
          const dayName = i18n._(WEEKDAY_TEXT[day]!);
          const rows = draft.weekly.map((w, i) => ({ w, i })).filter(({ w }) => w.weekday === day);
          return (
            <fieldset key={day} className="scheduling-week__day">
              <legend>{dayName}</legend>
              {rows.length === 0 && (
                <p className="scheduling-muted">
                  <Trans>Not available</Trans>
                </p>
              )}
              {rows.map(({ w, i }) => (
                <div key={i} className="scheduling-form__row">
                  <label>
                    <span>{t`From`}</span>
                    <input
                      type="time"
                      value={w.start}
                      onChange={(e) =>
                        setWeekly(draft.weekly.map((x, k) => (k === i ? { ...x, start: e.target.value } : x)))
                      }
                    />
                  </label>
                  <label>
                    <span>{t`To`}</span>
                    <input
                      type="time"
                      value={w.end === '24:00' ? '23:59' : w.end}
                      aria-invalid={errors[`weekly.${i}.end`] ? true : undefined}
                      onChange={(e) =>
                        setWeekly(draft.weekly.map((x, k) => (k === i ? { ...x, end: e.target.value } : x)))
                      }
                    />
                  </label>
                  <Button
                    variant="secondary"
                    onClick={() => setWeekly(draft.weekly.filter((_, k) => k !== i))}
                    aria-label={t`Remove these hours on ${dayName}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                  {errors[`weekly.${i}.end`] && <p className="scheduling-form__error">{errors[`weekly.${i}.end`]}</p>}
                </div>
              ))}
              <Button
                variant="secondary"
                onClick={() => setWeekly([...draft.weekly, { weekday: day, start: '09:00', end: '17:00' }])}
                aria-label={t`Add hours on ${dayName}`}
              >
                <Trans>Add hours</Trans>
              </Button>
            </fieldset>
          );
        })}
      </div>

      <h2 className="booking__subtitle">
        <Trans>Exceptions</Trans>
      </h2>
      <p className="scheduling-muted">
        <Trans>A day off, or other hours on one date. They replace your weekly hours that day.</Trans>
      </p>
      {draft.exceptions.map((ex, i) => (
        <fieldset key={i} className="scheduling-week__day">
          <legend>{ex.date || t`New exception`}</legend>
          <div className="scheduling-form__row">
            <label>
              <span>{t`Date`}</span>
              <input
                type="date"
                value={ex.date}
                aria-invalid={errors[`exceptions.${i}.date`] ? true : undefined}
                onChange={(e) =>
                  setExceptions(draft.exceptions.map((x, k) => (k === i ? { ...x, date: e.target.value } : x)))
                }
              />
            </label>
            <label>
              <span>{t`That day`}</span>
              <select
                value={ex.hours.length ? 'hours' : 'off'}
                onChange={(e) =>
                  setExceptions(
                    draft.exceptions.map((x, k) =>
                      k === i ? { ...x, hours: e.target.value === 'off' ? [] : [{ start: '09:00', end: '13:00' }] } : x,
                    ),
                  )
                }
              >
                <option value="off">{t`Not available`}</option>
                <option value="hours">{t`Other hours`}</option>
              </select>
            </label>
            {ex.hours.map((h, k) => (
              <span key={k} className="scheduling-form__row">
                <label>
                  <span>{t`From`}</span>
                  <input
                    type="time"
                    value={h.start}
                    onChange={(e) =>
                      setExceptions(
                        draft.exceptions.map((x, j) =>
                          j === i
                            ? { ...x, hours: x.hours.map((y, n) => (n === k ? { ...y, start: e.target.value } : y)) }
                            : x,
                        ),
                      )
                    }
                  />
                </label>
                <label>
                  <span>{t`To`}</span>
                  <input
                    type="time"
                    value={h.end}
                    onChange={(e) =>
                      setExceptions(
                        draft.exceptions.map((x, j) =>
                          j === i
                            ? { ...x, hours: x.hours.map((y, n) => (n === k ? { ...y, end: e.target.value } : y)) }
                            : x,
                        ),
                      )
                    }
                  />
                </label>
              </span>
            ))}
            <Button variant="secondary" onClick={() => setExceptions(draft.exceptions.filter((_, k) => k !== i))}>
              <Trans>Remove</Trans>
            </Button>
            {Object.entries(errors)
              .filter(([key]) => key.startsWith(`exceptions.${i}.`))
              .map(([key, message]) => (
                <p key={key} className="scheduling-form__error">
                  {message}
                </p>
              ))}
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => setExceptions([...draft.exceptions, { date: '', hours: [] }])}>
          <Trans>Add an exception</Trans>
        </Button>
      </div>
      <div>
        <Button type="submit" isBusy={busy} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save availability</Trans>
        </Button>
      </div>
    </form>
  );
}
