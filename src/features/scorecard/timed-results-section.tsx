/**
 * The scorecard's "Timed tests": each typing, skills and speed test of the application's plan with
 * its result as the server scored it (GET /smartreq/v1/timed-results/{userSmartreqId}/, the
 * job-access rule), what each figure is on, and any approved extra time. Hidden when the plan has none.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { call } from '../../lib/api-client.ts';
import { listStaffTimedResults } from '../../lib/api/timed-results.ts';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';
import { formatDate } from './scorecard-format.tsx';
import { Section } from './scorecard-sections.tsx';

function Result({ result }: { result: StaffTimedResult }) {
  const { t, i18n } = useLingui();
  const number = (value: number, digits = 1) =>
    i18n.number(value, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  if (result.completed_at === null) return <Trans>Not finished yet</Trans>;
  switch (result.kind) {
    case 'typing_test':
      return result.net_wpm === null || result.accuracy === null ? (
        <>–</>
      ) : (
        <>{t`${number(result.net_wpm)} net WPM, ${number(result.accuracy)}% accuracy`}</>
      );
    case 'skills_test':
      return result.percent === null || result.correct === null || result.total === null ? (
        <>–</>
      ) : (
        <>{t`${number(result.percent, 0)}% (${result.correct} of ${result.total})`}</>
      );
    case 'speed_test':
      return result.download_mbps === null || result.upload_mbps === null || result.latency_ms === null ? (
        <>–</>
      ) : (
        <>{t`${number(result.download_mbps)} Mbps down, ${number(result.upload_mbps)} Mbps up, ${number(result.latency_ms, 0)} ms latency`}</>
      );
  }
}

export function TimedResultsSection({ userSmartreqId }: { userSmartreqId: number }) {
  const { t, i18n } = useLingui();
  const results = useQuery({
    queryKey: ['scorecard', userSmartreqId, 'timed-results'] as const,
    queryFn: ({ signal }) => call(listStaffTimedResults, { params: { userSmartreqId }, signal }),
  });
  if (!results.data || results.data.length === 0) return null;
  const kinds = new Set(results.data.map((r) => r.kind));
  return (
    <Section id="scorecard-timed" title={<Trans>Timed tests</Trans>}>
      {kinds.has('typing_test') && <ScoreLine kind="typing" name={t`Typing`} />}
      {kinds.has('skills_test') && <ScoreLine kind="skills" name={t`Skills test`} />}
      {kinds.has('speed_test') && <ScoreLine kind="speed" name={t`Connection`} />}
      <div className="scorecard-table-scroll">
        <table className="scorecard-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Activity</Trans>
              </th>
              <th scope="col">
                <Trans>Result</Trans>
              </th>
              <th scope="col">
                <Trans>Finished</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.data.map((result) => (
              <tr key={result.job_step_activity_id}>
                <th scope="row">{result.title}</th>
                <td>
                  <Result result={result} />
                  {result.time_accommodation !== null && result.time_accommodation > 1 && (
                    <>
                      {' '}
                      <span className="scorecard-table__muted">
                        {t`(extra time ×${i18n.number(result.time_accommodation)})`}
                      </span>
                    </>
                  )}
                </td>
                <td>{result.completed_at ? formatDate(i18n.locale, result.completed_at) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
