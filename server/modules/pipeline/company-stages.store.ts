/**
 * The company's stages after the plan's steps (D384, migration 0151): Interview and Offer, which an
 * active application enters when staff move it past its plan (`user_trackers.company_stage`), and
 * Hired, the hired applications. Their counts are kept with the plan's (steps -1 and -2 of
 * pipeline_stage_counts); their names per language are the company's, else the product's.
 */
import { sql } from 'kysely';
import type { CompanyStageKind, CompanyStageNames, MovableCompanyStage } from '../../../contracts/pipeline.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import type { CardRow } from './pipeline.store.ts';

/** The count key pipeline_stage_counts keeps each company column under (migration 0151). */
export const COMPANY_STAGE_KEY: Record<MovableCompanyStage, number> = { interview: -1, offer: -2 };

/** The product's names, in English as stored; the screens translate them (src/ui/step-names.ts). */
export const DEFAULT_STAGE_NAMES: Record<CompanyStageKind, string> = {
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
};

export type CompanyCardRow = CardRow & { stage: CompanyStageKind };

/**
 * The best-fitting `perStage` applications in Interview and in Offer (user_trackers_company_stage_idx)
 * and the latest `perStage` hires (user_trackers_hired_board_idx).
 */
export async function companyStageCards(db: Db, jobId: number, perStage: number): Promise<CompanyCardRow[]> {
  const { rows } = await sql<CompanyCardRow & { fit_score: string | null }>`
    select r.stage, 0 as job_step_id, r.user_step_tracker_id as user_smartreq_id, r.ref_id::text as ref_id,
           u.first_name, u.last_name, r.fit_score, r.is_new, r.since,
           exists (select 1 from offers o where o.ref_id = r.ref_id and o.status in ('draft', 'sent', 'viewed')) as has_open_offer
      from (values ('interview'), ('offer')) as s (stage)
      cross join lateral (
        select s.stage, t.ref_id, t.user_step_tracker_id, t.user_id, t.fit_score, t.is_new,
               greatest(t.created_at, t.stage_changed_at) as since
          from user_trackers t
         where t.job_id = ${jobId} and t.company_stage = s.stage and t.status = 'active' and t.removed_at is null
         order by t.fit_score desc nulls last, t.ref_id
         limit ${perStage}
      ) r
      join users u on u.user_id = r.user_id
    union all
    select 'hired', 0, h.user_step_tracker_id, h.ref_id::text, u.first_name, u.last_name, h.fit_score, h.is_new,
           coalesce(h.hired_at, h.created_at), false
      from (select t.* from user_trackers t
             where t.job_id = ${jobId} and t.status = 'hired' and t.removed_at is null
             order by t.hired_at desc nulls last, t.ref_id
             limit ${perStage}) h
      join users u on u.user_id = h.user_id`.execute(db);
  return rows.map((r) => ({ ...r, fit_score: r.fit_score === null ? null : Number(r.fit_score) }));
}

/**
 * The company stage each plan step maps onto (D384, as the reporting view's `company_stage` does,
 * migration 0152): Offer for a step holding an offer activity, else Interview for one holding an
 * interview; steps mapping onto neither are left out.
 */
export async function stepCompanyStages(db: Db, jobId: number): Promise<Map<number, MovableCompanyStage>> {
  const rows = await db
    .selectFrom('job_step_activities as x')
    .innerJoin('job_steps as s', 's.job_step_id', 'x.job_step_id')
    .select(['x.job_step_id', 'x.activity_type'])
    .where('s.job_id', '=', jobId)
    .where('x.activity_type', 'in', ['offer', 'interview'])
    .execute();
  const stages = new Map<number, MovableCompanyStage>();
  for (const row of rows)
    if (row.activity_type === 'offer' || !stages.has(row.job_step_id))
      stages.set(row.job_step_id, row.activity_type as MovableCompanyStage);
  return stages;
}

/** The company's own names, per stage and language. */
export async function stageNames(db: Db, accountId: number): Promise<Record<CompanyStageKind, CompanyStageNames>> {
  const rows = await db
    .selectFrom('company_stage_names')
    .select(['stage', 'language', 'name'])
    .where('account_id', '=', accountId)
    .execute();
  const names: Record<CompanyStageKind, CompanyStageNames> = { interview: {}, offer: {}, hired: {} };
  for (const row of rows) names[row.stage][row.language] = row.name;
  return names;
}

/** A stage's name in `language` from the company's names: its own, else the product's (English, translated where shown). */
export function nameIn(
  names: Record<CompanyStageKind, CompanyStageNames>,
  stage: CompanyStageKind,
  language: Language | null,
) {
  return (language && names[stage][language]) || DEFAULT_STAGE_NAMES[stage];
}

/** A stage's name in `language`: the company's, else the product's. */
export async function stageNameIn(db: Db, accountId: number, stage: CompanyStageKind, language: Language | null) {
  return nameIn(await stageNames(db, accountId), stage, language);
}

/** Replaces the company's names of the stages given; an empty name goes back to the product's. */
export async function saveStageNames(
  db: Db,
  accountId: number,
  stages: { stage: CompanyStageKind; names: CompanyStageNames }[],
): Promise<void> {
  for (const { stage, names } of stages) {
    await db.deleteFrom('company_stage_names').where('account_id', '=', accountId).where('stage', '=', stage).execute();
    const rows = (['en', 'es', 'fr'] as const).flatMap((language) => {
      const name = names[language]?.trim();
      return name ? [{ account_id: accountId, stage, language, name }] : [];
    });
    if (rows.length) await db.insertInto('company_stage_names').values(rows).execute();
  }
}

/** Moves applications into a company stage past their plan. */
export async function moveToCompanyStage(db: Db, refIds: string[], stage: MovableCompanyStage): Promise<void> {
  if (!refIds.length) return;
  await db
    .updateTable('user_trackers')
    .set({ company_stage: stage, stage_changed_at: new Date() })
    .where('ref_id', 'in', refIds)
    .execute();
}
