/**
 * Assessment content: questionnaires, their sections and items with texts per language,
 * the attributes they measure and the response scales they answer on. Scoring itself is code
 * (server/scoring), named by assessments.scoring_key; the items carry what a key needs (the
 * attribute each item counts towards and whether it is reverse-keyed).
 */
import { sql, type Kysely } from 'kysely';

const language = sql`language in ('en', 'es', 'fr')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('response_scales')
    .addColumn('scale_code', 'text', (c) => c.primaryKey())
    .addColumn('min_value', 'integer', (c) => c.notNull())
    .addColumn('max_value', 'integer', (c) => c.notNull())
    .addCheckConstraint('response_scales_range', sql`min_value < max_value`)
    .execute();

  await db.schema
    .createTable('response_scale_options')
    .addColumn('scale_code', 'text', (c) => c.notNull().references('response_scales.scale_code').onDelete('cascade'))
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(language))
    .addColumn('label', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('response_scale_options_pk', ['scale_code', 'value', 'language'])
    .execute();

  await db.schema
    .createTable('assessments')
    .addColumn('asmt_id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('personality', 'interests', 'values', 'competencies')`),
    )
    /** Names the scoring code in server/scoring, versioned so a changed key never rescores old answers silently. */
    .addColumn('scoring_key', 'text', (c) => c.notNull())
    .addColumn('has_pledge', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('estimated_minutes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('assessment_texts')
    .addColumn('asmt_id', 'integer', (c) => c.notNull().references('assessments.asmt_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull().check(language))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_texts_pk', ['asmt_id', 'language'])
    .execute();

  await db.schema
    .createTable('assessment_attributes')
    .addColumn('asmt_id', 'integer', (c) => c.notNull().references('assessments.asmt_id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    /** A facet's domain (personality); null for a top-level attribute. */
    .addColumn('parent_code', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_attributes_pk', ['asmt_id', 'code'])
    .execute();

  await db.schema
    .createTable('assessment_attribute_texts')
    .addColumn('asmt_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(language))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_attribute_texts_pk', ['asmt_id', 'code', 'language'])
    .addForeignKeyConstraint(
      'assessment_attribute_texts_attribute_fk',
      ['asmt_id', 'code'],
      'assessment_attributes',
      ['asmt_id', 'code'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('assessment_sections')
    .addColumn('section_id', 'serial', (c) => c.primaryKey())
    .addColumn('asmt_id', 'integer', (c) => c.notNull().references('assessments.asmt_id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_practice', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('assessment_sections_order_key', ['asmt_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('assessment_section_texts')
    .addColumn('section_id', 'integer', (c) =>
      c.notNull().references('assessment_sections.section_id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull().check(language))
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_section_texts_pk', ['section_id', 'language'])
    .execute();

  await db.schema
    .createTable('assessment_items')
    .addColumn('item_id', 'text', (c) => c.primaryKey())
    .addColumn('asmt_id', 'integer', (c) => c.notNull().references('assessments.asmt_id').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) =>
      c.notNull().references('assessment_sections.section_id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_practice', 'boolean', (c) => c.notNull().defaultTo(false))
    /** The most specific attribute the item counts towards (a facet such as N1, a type such as R); null for practice. */
    .addColumn('attribute_code', 'text')
    .addColumn('keyed', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`keyed in (1, -1)`),
    )
    .addColumn('response_scale', 'text', (c) => c.notNull().references('response_scales.scale_code'))
    .addCheckConstraint('assessment_items_practice_attribute', sql`is_practice or attribute_code is not null`)
    .addForeignKeyConstraint('assessment_items_attribute_fk', ['asmt_id', 'attribute_code'], 'assessment_attributes', [
      'asmt_id',
      'code',
    ])
    .execute();
  await db.schema
    .createIndex('assessment_items_asmt_idx')
    .on('assessment_items')
    .columns(['asmt_id', 'sort_order'])
    .execute();
  await db.schema.createIndex('assessment_items_section_idx').on('assessment_items').column('section_id').execute();

  await db.schema
    .createTable('assessment_item_texts')
    .addColumn('item_id', 'text', (c) => c.notNull().references('assessment_items.item_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull().check(language))
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_item_texts_pk', ['item_id', 'language'])
    .execute();

  await db.schema.createIndex('job_step_activities_asmt_idx').on('job_step_activities').column('asmt_id').execute();
  await sql`alter table job_step_activities add constraint job_step_activities_asmt_fk foreign key (asmt_id) references assessments (asmt_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table job_step_activities drop constraint if exists job_step_activities_asmt_fk`.execute(db);
  await db.schema.dropIndex('job_step_activities_asmt_idx').ifExists().execute();
  for (const table of [
    'assessment_item_texts',
    'assessment_items',
    'assessment_section_texts',
    'assessment_sections',
    'assessment_attribute_texts',
    'assessment_attributes',
    'assessment_texts',
    'assessments',
    'response_scale_options',
    'response_scales',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
