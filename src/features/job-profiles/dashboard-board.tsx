/**
 * /jobdetails/dashboard/{attributes,activities,interviewers,interview,resume,satisfaction} (D142):
 * for the profile's participants, each measure of the board with how its scores spread (n, mean,
 * standard deviation, range) and how it relates to staying and to the performance rating (r, 95%
 * interval, n and a reading, "too few to rely on" below the stated minimum), then a scatter graph
 * of the chosen measure against the chosen outcome, with its table and CSV (the dashboard kit's panel).
 * "Figures as of 10:42" once the board reads the profile's summary (D164).
 */
import { useState, type ComponentType } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BoardMeasure, ProfileBoard } from '../../../contracts/job-profile-dashboards.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { CorrelationReading } from '../../ui/staff-kit/correlation-reading.tsx';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';
import { scatterSpec, scatterTable, type CorrelationOutcome } from '../../ui/staff-kit/correlation-scatter.ts';
import { BOARD_EMPTY, BOARD_INTROS, BOARD_TITLES, RESUME_NAMES } from './dashboard-board-texts.ts';
import { boardQueryOptions, interviewerDetailQueryOptions } from './dashboard-queries.ts';
import type { FigurePanel } from './profile-dashboard.tsx';
import { profileErrorText } from './profile-texts.ts';
import { FiguresAsOfLine } from './figures-as-of-line.tsx';
import { CorrelationThreshold, ProfileFilterForm, useProfileFilter } from './profile-filter.tsx';
import './job-profiles.css';

/** The dashboard kit's interviewer details (chart, table, CSV), handed in by the route as Panel is. */
export type InterviewerDetailPanel = ComponentType<{ read: ReturnType<typeof interviewerDetailQueryOptions> }>;

/** The interviewers board's measure keys: `interviewer-12`. */
const INTERVIEWER_KEY = 'interviewer-';

interface DashboardBoardProps {
  jobId: number;
  board: ProfileBoard;
  Panel: FigurePanel;
  /** The interviewers board: each interviewer links to their score details (?interviewer_id=), shown under the list. */
  InterviewerDetail?: InterviewerDetailPanel;
}

export function DashboardBoard({ jobId, board, Panel, InterviewerDetail }: DashboardBoardProps) {
  const { t, i18n } = useLingui();
  const filter = useProfileFilter();
  const { interviewer_id: interviewerId } = useSearch({ strict: false }) as { interviewer_id?: number };
  const [chosen, setChosen] = useState<string>();
  const [outcome, setOutcome] = useState<CorrelationOutcome>('turnover');
  const nameOf = (m: BoardMeasure) =>
    board === 'resume' && RESUME_NAMES[m.name]
      ? i18n._(RESUME_NAMES[m.name]!)
      : board === 'satisfaction'
        ? i18n.date(`${m.name}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
        : m.name;
  const outcomeWord = outcome === 'turnover' ? t`Stayed (1) or left (0)` : t`Performance rating`;
  const fmt = (x: number | null) => (x === null ? '–' : i18n.number(x, { maximumFractionDigits: 2 }));

  return (
    <section aria-labelledby="profile-board-title">
      <h2 id="profile-board-title" className="profiles__subtitle">
        {i18n._(BOARD_TITLES[board])}
      </h2>
      <p className="profiles__muted">{i18n._(BOARD_INTROS[board])}</p>
      {/* The board for the filter chosen, read in place (D488): the previous one stays while the next loads. */}
      <InPlaceRead
        read={boardQueryOptions(jobId, board, i18n.locale, filter)}
        mutedClassName="profiles__muted"
        textOf={profileErrorText}
      >
        {(data) => {
          const measure = data.measures.find((m) => m.key === chosen) ?? data.measures[0];
          return (
            <>
              <ProfileFilterForm key={JSON.stringify(filter)} jobId={jobId} locations={data.locations} />
              <CorrelationThreshold reliableMinN={data.reliable_min_n} />
              <p className="profiles__muted">
                <Trans>
                  <Plural value={data.participant_count} one="# participant" other="# participants" />:{' '}
                  {data.left_count} have left, {data.rated_count} have a performance rating.
                </Trans>
              </p>
              <FiguresAsOfLine at={data.figures_as_of} />
              {data.measures.length === 0 && (
                <p className="profiles__muted profiles__section">{i18n._(BOARD_EMPTY[board])}</p>
              )}
              {data.measures.length > 0 && (
                <>
                  {(board === 'attributes' || board === 'activities') && (
                    <ScoreLine kind={board === 'attributes' ? 'attribute' : 'stage'} name={t`Scores`} />
                  )}
                  {(board === 'interviewers' || board === 'interview') && (
                    <ScoreLine kind="interview" name={t`Interview scores`} />
                  )}
                  <ul className="profiles__correlations profiles__section">
                    {data.measures.map((m) => {
                      const name = nameOf(m);
                      return (
                        <li key={m.key} className="profiles__correlation">
                          <h3 className="profiles__name">{name}</h3>
                          {m.detail && <p className="profiles__muted">{m.detail}</p>}
                          <p className="profiles__figure">
                            <Trans>
                              <Plural value={m.n} one="# person" other="# people" />: mean {fmt(m.mean)}, standard
                              deviation {fmt(m.sd)}, from {fmt(m.min)} to {fmt(m.max)}
                            </Trans>
                          </p>
                          <h4 className="profiles__relation">
                            <Trans>Staying</Trans>
                          </h4>
                          <CorrelationReading attribute={m.turnover} minimum={data.reliable_min_n} outcome="staying" />
                          <h4 className="profiles__relation">
                            <Trans>Performance</Trans>
                          </h4>
                          <CorrelationReading
                            attribute={m.performance}
                            minimum={data.reliable_min_n}
                            outcome="performance"
                          />
                          {InterviewerDetail && m.key.startsWith(INTERVIEWER_KEY) && (
                            <Link
                              to="."
                              search={(prev: Record<string, unknown>) => ({
                                ...prev,
                                interviewer_id: Number(m.key.slice(INTERVIEWER_KEY.length)),
                              })}
                              hash="interviewer-details"
                            >
                              <Trans>Score details for {name}</Trans>
                            </Link>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                  {InterviewerDetail && interviewerId !== undefined && (
                    <InterviewerDetails jobId={jobId} interviewerId={interviewerId} View={InterviewerDetail} />
                  )}
                  <div className="profiles__toolbar">
                    <FormField id="profile-board-measure" label={t`Scatter graph of`}>
                      {(a11y) => (
                        <select
                          id="profile-board-measure"
                          className="form-field__input"
                          value={measure?.key}
                          onChange={(e) => setChosen(e.target.value)}
                          {...a11y}
                        >
                          {data.measures.map((m) => (
                            <option key={m.key} value={m.key}>
                              {nameOf(m)}
                            </option>
                          ))}
                        </select>
                      )}
                    </FormField>
                    <FormField id="profile-board-outcome" label={t`Against`}>
                      {(a11y) => (
                        <select
                          id="profile-board-outcome"
                          className="form-field__input"
                          value={outcome}
                          onChange={(e) => setOutcome(e.target.value === 'performance' ? 'performance' : 'turnover')}
                          {...a11y}
                        >
                          <option value="turnover">{t`Staying`}</option>
                          <option value="performance">{t`Performance rating`}</option>
                        </select>
                      )}
                    </FormField>
                  </div>
                  {measure && (
                    <BoardScatter
                      jobId={jobId}
                      board={board}
                      measure={measure}
                      name={nameOf(measure)}
                      outcome={outcome}
                      outcomeWord={outcomeWord}
                      Panel={Panel}
                    />
                  )}
                </>
              )}
            </>
          );
        }}
      </InPlaceRead>
    </section>
  );
}

function BoardScatter(props: {
  jobId: number;
  board: ProfileBoard;
  measure: BoardMeasure;
  name: string;
  outcome: CorrelationOutcome;
  outcomeWord: string;
  Panel: FigurePanel;
}) {
  const { t } = useLingui();
  const { measure, name, outcome, outcomeWord, Panel } = props;
  const relation = outcome === 'turnover' ? measure.turnover : measure.performance;
  const words = {
    title: t`${name} and ${outcomeWord}`,
    score: name,
    outcome: outcomeWord,
    stayed: t`Stayed`,
    left: t`Left`,
  };
  return (
    <Panel
      title={words.title}
      summary={<Trans>One point per participant with a score and an outcome: {relation.correlation.n} people.</Trans>}
      chart={scatterSpec(relation, outcome, words)}
      table={scatterTable(relation, outcome, words)}
      fileName={`profile-${props.jobId}-${props.board}-${measure.key}-${outcome}`}
      empty={relation.points.length === 0}
    />
  );
}

function InterviewerDetails({
  jobId,
  interviewerId,
  View,
}: {
  jobId: number;
  interviewerId: number;
  View: InterviewerDetailPanel;
}) {
  const filter = useProfileFilter();
  return (
    <div id="interviewer-details" className="profiles__section">
      <View read={interviewerDetailQueryOptions(jobId, interviewerId, filter)} />
    </div>
  );
}
