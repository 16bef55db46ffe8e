/** The only SQL of My Reports: submitted questionnaire attempts, their answers and attribute texts. */
import type { ReportKind } from '../../../contracts/reports.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { preferText } from '../../db/questionnaire-content.ts';

const languagesFor = (language: Language): Language[] => (language === 'en' ? ['en'] : [language, 'en']);

function submittedAttempts(db: Db) {
  return (
    db
      .selectFrom('user_attempts as a')
      .innerJoin('user_trackers as t', 't.ref_id', 'a.ref_id')
      .innerJoin('jobs as j', 'j.job_id', 't.job_id')
      .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'a.job_step_activity_id')
      .innerJoin('assessments as s', 's.asmt_id', 'jsa.asmt_id')
      .select([
        'a.attempt_id',
        'a.ref_id',
        'a.user_id',
        'a.submitted_at',
        's.asmt_id',
        's.kind',
        's.scoring_key',
        'j.title as job_title',
        'j.job_id',
        'j.account_id',
        't.user_step_tracker_id',
      ])
      .where('jsa.activity_type', '=', 'assessment')
      // The career pathways questionnaire has its own report (/user/pathways/report).
      .where('s.kind', '<>', 'career_pathways')
      .$narrowType<{ kind: ReportKind }>()
      .where('a.submitted_at', 'is not', null)
  );
}

export async function listSubmittedAttempts(db: Db, userId: number) {
  return submittedAttempts(db)
    .where('a.user_id', '=', userId)
    .orderBy('a.submitted_at', 'desc')
    .orderBy('a.attempt_id')
    .execute();
}

export async function findSubmittedAttempt(db: Db, attemptId: string) {
  return submittedAttempts(db).where('a.attempt_id', '=', attemptId).executeTakeFirst();
}

/** Assessment titles by asmt_id in the language (English where missing). */
export async function assessmentTitles(
  db: Db,
  asmtIds: readonly number[],
  language: Language,
): Promise<Map<number, string>> {
  if (asmtIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('assessment_texts')
    .select(['asmt_id', 'language', 'title'])
    .where('asmt_id', 'in', [...new Set(asmtIds)])
    .where('language', 'in', languagesFor(language))
    .execute();
  return new Map([...preferText(rows, (r) => String(r.asmt_id), language)].map(([id, row]) => [Number(id), row.title]));
}

export async function answersOf(db: Db, attemptId: string) {
  return db.selectFrom('user_answers').select(['item_id', 'value']).where('attempt_id', '=', attemptId).execute();
}

/** Short descriptions of the library attribute types measured by the assessment, by code (non-empty only). */
export async function attributeDescriptions(db: Db, asmtId: number, language: Language): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('attribute_type_texts as x')
    .innerJoin('attribute_types as a', 'a.attribute_type_id', 'x.attribute_type_id')
    .select(['a.code', 'x.language', 'x.description'])
    .where('a.asmt_id', '=', asmtId)
    .where('a.account_id', 'is', null)
    .where('x.language', 'in', languagesFor(language))
    .where('x.description', '<>', '')
    .execute();
  return new Map([...preferText(rows, (r) => r.code ?? '', language)].map(([code, row]) => [code, row.description]));
}

export async function userName(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : '';
}
