/** The SQL of interview kits: their questions, attributes and rubric levels. */
import { sql } from 'kysely';
import type { Kit, SaveKit } from '../../../contracts/interview.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { usableAttributeIds } from '../scoring/index.ts';
import { iso } from './interview.store.ts';

/** Kits with their attributes named in `language` (English where that text is missing). */
export async function kitsOf(
  db: Db,
  accountId: number,
  kitIds?: readonly number[],
  language: Language = 'en',
): Promise<Kit[]> {
  let query = db
    .selectFrom('interview_kits')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('name')
    .orderBy('interview_kit_id');
  if (kitIds) query = kitIds.length ? query.where('interview_kit_id', 'in', kitIds) : query.where(sql<boolean>`false`);
  else query = query.where('archived_at', 'is', null);
  const kits = await query.execute();
  if (kits.length === 0) return [];
  const ids = kits.map((k) => k.interview_kit_id);
  const [questions, qAttrs, levels, uses] = await Promise.all([
    db
      .selectFrom('interview_kit_questions')
      .selectAll()
      .where('interview_kit_id', 'in', ids)
      .orderBy('sort_order')
      .orderBy('interview_kit_question_id')
      .execute(),
    db
      .selectFrom('interview_kit_question_attributes as a')
      .innerJoin('interview_kit_questions as q', 'q.interview_kit_question_id', 'a.interview_kit_question_id')
      .select(['a.interview_kit_question_id', 'a.attribute_type_id'])
      .where('q.interview_kit_id', 'in', ids)
      .execute(),
    db
      .selectFrom('interview_rubric_levels as l')
      .leftJoin('attribute_type_texts as t', (j) =>
        j.onRef('t.attribute_type_id', '=', 'l.attribute_type_id').on('t.language', '=', language),
      )
      .leftJoin('attribute_type_texts as en', (j) =>
        j.onRef('en.attribute_type_id', '=', 'l.attribute_type_id').on('en.language', '=', 'en'),
      )
      .select([
        'l.interview_kit_id',
        'l.attribute_type_id',
        'l.level',
        'l.anchor',
        sql<string | null>`coalesce(t.name, en.name)`.as('name'),
      ])
      .where('l.interview_kit_id', 'in', ids)
      .orderBy('l.attribute_type_id')
      .orderBy('l.level')
      .execute(),
    db
      .selectFrom('job_step_activities')
      .select(['interview_kit_id', sql<number>`count(*)::int`.as('n')])
      .where('interview_kit_id', 'in', ids)
      .groupBy('interview_kit_id')
      .execute(),
  ]);
  return kits.map((k) => {
    const attributes = new Map<number, Kit['attributes'][number]>();
    for (const l of levels.filter((x) => x.interview_kit_id === k.interview_kit_id)) {
      const a = attributes.get(l.attribute_type_id) ?? {
        attribute_type_id: l.attribute_type_id,
        name: l.name ?? '',
        levels: [],
      };
      a.levels.push({ level: l.level, anchor: l.anchor });
      attributes.set(l.attribute_type_id, a);
    }
    return {
      interview_kit_id: k.interview_kit_id,
      account_id: k.account_id,
      name: k.name,
      purpose: k.purpose,
      questions: questions
        .filter((q) => q.interview_kit_id === k.interview_kit_id)
        .map((q) => ({
          interview_kit_question_id: q.interview_kit_question_id,
          account_question_id: q.account_question_id,
          question_text: q.question_text,
          guidance: q.guidance,
          attribute_type_ids: qAttrs
            .filter((a) => a.interview_kit_question_id === q.interview_kit_question_id)
            .map((a) => a.attribute_type_id),
        })),
      attributes: [...attributes.values()],
      activity_count: uses.find((u) => u.interview_kit_id === k.interview_kit_id)?.n ?? 0,
      updated_at: iso(k.updated_at)!,
    };
  });
}

export async function kitRow(db: Db, kitId: number) {
  return db.selectFrom('interview_kits').selectAll().where('interview_kit_id', '=', kitId).executeTakeFirst();
}

/** Attribute ids among `ids` the company may use: the shared library's and its own (never another company's). */
export const knownAttributes = usableAttributeIds;

/** Writes a kit's content (questions, attributes, rubric) replacing what it had. */
export async function writeKit(db: Db, kitId: number, body: SaveKit): Promise<void> {
  await db.deleteFrom('interview_kit_questions').where('interview_kit_id', '=', kitId).execute();
  await db.deleteFrom('interview_rubric_levels').where('interview_kit_id', '=', kitId).execute();
  for (const [i, q] of body.questions.entries()) {
    const { interview_kit_question_id } = await db
      .insertInto('interview_kit_questions')
      .values({
        interview_kit_id: kitId,
        account_question_id: q.account_question_id ?? null,
        question_text: q.question_text,
        guidance: q.guidance ?? '',
        sort_order: i + 1,
      })
      .returning('interview_kit_question_id')
      .executeTakeFirstOrThrow();
    const attrs = [...new Set(q.attribute_type_ids)];
    if (attrs.length)
      await db
        .insertInto('interview_kit_question_attributes')
        .values(attrs.map((a) => ({ interview_kit_question_id, attribute_type_id: a })))
        .execute();
  }
  await db
    .insertInto('interview_rubric_levels')
    .values(
      body.attributes.flatMap((a) =>
        a.levels.map((l) => ({
          interview_kit_id: kitId,
          attribute_type_id: a.attribute_type_id,
          level: l.level,
          anchor: l.anchor,
        })),
      ),
    )
    .execute();
}
