/**
 * Career pathways: the roles a pathway leads to (pathway_jobs), each with the attribute
 * weights its fit is computed from (pathway_job_attributes), and the career pathways
 * questionnaire as a new kind of assessment whose readiness scales join the attributes library.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table assessments drop constraint if exists assessments_kind_check`.execute(db);
  await sql`alter table assessments add constraint assessments_kind_check
    check (kind in ('personality', 'interests', 'values', 'competencies', 'career_pathways'))`.execute(db);
  await sql`alter table attribute_types drop constraint if exists attribute_types_category_check`.execute(db);
  await sql`alter table attribute_types add constraint attribute_types_category_check
    check (category in ('personality', 'interests', 'values', 'competencies', 'custom', 'career_pathways'))`.execute(
    db,
  );

  await db.schema
    .createTable('pathway_jobs')
    .addColumn('pathway_job_id', 'serial', (c) => c.primaryKey())
    // The pathway (a job of job_type_id 4) this role belongs to.
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('pathway_jobs_job_idx').on('pathway_jobs').columns(['job_id', 'sort_order']).execute();

  await db.schema
    .createTable('pathway_job_attributes')
    .addColumn('pathway_job_id', 'integer', (c) =>
      c.notNull().references('pathway_jobs.pathway_job_id').onDelete('cascade'),
    )
    .addColumn('attribute_type_id', 'integer', (c) =>
      c.notNull().references('attribute_types.attribute_type_id').onDelete('cascade'),
    )
    .addColumn('weight', 'integer', (c) => c.notNull().check(sql`weight between 0 and 100`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('pathway_job_attributes_pk', ['pathway_job_id', 'attribute_type_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pathway_job_attributes').ifExists().execute();
  await db.schema.dropTable('pathway_jobs').ifExists().execute();
}
