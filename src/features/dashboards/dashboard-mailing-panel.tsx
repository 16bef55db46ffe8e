/**
 * "Mail weekly" under a company dashboard's filters (D340), a requisition's dashboard tab's or a
 * custom dashboard's (D516): the dashboard's weekly mailings (day, format, recipients, each can be
 * stopped) and a form for a new one with the filters chosen above. Only colleagues who may see the
 * company's dashboards are offered; the server checks again that each may open this dashboard.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  DashboardMailing,
  MailableDashboard,
  MailableRequisitionTab,
  MailingFormat,
} from '../../../contracts/dashboard-mailings.ts';
import { Button } from '../../ui/form/button.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { WriteFailure } from '../../ui/staff-kit/write-failure.tsx';
import {
  createMailingWrite,
  dashboardMailingsQuery,
  mailingRecipientsQuery,
  stopMailingWrite,
} from './dashboard-mailings.queries.ts';
import type { DashboardSearch } from './dashboard-search.ts';
import './dashboard-mailing.css';

/** ISO weekdays 1 (Monday) to 7 (Sunday), named in the reader's language. */
function useWeekdayName() {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return (weekday: number) => format.format(new Date(Date.UTC(2024, 0, weekday)));
}

/** The dashboard a panel mails: a company's, a requisition's tab (`jobId`) or a custom one (`customDashboardId`). */
export type MailedDashboard =
  | { dashboard: MailableDashboard; jobId?: undefined; customDashboardId?: undefined }
  | { dashboard: MailableRequisitionTab; jobId: number; customDashboardId?: undefined }
  | { dashboard: 'custom'; jobId?: undefined; customDashboardId: number };

const isOf = (m: DashboardMailing, of: MailedDashboard) =>
  m.dashboard === of.dashboard &&
  m.job_id === (of.jobId ?? null) &&
  m.custom_dashboard_id === (of.customDashboardId ?? null);

export function DashboardMailingPanel({
  accountId,
  search,
  ...of
}: MailedDashboard & {
  accountId: number;
  search: DashboardSearch;
}) {
  const { dashboard } = of;
  const { t } = useLingui();
  const id = useId();
  const weekdayName = useWeekdayName();
  const queryClient = useQueryClient();
  // Nothing is read until the panel is first opened; then its mailings and colleagues read in place (D488).
  const [hasOpened, setOpened] = useState(false);
  const [format, setFormat] = useState<MailingFormat>('pdf');
  const [weekday, setWeekday] = useState(1);
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string>();
  // D506: the writes' own errors are their failures, shown beside their buttons.
  const create = useMutation(createMailingWrite(queryClient, accountId));
  const stop = useMutation(stopMailingWrite(queryClient, accountId));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (chosen.length === 0) {
      create.reset();
      setProblem(t`Choose at least one recipient.`);
      return;
    }
    create.mutate(
      {
        dashboard,
        format,
        weekday,
        recipient_ids: chosen,
        ...(of.jobId !== undefined ? { job_id: of.jobId } : {}),
        ...(of.customDashboardId !== undefined ? { custom_dashboard_id: of.customDashboardId } : {}),
        ...(search.job_ids ? { job_ids: String(search.job_ids) } : {}),
        ...(search.locations ? { locations: search.locations } : {}),
        ...(search.source_ids ? { source_ids: String(search.source_ids) } : {}),
      },
      { onSuccess: () => setChosen([]) },
    );
  };
  return (
    <details
      className="dashboard-mailing"
      onToggle={(e) => {
        if (e.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        <Trans>Mail weekly</Trans>
      </summary>
      <p className="dashboard-mailing__hint">
        <Trans>
          Each chosen colleague gets this dashboard every week, with the figures of the seven days before and the
          filters chosen above, as a PDF or CSV file.
        </Trans>
      </p>
      {hasOpened && (
        <InPlaceRead read={dashboardMailingsQuery(accountId)} mutedClassName="dashboard-mailing__hint">
          {(mailings) => {
            const mine = mailings.filter((m) => isOf(m, of));
            return (
              mine.length > 0 && (
                <ul className="dashboard-mailing__list" aria-label={t`Weekly mailings of this dashboard`}>
                  {mine.map((m) => {
                    const day = weekdayName(m.weekday);
                    const kind = m.format.toUpperCase();
                    const names = m.recipients.map((r) => r.name).join(', ');
                    return (
                      <li key={m.mailing_id}>
                        <span>{t`Every ${day}, ${kind}, to ${names}`}</span>
                        <Button
                          variant="secondary"
                          isBusy={stop.isPending && stop.variables === m.mailing_id}
                          onClick={() => stop.mutate(m.mailing_id)}
                          aria-label={t`Stop mailing every ${day} to ${names}`}
                        >
                          <Trans>Stop</Trans>
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )
            );
          }}
        </InPlaceRead>
      )}
      <WriteFailure write={stop} />
      <form className="dashboard-mailing__form" onSubmit={submit} noValidate aria-label={t`New weekly mailing`}>
        <fieldset className="dashboard-mailing__formats">
          <legend>
            <Trans>File</Trans>
          </legend>
          {(['pdf', 'csv'] as const).map((f) => (
            <label key={f}>
              <input type="radio" name={`${id}-format`} checked={format === f} onChange={() => setFormat(f)} />
              {f === 'pdf' ? t`PDF` : t`CSV`}
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-day`}>
            <Trans>Day of the week</Trans>
          </label>
          <select
            id={`${id}-day`}
            className="form-field__input"
            value={weekday}
            onChange={(e) => setWeekday(Number(e.target.value))}
          >
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <option key={d} value={d}>
                {weekdayName(d)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="dashboard-mailing__recipients">
          <legend>
            <Trans>Recipients</Trans>
          </legend>
          {hasOpened && (
            <InPlaceRead
              read={mailingRecipientsQuery(accountId)}
              mutedClassName="dashboard-mailing__hint"
              loadingText={<Trans>Loading colleagues…</Trans>}
            >
              {(recipients) =>
                recipients.map((r) => (
                  <label key={r.user_id}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(r.user_id)}
                      onChange={() =>
                        setChosen((c) => (c.includes(r.user_id) ? c.filter((x) => x !== r.user_id) : [...c, r.user_id]))
                      }
                    />
                    <span>{r.name}</span>
                    <span className="dashboard-mailing__email">{r.email}</span>
                  </label>
                ))
              }
            </InPlaceRead>
          )}
        </fieldset>
        <Button type="submit" isBusy={create.isPending}>
          <Trans>Mail every week</Trans>
        </Button>
        <WriteFailure
          write={create}
          className="form-field__error"
          textOf={() => t`The mailing could not be saved. Check the recipients and try again.`}
        />
        {problem && (
          <p className="form-field__error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </details>
  );
}
