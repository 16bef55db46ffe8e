/** The Language Assessment dashboards: the scope's language-test parts, counted in SQL. */
import { sql } from 'kysely';
import type { LanguageAssessmentReport } from '../../../contracts/language-reports.ts';
import { LANGUAGE_BANDS, parseVendorAssessmentId } from '../../../contracts/language-test.ts';
import type { Db } from '../../db/database.ts';
import { apps, type Scope } from './analytics.store.ts';

function partsOf(scope: Scope) {
  return sql`${apps(scope)},
  parts as (
    select va.external_vendor_asmt_id as part, uva.status, uva.percent, uva.band, ap.status = 'hired' as hired
    from apps ap
    join user_vendor_assessments uva on uva.ref_id = ap.ref_id
    join vendor_assessments va on va.vendor_assessment_id = uva.vendor_assessment_id
  )`;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export async function languageAssessment(db: Db, scope: Scope): Promise<LanguageAssessmentReport> {
  const [totals, bands] = await Promise.all([
    sql<{
      part: string;
      started: number;
      completed: number;
      hired: number;
      mean: string | null;
      median: string | null;
    }>`with ${partsOf(scope)}
      select part, count(*)::int as started,
        count(*) filter (where status = 'completed')::int as completed,
        count(*) filter (where status = 'completed' and hired)::int as hired,
        avg(percent) filter (where status = 'completed') as mean,
        percentile_cont(0.5) within group (order by percent) filter (where status = 'completed' and percent is not null) as median
      from parts group by part order by part`.execute(db),
    sql<{ part: string; band: string; applicants: number; hired: number }>`with ${partsOf(scope)}
      select part, band, count(*)::int as applicants, count(*) filter (where hired)::int as hired
      from parts where status = 'completed' and band is not null group by part, band`.execute(db),
  ]);
  return {
    range: { from_date: scope.from, to_date: scope.to },
    parts: totals.rows.map((row) => {
      const id = parseVendorAssessmentId(row.part);
      return {
        part: row.part,
        assessment_type: id?.assessmentType ?? row.part,
        language: id?.language ?? '',
        started: row.started,
        completed: row.completed,
        hired: row.hired,
        mean_percent: row.mean === null ? null : round1(Number(row.mean)),
        median_percent: row.median === null ? null : round1(Number(row.median)),
        bands: LANGUAGE_BANDS.map((band) => {
          const b = bands.rows.find((r) => r.part === row.part && r.band === band);
          return { band, applicants: b?.applicants ?? 0, hired: b?.hired ?? 0 };
        }),
      };
    }),
  };
}
