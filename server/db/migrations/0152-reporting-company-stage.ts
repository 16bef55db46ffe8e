/**
 * The reporting schema's `applications` view (0107, D229) says which of the company's stages each
 * application is in (D384): `hired` for a hire, the company stage staff moved it into past its plan
 * (`interview`, `offer`), else the one its plan step maps onto (a step holding an offer activity is
 * Offer, one holding an interview is Interview), else null (screening). The column is added at the
 * view's end (`create or replace` keeps the others, their comments and grants).
 */
import { sql, type Kysely } from 'kysely';
import { REPORTING_VIEWS } from './0107-reporting-schema.ts';

const FROM = '\n      from user_trackers t';

function applicationsSelect(): string {
  const select = REPORTING_VIEWS.find((view) => view.name === 'applications')!.select;
  if (!select.includes(FROM)) throw new Error('0152: the applications view no longer reads as 0107 wrote it');
  return select;
}

const COMPANY_STAGE = `,
        case when t.status = 'hired' then 'hired'
             when t.company_stage is not null then t.company_stage
             when exists (select 1 from job_step_activities x
                           where x.job_step_id = stage.job_step_id and x.activity_type = 'offer') then 'offer'
             when exists (select 1 from job_step_activities x
                           where x.job_step_id = stage.job_step_id and x.activity_type = 'interview') then 'interview'
        end as company_stage`;

/** The columns this migration adds to 0107's views, with their comments (reporting.test.ts reads them). */
export const ADDED_COLUMNS: Record<string, Record<string, string>> = {
  applications: {
    company_stage:
      'The company stage (D384): hired, offer or interview (moved there by staff, or at a plan step holding an offer or interview activity); null while screening.',
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const select = applicationsSelect().replace(FROM, `${COMPANY_STAGE}${FROM}`);
  await sql.raw(`create or replace view reporting.applications as ${select}`).execute(db);
  const comment = ADDED_COLUMNS.applications!.company_stage!;
  await sql
    .raw(`comment on column reporting.applications.company_stage is '${comment.replaceAll("'", "''")}'`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A view loses a column only by being made again.
  await sql.raw('drop view reporting.applications').execute(db);
  await sql.raw(`create view reporting.applications as ${applicationsSelect()}`).execute(db);
  const view = REPORTING_VIEWS.find((v) => v.name === 'applications')!;
  await sql.raw(`comment on view reporting.applications is '${view.comment.replaceAll("'", "''")}'`).execute(db);
  for (const [column, comment] of Object.entries(view.columns))
    await sql
      .raw(`comment on column reporting.applications.${column} is '${comment.replaceAll("'", "''")}'`)
      .execute(db);
}
