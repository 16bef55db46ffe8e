/** The seeded personality questionnaire's Agreeableness (A) and Conscientiousness (C) attribute ids, for scoring tests. */
import type { Db } from '../db/database.ts';

export async function agreeablenessAndConscientiousness(db: Db): Promise<{ attrA: number; attrC: number }> {
  const types = await db
    .selectFrom('attribute_types as a')
    .innerJoin('assessments as s', 's.asmt_id', 'a.asmt_id')
    .select(['a.attribute_type_id', 'a.code'])
    .where('s.kind', '=', 'personality')
    .where('a.code', 'in', ['A', 'C'])
    .execute();
  return {
    attrA: types.find((r) => r.code === 'A')!.attribute_type_id,
    attrC: types.find((r) => r.code === 'C')!.attribute_type_id,
  };
}
