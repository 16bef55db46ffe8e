/**
 * What predicts staying, for the employees on /people (optionally of one job): each measured
 * attribute's correlation with staying, its 95% interval, the people behind it and a plain
 * reading; fewer than the reliable minimum says so (decision D118).
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { getTurnoverCorrelations } from '../../lib/api/people.ts';
import { errorText } from '../../lib/error-text.ts';
import { CorrelationReading } from '../../ui/staff-kit/correlation-reading.tsx';

export function TurnoverPanel({ accountId, jobTitle }: { accountId: number; jobTitle: string | undefined }) {
  const { i18n } = useLingui();
  const report = useQuery({
    queryKey: ['people', accountId, 'turnover', jobTitle ?? '', i18n.locale],
    queryFn: ({ signal }) =>
      call(getTurnoverCorrelations, {
        params: { accountId },
        query: { ...(jobTitle ? { job_title: jobTitle } : {}), language: i18n.locale as Language },
        signal,
      }),
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
              <CorrelationReading attribute={a} minimum={report.data.reliable_min_n} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
