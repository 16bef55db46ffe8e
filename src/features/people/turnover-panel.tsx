/**
 * What predicts staying, for the employees on /people (optionally of one job): each measured
 * attribute's correlation with staying, its 95% interval, the people behind it and a plain
 * reading; fewer than the reliable minimum says so (decision D118).
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TurnoverAttribute } from '../../../contracts/people.ts';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { getTurnoverCorrelations } from '../../lib/api/people.ts';
import { errorText } from '../../lib/error-text.ts';

function Reading({ attribute, minimum }: { attribute: TurnoverAttribute; minimum: number }) {
  const { t, i18n } = useLingui();
  const { correlation: c, reading } = attribute;
  const n = c.n;
  const fmt = (value: number) => i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (c.r === null || c.low === null || c.high === null) return <p className="people__muted">{t`Based on ${n} people: not enough to compute.`}</p>;
  const r = fmt(c.r);
  const low = fmt(c.low);
  const high = fmt(c.high);
  const size =
    reading.strength === 'none'
      ? t`No clear relation with staying.`
      : reading.direction === 'positive'
        ? reading.strength === 'strong'
          ? t`People who score higher tend strongly to stay.`
          : reading.strength === 'moderate'
            ? t`People who score higher tend to stay.`
            : t`People who score higher stay slightly more often.`
        : reading.strength === 'strong'
          ? t`People who score higher tend strongly to leave.`
          : reading.strength === 'moderate'
            ? t`People who score higher tend to leave.`
            : t`People who score higher leave slightly more often.`;
  return (
    <>
      <p className="people__figure">
        <Trans>
          r = {r} (95% interval {low} to {high})
        </Trans>
      </p>
      <p className="people__muted">
        {size} {reading.excludes_zero ? t`The interval excludes no relation.` : t`The interval includes no relation.`}{' '}
        {reading.too_few ? t`Based on ${n} people; too few to rely on (we rely on ${minimum} or more).` : t`Based on ${n} people.`}
      </p>
    </>
  );
}

export function TurnoverPanel({ accountId, jobTitle }: { accountId: number; jobTitle: string | undefined }) {
  const { i18n } = useLingui();
  const report = useQuery({
    queryKey: ['people', accountId, 'turnover', jobTitle ?? '', i18n.locale],
    queryFn: ({ signal }) => call(getTurnoverCorrelations, { params: { accountId }, query: { ...(jobTitle ? { job_title: jobTitle } : {}), language: i18n.locale as Language }, signal }),
  });
  return (
    <section className="people__panel" aria-labelledby="people-turnover-title">
      <h2 id="people-turnover-title" className="people__subtitle">
        <Trans>What predicts staying</Trans>
      </h2>
      {report.isError && <p role="alert">{errorText(report.error)}</p>}
      {report.data && report.data.attributes.length === 0 && (
        <p className="people__muted">
          <Trans>No measured employees yet.</Trans>
        </p>
      )}
      {report.data && report.data.attributes.length > 0 && (
        <ul className="people__correlations">
          {report.data.attributes.map((a) => (
            <li key={a.attribute_type_id} className="people__correlation">
              <h3 className="people__name">{a.name}</h3>
              <Reading attribute={a} minimum={report.data.reliable_min_n} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
