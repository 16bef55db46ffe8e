import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingPage } from '../../../contracts/interview-scheduling.ts';
import { Button } from '../../ui/form/button.tsx';
import { isUnreachable, NeedsConnection } from '../../ui/offline-readiness/needs-connection.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { bookingQueryOptions, book, cancel } from './scheduling.queries.ts';
import { schedulingErrorText } from './scheduling-texts.ts';
import { browserTimeZone, formatDay, formatTime, formatWhen, slotsByDay, timeZoneNames } from '../../lib/time-zones.ts';
import './scheduling.css';

/** Days of free times shown at once (more on request), so a phone's page stays short. */
const DAYS_SHOWN = 4;

/** /schedule-interview/{token}: the candidate picks, moves or cancels their interview; the link is the only credential. */
export function BookingScreen({ token }: { token: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Schedule an interview`);
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const page = useQuery(bookingQueryOptions(token, timeZone));
  const unreachable = !page.data && isUnreachable(page);
  const { refetch } = page;
  const retry = useCallback(() => void refetch(), [refetch]);
  return (
    <section className="booking" aria-labelledby="booking-title">
      <h1 id="booking-title" className="booking__title">
        <Trans>Schedule your interview</Trans>
      </h1>
      {unreachable ? (
        <NeedsConnection because="booking" onRetry={retry} isRetrying={page.isFetching} />
      ) : (
        page.isPending && (
          <p className="scheduling-muted" role="status">
            <Trans>Loading the free times…</Trans>
          </p>
        )
      )}
      {page.isError && !unreachable && (
        <div className="scheduling-alert" role="alert">
          <p>{schedulingErrorText(page.error)}</p>
        </div>
      )}
      {page.data && <BookingBody token={token} page={page.data} timeZone={timeZone} onTimeZone={setTimeZone} />}
    </section>
  );
}

function BookingBody({
  token,
  page,
  timeZone,
  onTimeZone,
}: {
  token: string;
  page: BookingPage;
  timeZone: string;
  onTimeZone: (zone: string) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'booked' | 'cancelled' | null>(null);
  const [moving, setMoving] = useState(false);
  const [dayCount, setDayCount] = useState(DAYS_SHOWN);
  const days = slotsByDay(page.slots, timeZone);
  const isScheduled = page.status === 'scheduled' && page.starts_at !== null;
  const showSlots = page.can_change && (!isScheduled || moving);
  const hours = page.change_cutoff_hours;

  async function confirm() {
    if (!chosen || !isOnline) return;
    setBusy(true);
    setError(null);
    try {
      await book(queryClient, token, chosen, timeZone);
      setDone('booked');
      setMoving(false);
      setChosen(null);
    } catch (e) {
      setError(schedulingErrorText(e));
      await queryClient.invalidateQueries({ queryKey: ['interview-scheduling', 'booking', token] });
    } finally {
      setBusy(false);
    }
  }

  async function cancelInterview() {
    if (!isOnline) return;
    if (!window.confirm(t`Cancel this interview? The company and the interviewers will be told.`)) return;
    setBusy(true);
    setError(null);
    try {
      await cancel(queryClient, token);
      setDone('cancelled');
    } catch (e) {
      setError(schedulingErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  if (done === 'cancelled')
    return (
      <p className="scheduling-success" role="status">
        <Trans>Your interview is cancelled. The company has been told.</Trans>
      </p>
    );

  return (
    <>
      <div className="booking__facts">
        <p className="booking__lead">
          <Trans>
            {page.company_name}: {page.activity_title} for {page.job_title}
          </Trans>
        </p>
        <dl className="scheduling-facts">
          <dt>
            <Trans>Length</Trans>
          </dt>
          <dd>
            <Trans>{page.duration_minutes} minutes</Trans>
          </dd>
          {page.interviewer_names.length > 0 && (
            <>
              <dt>
                <Trans>With</Trans>
              </dt>
              <dd>{page.interviewer_names.join(', ')}</dd>
            </>
          )}
          {(page.location || page.meeting_url) && (
            <>
              <dt>
                <Trans>Where</Trans>
              </dt>
              <dd>
                {page.location}
                {page.location && page.meeting_url && <br />}
                {page.meeting_url && (
                  <a href={page.meeting_url} target="_blank" rel="noreferrer">
                    {page.meeting_url}
                  </a>
                )}
              </dd>
            </>
          )}
          {page.instructions && (
            <>
              <dt>
                <Trans>To prepare</Trans>
              </dt>
              <dd className="scheduling-pre">{page.instructions}</dd>
            </>
          )}
        </dl>
      </div>

      {done === 'booked' && (
        <p className="scheduling-success" role="status">
          <Trans>Your interview is booked. We sent you an email with a calendar invitation.</Trans>
        </p>
      )}
      {error && (
        <div className="scheduling-alert" role="alert">
          <p>{error}</p>
        </div>
      )}
      {!isOnline && (
        <p className="scheduling-alert" role="status">
          <Trans>
            You're offline. Booking, moving or cancelling needs a connection: do it once you're back online.
          </Trans>
        </p>
      )}

      {isScheduled && (
        <div className="booking__current">
          <h2 className="booking__subtitle">
            <Trans>Your interview</Trans>
          </h2>
          <p className="booking__when">{formatWhen(page.starts_at!, timeZone, i18n.locale)}</p>
          <p className="scheduling-muted">
            <Trans>Times are shown in {timeZone}.</Trans>
          </p>
          {page.can_change ? (
            <div className="scheduling-actions">
              {!moving && (
                <Button variant="secondary" onClick={() => setMoving(true)}>
                  <Trans>Choose another time</Trans>
                </Button>
              )}
              <Button variant="secondary" onClick={() => void cancelInterview()} isBusy={busy}>
                <Trans>Cancel the interview</Trans>
              </Button>
            </div>
          ) : null}
        </div>
      )}

      <p className="booking__rule">
        {page.can_change ? (
          <Trans>You can change or cancel your interview here until {hours} hours before it starts.</Trans>
        ) : (
          <Trans>
            The interview starts in less than {hours} hours: it can no longer be changed here. Contact the company if
            you need to.
          </Trans>
        )}
      </p>

      {showSlots && (
        <div className="booking__slots">
          <h2 className="booking__subtitle">
            {isScheduled ? <Trans>Choose a new time</Trans> : <Trans>Choose a time</Trans>}
          </h2>
          <label className="booking__zone">
            <span>{t`Time zone`}</span>
            <select value={timeZone} onChange={(e) => onTimeZone(e.target.value)}>
              {timeZoneNames(timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
          {days.length === 0 && (
            <p className="scheduling-muted">
              <Trans>There is no free time in the next weeks. The company will contact you.</Trans>
            </p>
          )}
          {days.slice(0, dayCount).map(({ day, slots }) => (
            <fieldset key={day} className="booking__day">
              <legend>{formatDay(day, i18n.locale)}</legend>
              <div className="booking__times">
                {slots.map((slot) => (
                  <label
                    key={slot.starts_at}
                    className={chosen === slot.starts_at ? 'booking__time booking__time--chosen' : 'booking__time'}
                  >
                    <input
                      type="radio"
                      name="slot"
                      value={slot.starts_at}
                      checked={chosen === slot.starts_at}
                      onChange={() => setChosen(slot.starts_at)}
                    />
                    {formatTime(slot.starts_at, timeZone, i18n.locale)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {days.length > dayCount && (
            <Button variant="secondary" onClick={() => setDayCount(dayCount + DAYS_SHOWN)}>
              <Trans>Show more days</Trans>
            </Button>
          )}
          {days.length > 0 && (
            <div className="booking__confirm">
              <Button
                isBlock
                onClick={() => void confirm()}
                isBusy={busy}
                aria-disabled={!chosen || busy || !isOnline || undefined}
                busyLabel={<Trans>Booking…</Trans>}
              >
                {chosen ? (
                  <Trans>Book {formatWhen(chosen, timeZone, i18n.locale)}</Trans>
                ) : (
                  <Trans>Choose a time above</Trans>
                )}
              </Button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
