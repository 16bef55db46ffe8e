/**
 * The job-profile dashboards (contracts/job-profile-dashboards.ts, D142): each measure's
 * distribution and, through the shared correlation rules (D118), its relation to staying
 * (point-biserial) and to the latest performance rating (Pearson), from the figures the database
 * computes over every participant, with the scatters' sampled points: kept per profile by the
 * summary job (D164) and read live before a profile's first refresh.
 */
import type {
  BoardMeasure,
  ProfileBoard,
  ProfileBoardReport,
  ProfileInterviewerDetail,
} from '../../../contracts/job-profile-dashboards.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/index.ts';
import { correlationOf, reading, RELIABLE_MIN_N } from '../../scoring/correlation.ts';
import { interviewerScores } from '../analytics/index.ts';
import type { ProfileCorrelation, ProfileCorrelationOutcome, ProfileFilter } from '../../../contracts/job-profiles.ts';
import { participantLocations } from '../people/index.ts';
import { filterScope, narrowsParticipants, profileForStaff } from './job-profiles.service.ts';
import * as store from './dashboard-boards.store.ts';
import { liveBoard, storedBoard } from './board-summaries.ts';
import { fieldAnswersOf } from './field-filters.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;

/** One measure as the board shows it: its figures and its two scatters' points. */
export function measureOf(
  stats: store.MeasureStats & store.MeasureName,
  points: readonly store.MeasurePoint[],
): BoardMeasure {
  const turnover = correlationOf(stats.turnover_r, stats.n);
  const performance = correlationOf(stats.performance_r, stats.rated_n);
  return {
    key: stats.key,
    name: stats.name,
    detail: stats.detail,
    n: stats.n,
    mean: round2(stats.mean),
    sd: stats.sd === null ? null : round2(stats.sd),
    min: stats.min,
    max: stats.max,
    turnover: {
      correlation: turnover,
      reading: reading(turnover),
      points: points.filter((p) => p.in_turnover).map((p) => ({ score: p.score, value: p.stayed ? 1 : 0 })),
    },
    performance: {
      correlation: performance,
      reading: reading(performance),
      points: points
        .filter((p) => p.in_performance && p.rating !== null)
        .map((p) => ({ score: p.score, value: p.rating! })),
    },
  };
}

/**
 * The board from the profile's summary, or live before its first refresh and whenever a filter
 * narrows the participants, which a summary of the whole profile cannot answer (`live` forces it: tests).
 */
export async function profileBoard(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  board: ProfileBoard,
  language: string,
  filter: ProfileFilter = {},
  live = false,
): Promise<ProfileBoardReport> {
  const profile = await profileForStaff(db, viewer, jobId);
  const scope = filterScope(filter, await fieldAnswersOf(db, profile.account_id, filter.field_options));
  const narrowed = narrowsParticipants(scope);
  const [{ stats, points, counts, refreshedAt }, locations] = await Promise.all([
    (!live && !narrowed && (await storedBoard(db, jobId, board))) ||
      liveBoard(db, profile.account_id, jobId, board, scope),
    participantLocations(db, profile.account_id, jobId),
  ]);
  const names = await store.boardNames(
    db,
    board,
    language,
    stats.map((s) => s.key),
  );
  const pointsByKey = new Map<string, store.MeasurePoint[]>();
  for (const point of points) pointsByKey.set(point.key, [...(pointsByKey.get(point.key) ?? []), point]);
  const measures = stats.map((s) =>
    measureOf({ ...s, ...(names.get(s.key) ?? { name: '', detail: '' }) }, pointsByKey.get(s.key) ?? []),
  );
  if (board === 'satisfaction') measures.sort((a, b) => a.name.localeCompare(b.name));
  else
    measures.sort(
      (a, b) =>
        Math.abs(b.turnover.correlation.r ?? 0) - Math.abs(a.turnover.correlation.r ?? 0) ||
        a.name.localeCompare(b.name),
    );
  return {
    board,
    locations,
    participant_count: counts.participants,
    left_count: counts.left,
    rated_count: counts.rated,
    reliable_min_n: RELIABLE_MIN_N,
    measures,
    figures_as_of: refreshedAt?.toISOString() ?? null,
  };
}

/** The attributes board's measure keys: `attribute-12`. */
const ATTRIBUTE_KEY = 'attribute-';

/**
 * /jobdetails/dashboard/turnover and /performance: the attributes board's half for one outcome,
 * so they share its summary and its filter. Performance keeps the attributes with a rated participant.
 */
export async function profileCorrelations(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  outcome: ProfileCorrelationOutcome,
  language: string,
  filter: ProfileFilter = {},
): Promise<ProfileCorrelation> {
  const report = await profileBoard(db, viewer, jobId, 'attributes', language, filter);
  const attributes = report.measures
    .filter((m) => m[outcome].correlation.n > 0)
    .map((m) => ({
      attribute_type_id: Number(m.key.slice(ATTRIBUTE_KEY.length)),
      name: m.name,
      correlation: m[outcome].correlation,
      reading: m[outcome].reading,
      points: m[outcome].points,
    }))
    .sort((a, b) => Math.abs(b.correlation.r ?? 0) - Math.abs(a.correlation.r ?? 0) || a.name.localeCompare(b.name));
  return {
    outcome,
    locations: report.locations,
    participant_count: report.participant_count,
    outcome_count: outcome === 'turnover' ? report.left_count : report.rated_count,
    reliable_min_n: report.reliable_min_n,
    attributes,
    figures_as_of: report.figures_as_of,
  };
}

/**
 * The interviewers board's details for one interviewer (D172): the account report's interviewer
 * details on the hired-from applications of the participants the filter keeps, always live.
 */
export async function profileInterviewerDetail(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  interviewerId: number,
  filter: ProfileFilter = {},
): Promise<ProfileInterviewerDetail> {
  const profile = await profileForStaff(db, viewer, jobId);
  const participants = filterScope(filter, await fieldAnswersOf(db, profile.account_id, filter.field_options));
  return interviewerScores(db, { accountId: profile.account_id, profileId: jobId, participants }, interviewerId);
}
