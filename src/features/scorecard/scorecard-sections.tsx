/** The read-only parts of the scorecard: screening stages, attributes against weights, the assessment report, answers, and the parts still to come. */
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { downloadFile, viewFile } from '../../lib/file-transfer.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import type {
  AssessmentReport,
  MeasuredAttribute,
  Scorecard,
  ScreeningAnswer,
  ScreeningStage,
} from '../../../contracts/scorecard.ts';
import { ScoreHelp, ScoreLine } from '../../ui/staff-kit/score-help.tsx';
import { formatDate, formatScore, ScoreBar } from './scorecard-format.tsx';
import { ScoreWithBand } from './score-band.tsx';
import { stepName } from '../../ui/step-names.ts';
import { companyText } from '../../ui/company-text.ts';
import { KIND_BUILT_IN_TITLES } from '../../kinds/candidate.ts';

export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="scorecard-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className="scorecard-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="scorecard-section__empty">{children}</p>;
}

export function StagesSection({
  stages,
  stepScores,
}: {
  stages: ScreeningStage[];
  stepScores: Scorecard['screeningStepScores'];
}) {
  const { t, i18n } = useLingui();
  const scoreOf = new Map(stepScores.map((s) => [s.job_step_id, s.score]));
  const hasScore = stepScores.some((s) => s.score !== null);
  return (
    <Section id="scorecard-stages" title={<Trans>Screening stages</Trans>}>
      {hasScore && <ScoreLine kind="stage" name={t`Stage score`} />}
      {stages.length === 0 ? (
        <Empty>
          <Trans>This requisition has no screening plan yet.</Trans>
        </Empty>
      ) : (
        <ol className="scorecard-stages">
          {stages.map((stage) => {
            const score = formatScore(scoreOf.get(stage.job_step_id) ?? null, i18n.locale);
            const done = stage.activities.filter((a) => a.is_completed).length;
            return (
              <li key={stage.job_step_id} className="scorecard-stage">
                <div className="scorecard-stage__head">
                  <h3 className="scorecard-stage__name">{stepName(i18n, stage.name)}</h3>
                  <span className="scorecard-stage__meta">
                    {stage.completed_at ? (
                      <Trans>Completed {formatDate(i18n.locale, stage.completed_at)}</Trans>
                    ) : (
                      <Trans>
                        {done} of {stage.activities.length} done
                      </Trans>
                    )}
                    {score !== null && (
                      <>
                        {' · '}
                        <Trans>Score {score}</Trans>
                      </>
                    )}
                  </span>
                </div>
                <ul className="scorecard-activities">
                  {stage.activities.map((activity) => (
                    <li
                      key={activity.job_step_activity_id}
                      className={
                        activity.is_completed ? 'scorecard-activity scorecard-activity--done' : 'scorecard-activity'
                      }
                    >
                      <span className="scorecard-activity__mark" aria-hidden="true">
                        {activity.is_completed ? '✓' : '○'}
                      </span>
                      <span className="scorecard-activity__title">
                        {companyText(i18n, { text: activity.title }, KIND_BUILT_IN_TITLES)}
                      </span>
                      <span className="scorecard-activity__state">
                        {activity.is_completed && activity.completed_at ? (
                          <Trans>Completed {formatDate(i18n.locale, activity.completed_at)}</Trans>
                        ) : activity.is_completed ? (
                          <Trans>Completed</Trans>
                        ) : (
                          <Trans>Not completed</Trans>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}

export function AttributesSection({ attributes }: { attributes: MeasuredAttribute[] }) {
  const { t, i18n } = useLingui();
  return (
    <Section id="scorecard-attributes" title={<Trans>Attribute scores and weights</Trans>}>
      {attributes.length === 0 ? (
        <Empty>
          <Trans>This requisition weighs no attributes yet.</Trans>
        </Empty>
      ) : (
        <div className="scorecard-table-scroll">
          <table className="scorecard-table">
            <caption className="visually-hidden">{t`Each attribute's score against its weight`}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Group</Trans>
                </th>
                <th scope="col">
                  <Trans>Attribute</Trans>
                </th>
                <th scope="col" className="scorecard-table__number">
                  <Trans>Weight</Trans>
                </th>
                <th scope="col">
                  <Trans>Score</Trans>
                  <ScoreHelp kind="attribute" name={t`Attribute score`} />
                </th>
              </tr>
            </thead>
            <tbody>
              {attributes.map((a) => (
                <tr key={`${a.job_attribute_group_id}-${a.attribute_type_id}`}>
                  <td>
                    {a.group_name}{' '}
                    <span className="scorecard-table__muted">
                      <Trans>(weight {a.group_weight})</Trans>
                    </span>
                  </td>
                  <th scope="row">{a.attribute_name}</th>
                  <td className="scorecard-table__number">
                    <span className="scorecard-table__label">
                      <Trans>Weight</Trans>{' '}
                    </span>
                    {a.weight}
                  </td>
                  <td>
                    <span className="scorecard-table__label">
                      <Trans>Score</Trans>{' '}
                    </span>
                    {a.score === null ? (
                      <span className="scorecard-table__muted">
                        <Trans>Not measured</Trans>
                      </span>
                    ) : (
                      <span className="scorecard-score">
                        <ScoreBar score={a.score} />
                        <span className="scorecard-score__number">{formatScore(a.score, i18n.locale)}</span>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

export function AssessmentSection({ reports }: { reports: AssessmentReport[] }) {
  const { t, i18n } = useLingui();
  return (
    <Section id="scorecard-assessments" title={<Trans>Assessment report</Trans>}>
      {reports.length === 0 ? (
        <Empty>
          <Trans>No questionnaire completed yet.</Trans>
        </Empty>
      ) : (
        reports.map((report) => (
          <div key={report.job_step_activity_id} className="scorecard-report">
            <h3 className="scorecard-report__title">
              {companyText(i18n, { text: report.title }, KIND_BUILT_IN_TITLES)}
            </h3>
            {report.completed_at && (
              <p className="scorecard-section__muted">
                <Trans>Completed {formatDate(i18n.locale, report.completed_at)}</Trans>
              </p>
            )}
            {report.scores.length === 0 ? (
              <Empty>
                <Trans>No attribute scores for this questionnaire yet.</Trans>
              </Empty>
            ) : (
              <>
                {report.is_personality ? (
                  <ScoreLine kind="personality" name={t`Personality scales`} />
                ) : (
                  <ScoreLine kind="attribute" name={t`Attribute scores`} />
                )}
                <dl className="scorecard-report__scores">
                  {report.scores.map((s) => (
                    <div key={s.attribute_type_id} className="scorecard-report__row">
                      <dt>{s.name}</dt>
                      <dd className="scorecard-score">
                        <ScoreBar score={s.score} />
                        <ScoreWithBand score={s.score} sem={s.sem} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </div>
        ))
      )}
    </Section>
  );
}

export function AnswersSection({ answers }: { answers: ScreeningAnswer[] }) {
  const { t } = useLingui();
  const text = (a: ScreeningAnswer) =>
    a.question_type === 'yes_no' ? (a.answer_text === 'yes' ? t`Yes` : t`No`) : a.answer_text;
  return (
    <Section id="scorecard-answers" title={<Trans>Answers to screening questions</Trans>}>
      {answers.length === 0 ? (
        <Empty>
          <Trans>No answers to screening questions yet.</Trans>
        </Empty>
      ) : (
        <dl className="scorecard-answers">
          {answers.map((a) => (
            <div key={`${a.job_step_activity_id}-${a.account_question_id}`} className="scorecard-answers__row">
              <dt>{a.question_text}</dt>
              <dd>
                {text(a)}
                {a.file && <FileActions file={a.file} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

export function VideoSection({ videos }: { videos: Scorecard['videoAnswers'] }) {
  return (
    <Section id="scorecard-videos" title={<Trans>Video answers</Trans>}>
      {videos.length === 0 ? (
        <Empty>
          <Trans>No video answers yet</Trans>
        </Empty>
      ) : (
        <ul className="scorecard-plain-list">
          {videos.map((v) => (
            <li key={v.job_step_activity_id}>
              <a href={v.url}>{v.title}</a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** View and Download buttons for a stored file (a resume, a file answer); failures are notified. */
function FileActions({ file }: { file: { url: string; file_name: string } }) {
  const { t } = useLingui();
  // Opening a file is an action with its own busy and failure state; one at a time.
  const opening = useMutation({
    mutationFn: (open: () => Promise<void>) => open(),
    onError: (error) => notify({ type: 'error', body: errorText(error) }),
  });
  const busy = opening.isPending;
  const run = (open: () => Promise<void>) => {
    if (!busy) opening.mutate(open);
  };
  return (
    <div className="scorecard-resume__actions">
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => run(() => viewFile(file.url))}
        aria-label={t`View ${file.file_name}`}
      >
        <Trans>View</Trans>
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => run(() => downloadFile(file.url, file.file_name))}
        aria-label={t`Download ${file.file_name}`}
      >
        <Trans>Download</Trans>
      </Button>
    </div>
  );
}

export function ResumeSection({ resume }: { resume: Scorecard['resumeData'] }) {
  const { i18n } = useLingui();
  return (
    <Section id="scorecard-resume" title={<Trans>Resume</Trans>}>
      {resume ? (
        <div className="scorecard-resume">
          <p>
            <Trans>
              {resume.file_name} · {i18n.number(Math.max(1, Math.round(resume.size_bytes / 1024)))} KB · uploaded{' '}
              {formatDate(i18n.locale, resume.created_at)}
            </Trans>
          </p>
          <FileActions file={resume} />
        </div>
      ) : (
        <Empty>
          <Trans>No resume uploaded.</Trans>
        </Empty>
      )}
    </Section>
  );
}
