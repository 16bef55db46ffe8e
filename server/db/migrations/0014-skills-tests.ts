/**
 * Skills tests: tests made of sections (practice or timed, in minutes) of multiple-choice
 * questions, texts per language, which option is correct (never sent to a candidate for a timed
 * section), and the candidate's side: one run per application activity, one row per section
 * started (the server's start, the time accommodation frozen at the start, the submission) and
 * the answers with both clocks (device answered_at, server received_at) and the late flag.
 * D56 has the time rule.
 */
import { sql, type Kysely } from 'kysely';

const language = sql`language in ('en', 'es', 'fr')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('skills_tests')
    .addColumn('skills_test_id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('skills_test_texts')
    .addColumn('skills_test_id', 'integer', (c) =>
      c.notNull().references('skills_tests.skills_test_id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull().check(language))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('skills_test_texts_pk', ['skills_test_id', 'language'])
    .execute();

  await db.schema
    .createTable('skills_test_sections')
    .addColumn('skills_test_section_id', 'serial', (c) => c.primaryKey())
    .addColumn('skills_test_id', 'integer', (c) =>
      c.notNull().references('skills_tests.skills_test_id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_practice', 'boolean', (c) => c.notNull().defaultTo(false))
    /** The time limit before any accommodation; practice sections are untimed (0). */
    .addColumn('minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`minutes >= 0 and minutes <= 600`),
    )
    .execute();
  await db.schema
    .createIndex('skills_test_sections_test_idx')
    .on('skills_test_sections')
    .columns(['skills_test_id', 'sort_order'])
    .execute();
  await db.schema
    .createTable('skills_test_section_texts')
    .addColumn('skills_test_section_id', 'integer', (c) =>
      c.notNull().references('skills_test_sections.skills_test_section_id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull().check(language))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('skills_test_section_texts_pk', ['skills_test_section_id', 'language'])
    .execute();

  await db.schema
    .createTable('skills_test_questions')
    .addColumn('skills_test_question_id', 'serial', (c) => c.primaryKey())
    .addColumn('skills_test_section_id', 'integer', (c) =>
      c.notNull().references('skills_test_sections.skills_test_section_id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('skills_test_questions_section_idx')
    .on('skills_test_questions')
    .columns(['skills_test_section_id', 'sort_order'])
    .execute();
  await db.schema
    .createTable('skills_test_question_texts')
    .addColumn('skills_test_question_id', 'integer', (c) =>
      c.notNull().references('skills_test_questions.skills_test_question_id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull().check(language))
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('skills_test_question_texts_pk', ['skills_test_question_id', 'language'])
    .execute();

  await db.schema
    .createTable('skills_test_options')
    .addColumn('skills_test_option_id', 'serial', (c) => c.primaryKey())
    .addColumn('skills_test_question_id', 'integer', (c) =>
      c.notNull().references('skills_test_questions.skills_test_question_id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    /** Kept on the server: a timed section's options go out without it. */
    .addColumn('is_correct', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('skills_test_options_question_idx')
    .on('skills_test_options')
    .columns(['skills_test_question_id', 'sort_order'])
    .execute();
  await db.schema
    .createTable('skills_test_option_texts')
    .addColumn('skills_test_option_id', 'integer', (c) =>
      c.notNull().references('skills_test_options.skills_test_option_id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull().check(language))
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('skills_test_option_texts_pk', ['skills_test_option_id', 'language'])
    .execute();

  // Which test a skills_test activity gives.
  await db.schema
    .alterTable('job_step_activities')
    .addColumn('skills_test_id', 'integer', (c) => c.references('skills_tests.skills_test_id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('user_skills_tests')
    .addColumn('user_skills_test_id', 'serial', (c) => c.primaryKey())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('skills_test_id', 'integer', (c) => c.notNull().references('skills_tests.skills_test_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addUniqueConstraint('user_skills_tests_ref_activity_key', ['ref_id', 'job_step_activity_id'])
    .execute();

  await db.schema
    .createTable('user_skills_test_sections')
    .addColumn('user_skills_test_section_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_skills_test_id', 'integer', (c) =>
      c.notNull().references('user_skills_tests.user_skills_test_id').onDelete('cascade'),
    )
    .addColumn('skills_test_section_id', 'integer', (c) =>
      c.notNull().references('skills_test_sections.skills_test_section_id'),
    )
    /** The server's time of the start (less the elapsed time the device reported when the start was queued offline). */
    .addColumn('section_started_at', 'timestamptz', (c) => c.notNull())
    /** The device's clock at the start: answers' device times are read relative to it. */
    .addColumn('client_started_at', 'timestamptz', (c) => c.notNull())
    /** The application's time accommodation when the section started (frozen: promise 5). */
    .addColumn('time_accommodation', 'numeric', (c) => c.notNull())
    /** minutes x 60 x time_accommodation, rounded to whole seconds. */
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addUniqueConstraint('user_skills_test_sections_key', ['user_skills_test_id', 'skills_test_section_id'])
    .execute();

  await db.schema
    .createTable('user_skills_test_answers')
    .addColumn('user_skills_test_question_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_skills_test_section_id', 'integer', (c) =>
      c.notNull().references('user_skills_test_sections.user_skills_test_section_id').onDelete('cascade'),
    )
    .addColumn('skills_test_question_id', 'integer', (c) =>
      c.notNull().references('skills_test_questions.skills_test_question_id'),
    )
    .addColumn('skills_test_option_id', 'integer', (c) => c.references('skills_test_options.skills_test_option_id'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    /** Recorded after the section's window: kept, never scored. One on-time and one late answer per question at most. */
    .addColumn('is_late', 'boolean', (c) => c.notNull())
    /** In time by its recorded time, delivered after the window (an offline spell). */
    .addColumn('synced_late', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('user_skills_test_answers_key', [
      'user_skills_test_section_id',
      'skills_test_question_id',
      'is_late',
    ])
    .execute();
}
