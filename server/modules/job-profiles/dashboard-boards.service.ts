/**
 * The job-profile dashboards (contracts/job-profile-dashboards.ts, D142): the board's rows grouped
 * by measure, each with its distribution and, through the shared correlation code (D118), its
 * relation to staying (point-biserial) and to the latest performance rating (Pearson).
 */
import { mean, min, max, sampleStandardDeviation } from 'simple-statistics';
import { BOARD_POINTS_MAX, type BoardMeasure, type ProfileBoard, type ProfileBoardReport } from '../../../contracts/job-profile-dashboards.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/user.store.ts';
import { correlate, pointBiserial, reading, RELIABLE_MIN_N } from '../analytics/correlation.ts';
import { profileForStaff } from './job-profiles.service.ts';
import * as store from './dashboard-boards.store.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Every point up to the maximum, else evenly spaced ones: a scatter of 100,000 people draws no better than 2,000. */
export function samplePoints<T>(points: readonly T[], max = BOARD_POINTS_MAX): T[] {
  if (points.length <= max) return [...points];
  const step = points.length / max;
  return Array.from({ length: max }, (_, i) => points[Math.floor(i * step)]!);
}

/** One measure's rows (one per participant) as the board shows it. */
export function measureOf(rows: readonly store.MeasureRow[]): BoardMeasure {
  const first = rows[0]!;
  const scores = rows.map((r) => r.score);
  const stayed = rows.map((r) => ({ score: r.score, value: r.stayed ? 1 : 0 }));
  const rated = rows.filter((r) => r.rating !== null).map((r) => ({ score: r.score, value: r.rating! }));
  const turnover = pointBiserial(stayed.map((p) => ({ x: p.score, outcome: p.value === 1 })));
  const performance = correlate(rated.map((p) => ({ x: p.score, y: p.value })));
  return {
    key: first.key,
    name: first.name,
    detail: first.detail,
    n: rows.length,
    mean: round2(mean(scores)),
    sd: scores.length > 1 ? round2(sampleStandardDeviation(scores)) : null,
    min: min(scores),
    max: max(scores),
    turnover: { correlation: turnover, reading: reading(turnover), points: samplePoints(stayed) },
    performance: { correlation: performance, reading: reading(performance), points: samplePoints(rated) },
  };
}

export async function profileBoard(db: Db, viewer: LoadedUser, jobId: number, board: ProfileBoard, language: string): Promise<ProfileBoardReport> {
  const profile = await profileForStaff(db, viewer, jobId);
  const [rows, counts] = await Promise.all([store.boardRows(db, profile.account_id, jobId, board, language), store.boardCounts(db, profile.account_id, jobId)]);
  const byKey = new Map<string, store.MeasureRow[]>();
  for (const row of rows) {
    const list = byKey.get(row.key);
    if (list) list.push(row);
    else byKey.set(row.key, [row]);
  }
  const measures = [...byKey.values()].map(measureOf);
  if (board === 'satisfaction') measures.sort((a, b) => a.name.localeCompare(b.name));
  else measures.sort((a, b) => Math.abs(b.turnover.correlation.r ?? 0) - Math.abs(a.turnover.correlation.r ?? 0) || a.name.localeCompare(b.name));
  return { board, participant_count: counts.participants, left_count: counts.left, rated_count: counts.rated, reliable_min_n: RELIABLE_MIN_N, measures };
}
