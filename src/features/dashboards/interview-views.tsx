/**
 * The interview dashboards: the interview overview (account and requisition), and the interviewers'
 * score summary with one interviewer's details against the rest of their panels.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { InPlaceReadOptions } from '../../ui/staff-kit/in-place-read.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { InterviewerDetail, InterviewerSummary } from '../../../contracts/interview-reports.ts';
import { INTERVIEW_STATUS_TEXT, RECOMMENDATION_TEXT } from '../../lib/interview-texts.ts';
import {
  interviewerDetailQuery,
  interviewerSummaryQuery,
  interviewOverviewQuery,
  type ReportTarget,
} from './dashboards.queries.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { ReportPanel } from './report-panel.tsx';
import { Loaded, useFormat } from './report-view-kit.tsx';

const LEVELS = ['1', '2', '3', '4', '5'];

export function InterviewOverviewView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t, i18n } = useLingui();
  const { pct, num } = useFormat();
  const read = interviewOverviewQuery(target, filter);
  return (
    <Loaded read={read}>
      {(o) => {
        const completed = o.by_status.find((s) => s.status === 'completed')?.interviews ?? 0;
        const given = o.recommendations.reduce((s, r) => s + r.evaluations, 0);
        return (
          <>
            <ReportPanel
              title={t`Interviews by status`}
              summary={t`${o.interviews} interviews for applications from ${o.range.from_date} to ${o.range.to_date}: ${completed} completed, ${o.evaluations_submitted} evaluations submitted, ${num(o.interviewer_hours)} hours of interviewer time.`}
              fileName="interviews-by-status"
              empty={o.interviews === 0}
              chart={{
                kind: 'bar',
                horizontal: true,
                title: t`Interviews by status`,
                labels: o.by_status.map((s) => i18n._(INTERVIEW_STATUS_TEXT[s.status])),
                datasets: [{ label: t`Interviews`, data: o.by_status.map((s) => s.interviews) }],
              }}
              table={{
                columns: [t`Status`, t`Interviews`],
                rows: [
                  ...o.by_status.map((s) => [i18n._(INTERVIEW_STATUS_TEXT[s.status]), s.interviews]),
                  [t`All`, o.interviews],
                ],
              }}
            />
            <ReportPanel
              title={t`Recommendations and hires`}
              summary={t`${given} recommendations given in submitted evaluations. The hire rate shows how often each recommendation went with a hire.`}
              fileName="interview-recommendations"
              empty={given === 0}
              chart={{
                kind: 'bar',
                title: t`Recommendations and hires`,
                labels: o.recommendations.map((r) => i18n._(RECOMMENDATION_TEXT[r.recommendation])),
                datasets: [
                  { label: t`Evaluations`, data: o.recommendations.map((r) => r.evaluations) },
                  { label: t`Hired`, data: o.recommendations.map((r) => r.hired) },
                ],
              }}
              table={{
                columns: [t`Recommendation`, t`Evaluations`, t`Hired`, t`Hire rate`],
                rows: o.recommendations.map((r) => [
                  i18n._(RECOMMENDATION_TEXT[r.recommendation]),
                  r.evaluations,
                  r.hired,
                  r.evaluations ? pct(r.hired / r.evaluations) : null,
                ]),
              }}
            />
            <ReportPanel
              title={t`Interview scores by attribute`}
              summary={
                o.attributes.length
                  ? t`Rubric scores from 1 to 5 in submitted evaluations: ${o.attributes.map((a) => `${a.name} ${num(a.mean)}`).join(', ')}.`
                  : t`No submitted evaluation has scores yet.`
              }
              fileName="interview-attribute-scores"
              empty={o.attributes.length === 0}
              chart={{
                kind: 'bar',
                stacked: true,
                horizontal: true,
                title: t`Interview scores by attribute`,
                labels: o.attributes.map((a) => a.name),
                datasets: LEVELS.map((level, i) => ({
                  label: t`Score ${level}`,
                  data: o.attributes.map((a) => a.counts[i] ?? 0),
                })),
              }}
              table={{
                columns: [t`Attribute`, t`Scores`, t`Mean`, ...LEVELS.map((level) => t`Score ${level}`)],
                rows: o.attributes.map((a) => [a.name, a.scores, num(a.mean), ...a.counts]),
              }}
            />
          </>
        );
      }}
    </Loaded>
  );
}

function signed(num: (x: number | null) => string | null, x: number | null): string | null {
  if (x === null) return null;
  return x > 0 ? `+${num(x)}` : num(x);
}

function SummaryPanel({ summary }: { summary: InterviewerSummary }) {
  const { t } = useLingui();
  const { num } = useFormat();
  const people = summary.interviewers;
  const scored = people.filter((p) => p.difference !== null);
  const furthest = scored.reduce<(typeof scored)[number] | undefined>(
    (far, p) => (far === undefined || Math.abs(p.difference!) > Math.abs(far.difference!) ? p : far),
    undefined,
  );
  return (
    <ReportPanel
      title={t`Interviewer score summary`}
      summary={
        furthest
          ? t`${people.length} interviewers. Furthest from their panels: ${furthest.full_name}, ${signed(num, furthest.difference)} points on average over ${furthest.compared} scores (positive scores higher than the others on the same interviews).`
          : t`${people.length} interviewers; no interview has two submitted evaluations to compare yet.`
      }
      fileName="interviewer-score-summary"
      empty={people.length === 0}
      chart={
        scored.length
          ? {
              kind: 'bar',
              horizontal: true,
              title: t`Difference from the panel`,
              labels: scored.map((p) => p.full_name),
              datasets: [{ label: t`Difference from the panel`, data: scored.map((p) => p.difference) }],
            }
          : undefined
      }
      table={{
        columns: [
          t`Interviewer`,
          t`Interviews`,
          t`Evaluations`,
          t`Scores`,
          t`Mean`,
          t`Panel mean`,
          t`Difference`,
          ...LEVELS.map((level) => t`Score ${level}`),
        ],
        rows: people.map((p) => [
          p.full_name,
          p.interviews,
          p.evaluations_submitted,
          p.scores,
          num(p.mean),
          num(p.panel_mean),
          signed(num, p.difference),
          ...p.counts,
        ]),
      }}
    />
  );
}

function AccountInterviewerDetail({
  accountId,
  interviewerId,
  filter,
}: {
  accountId: number;
  interviewerId: number;
  filter: ReportFilter;
}) {
  return <InterviewerDetailView read={interviewerDetailQuery(accountId, interviewerId, filter)} />;
}

/** One interviewer's scores by attribute against the rest of their panels: the account report's details, and a job profile's interviewers board (D172). */
export function InterviewerDetailView<T extends Omit<InterviewerDetail, 'range'>, K extends QueryKey>({
  read,
}: {
  read: InPlaceReadOptions<T, K>;
}) {
  const { t } = useLingui();
  const { num } = useFormat();
  return (
    <Loaded read={read}>
      {(d) => (
        <ReportPanel
          title={t`${d.full_name}: scores by attribute`}
          summary={
            d.attributes.length
              ? t`Each attribute's mean score beside the mean the others on the same interviews gave; the difference is over those shared interviews only.`
              : t`${d.full_name} has no submitted scores in this range.`
          }
          fileName={`interviewer-${d.user_id}`}
          empty={d.attributes.length === 0}
          chart={{
            kind: 'bar',
            horizontal: true,
            title: t`${d.full_name}: scores by attribute`,
            labels: d.attributes.map((a) => a.name),
            datasets: [
              { label: t`Mean`, data: d.attributes.map((a) => a.mean) },
              { label: t`Panel mean`, data: d.attributes.map((a) => a.panel_mean) },
            ],
          }}
          table={{
            columns: [t`Attribute`, t`Scores`, t`Mean`, t`Compared`, t`Panel mean`, t`Difference`],
            rows: d.attributes.map((a) => [
              a.name,
              a.scores,
              num(a.mean),
              a.compared,
              num(a.panel_mean),
              signed(num, a.difference),
            ]),
          }}
        />
      )}
    </Loaded>
  );
}

export function InterviewersView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const read = interviewerSummaryQuery(target, filter);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const selectId = useId();
  return (
    <Loaded read={read}>
      {(summary) => (
        <>
          <SummaryPanel summary={summary} />
          {target.kind === 'account' && summary.interviewers.length > 0 && (
            <div className="dashboard__detail-choice">
              <FormField id={selectId} label={<Trans>Details for one interviewer</Trans>}>
                {(a11y) => (
                  <select
                    id={selectId}
                    className="form-field__input"
                    value={chosen ?? ''}
                    onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : undefined)}
                    {...a11y}
                  >
                    <option value="">{t`Choose an interviewer`}</option>
                    {summary.interviewers.map((p) => (
                      <option key={p.user_id} value={p.user_id}>
                        {p.full_name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          )}
          {target.kind === 'account' && chosen !== undefined && (
            <AccountInterviewerDetail accountId={target.accountId} interviewerId={chosen} filter={filter} />
          )}
        </>
      )}
    </Loaded>
  );
}
