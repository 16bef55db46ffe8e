/** The dates of one employment and who supervised it, as `dt`/`dd` pairs inside a caller's `dl`. */
import { useLingui } from '@lingui/react/macro';
import { reasonName } from '../../ui/reason-names/reason-names.ts';

export interface EmploymentDates {
  start_date: string;
  end_date: string | null;
  separation_reason: string | null;
  supervisor_email: string | null;
}

/** A calendar day (YYYY-MM-DD) as the reader writes dates, the same day wherever they are. */
export function useDayFormat(): (value: string) => string {
  const { i18n } = useLingui();
  return (value) => i18n.date(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}

export function EmploymentFacts({ employment: e }: { employment: EmploymentDates }) {
  const { t, i18n } = useLingui();
  const date = useDayFormat();
  return (
    <>
      <dt>{t`Start date`}</dt>
      <dd>{date(e.start_date)}</dd>
      {e.end_date && (
        <>
          <dt>{t`Last day`}</dt>
          <dd>
            {date(e.end_date)}
            {e.separation_reason ? ` · ${reasonName(i18n, e.separation_reason)}` : ''}
          </dd>
        </>
      )}
      {e.supervisor_email && (
        <>
          <dt>{t`Supervisor`}</dt>
          <dd>{e.supervisor_email}</dd>
        </>
      )}
    </>
  );
}
