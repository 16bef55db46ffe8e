/**
 * The Interview Questions dashboard: each interview question used on the filter's applications,
 * how often its kit was evaluated and notes were written on it, the 1-5 scores of the attributes
 * it probes, and whether those scores tell the applicants since hired from the rest.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import { interviewQuestionsQuery } from './dashboards.queries.ts';
import { ReportPanel } from './report-panel.tsx';
import { Loaded, useFormat } from './report-view-kit.tsx';

const SHORT = 48;
const shortText = (text: string) => (text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text);

export function InterviewQuestionsView({ accountId, filter }: { accountId: number; filter: ReportFilter }) {
  const { t } = useLingui();
  const { num } = useFormat();
  const read = interviewQuestionsQuery(accountId, filter);
  return (
    <Loaded read={read}>
      {(r) => {
        const questions = r.questions;
        const scored = questions.filter((q) => q.mean_hired !== null && q.mean_not_hired !== null);
        const widest = scored.reduce<(typeof scored)[number] | undefined>(
          (w, q) =>
            !w || Math.abs(q.mean_hired! - q.mean_not_hired!) > Math.abs(w.mean_hired! - w.mean_not_hired!) ? q : w,
          undefined,
        );
        const label = (q: (typeof questions)[number]) => shortText(q.question_text);
        return (
          <>
            <ReportPanel
              title={t`Scores by question`}
              summary={
                questions.length
                  ? t`${questions.length} interview questions were on the kits of the evaluations submitted for these applications. Each bar counts the 1-5 scores given to the attributes the question probes.`
                  : t`No interview with a kit was evaluated for these applications.`
              }
              fileName="interview-questions"
              empty={questions.length === 0}
              chart={{
                kind: 'bar',
                horizontal: true,
                stacked: true,
                title: t`Scores by question`,
                labels: questions.map(label),
                datasets: [1, 2, 3, 4, 5].map((level, i) => ({
                  label: t`Score ${level}`,
                  data: questions.map((q) => q.counts[i] ?? 0),
                })),
              }}
              table={{
                columns: [
                  t`Question`,
                  t`Interview kit`,
                  t`Attributes`,
                  t`Evaluations`,
                  t`With notes`,
                  t`Scores`,
                  t`Mean score`,
                ],
                rows: questions.map((q) => [
                  q.question_text,
                  q.kit_name,
                  q.attributes.join(', ') || '—',
                  q.evaluations,
                  q.noted,
                  q.counts.reduce((s, c) => s + c, 0),
                  num(q.mean),
                ]),
              }}
            />
            <ReportPanel
              title={t`Hires against the rest`}
              summary={
                widest
                  ? t`The question whose scores differ most between applicants since hired and the rest is “${label(widest)}”: ${num(widest.mean_hired)} against ${num(widest.mean_not_hired)}.`
                  : t`Hires and the rest can be compared once both have been scored on a question.`
              }
              fileName="interview-questions-hires"
              empty={questions.length === 0}
              chart={{
                kind: 'bar',
                horizontal: true,
                title: t`Hires against the rest`,
                labels: questions.map(label),
                datasets: [
                  { label: t`Mean score of hires`, data: questions.map((q) => q.mean_hired) },
                  { label: t`Mean score of the rest`, data: questions.map((q) => q.mean_not_hired) },
                ],
              }}
              table={{
                columns: [t`Question`, t`Mean score of hires`, t`Mean score of the rest`],
                rows: questions.map((q) => [q.question_text, num(q.mean_hired), num(q.mean_not_hired)]),
              }}
            />
          </>
        );
      }}
    </Loaded>
  );
}
