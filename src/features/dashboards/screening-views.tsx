/** The Screening Questions dashboard: one panel per question the filter's applicants answered. */
import { useLingui } from '@lingui/react/macro';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { ScreeningQuestionReport } from '../../../contracts/screening-reports.ts';
import { screeningQuestionsQuery } from './dashboards.queries.ts';
import { ReportPanel } from './report-panel.tsx';
import { Loaded, useFormat } from './report-view-kit.tsx';

type Question = ScreeningQuestionReport['questions'][number];

function QuestionPanel({ question }: { question: Question }) {
  const { t } = useLingui();
  const { pct, num } = useFormat();
  const knockedOut = question.choices.filter((c) => c.is_knockout).reduce((s, c) => s + c.answers, 0);
  const base = t`${question.answered} applicants answered; ${question.hired} of them were hired.`;
  if (question.choices.length === 0) {
    const summary = question.median === null ? base : `${base} ${t`Median answer: ${num(question.median)}.`}`;
    return (
      <ReportPanel
        title={question.question_text}
        summary={summary}
        fileName={`screening-question-${question.account_question_id}`}
        table={{
          columns: [
            t`Question`,
            t({ message: 'Answered', context: 'number of applicants' }),
            t`Hired`,
            t`Median answer`,
          ],
          rows: [[question.question_text, question.answered, question.hired, num(question.median)]],
        }}
      />
    );
  }
  return (
    <ReportPanel
      title={question.question_text}
      summary={knockedOut ? `${base} ${t`${knockedOut} answers were knockout answers.`}` : base}
      fileName={`screening-question-${question.account_question_id}`}
      chart={{
        kind: 'bar',
        horizontal: true,
        title: question.question_text,
        labels: question.choices.map((c) => c.label),
        datasets: [
          { label: t`Answers`, data: question.choices.map((c) => c.answers) },
          { label: t`Hired`, data: question.choices.map((c) => c.hired) },
        ],
      }}
      table={{
        columns: [t`Answer`, t`Answers`, t`Share of applicants`, t`Hired`, t`Knockout`],
        rows: question.choices.map((c) => [
          c.label,
          c.answers,
          question.answered ? pct(c.answers / question.answered) : null,
          c.hired,
          c.is_knockout ? t`Yes` : t`No`,
        ]),
      }}
    />
  );
}

export function ScreeningQuestionsView({ accountId, filter }: { accountId: number; filter: ReportFilter }) {
  const { t } = useLingui();
  const read = screeningQuestionsQuery(accountId, filter);
  return (
    <Loaded read={read}>
      {(r) =>
        r.questions.length === 0 ? (
          <p className="dashboard__note">{t`No applicant in this range answered a screening question.`}</p>
        ) : (
          <>
            <p className="dashboard__note">{t`Each applicant counts once per question; a multiple-choice answer counts once for every choice picked, so the shares can add up to more than 100%.`}</p>
            {r.questions.map((question) => (
              <QuestionPanel key={question.account_question_id} question={question} />
            ))}
          </>
        )
      }
    </Loaded>
  );
}
