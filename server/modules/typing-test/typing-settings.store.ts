/** The SQL of a company's typing-test settings: its passages (the provider's have no account) and its defaults. */
import type {
  ListTypingPassages,
  TypingDefaults,
  TypingPassage,
  TypingPassageOrdering,
} from '../../../contracts/typing-test-settings.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

const PASSAGE = ['typing_passage_id', 'account_id', 'title', 'language', 'text', 'archived_at', 'updated_at'] as const;
type PassageRow = {
  typing_passage_id: number;
  account_id: number | null;
  title: string;
  language: string;
  text: string;
  archived_at: Date | null;
  updated_at: Date;
};

const toPassage = ({ archived_at, updated_at, ...row }: PassageRow): TypingPassage => ({
  ...row,
  is_archived: archived_at !== null,
  updated_at: new Date(updated_at).toISOString(),
});

export async function listPassages(
  db: Db,
  query: ListTypingPassages,
): Promise<{ results: TypingPassage[]; count: number }> {
  const ordering: TypingPassageOrdering = query.ordering ?? 'title';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let base = db.selectFrom('typing_passages');
  base =
    query.source === 'provider'
      ? base.where('account_id', 'is', null)
      : base.where('account_id', '=', query.account_id);
  base = base.where('archived_at', query.archived === 'true' ? 'is not' : 'is', null);
  if (query.language) base = base.where('language', '=', query.language);
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    base = base.where((eb) => eb.or([eb('title', 'ilike', like), eb('text', 'ilike', like)]));
  }
  const rows = await base
    .select(PASSAGE)
    .orderBy(ordering.replace(/^-/, '') as 'title' | 'updated_at', ordering.startsWith('-') ? 'desc' : 'asc')
    .orderBy('typing_passage_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { results: rows.map(toPassage), count: Number(n) };
}

export async function passageById(db: Db, id: number, lock = false): Promise<TypingPassage | undefined> {
  let query = db.selectFrom('typing_passages').select(PASSAGE).where('typing_passage_id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toPassage(row);
}

export async function insertPassage(
  db: Db,
  accountId: number,
  value: { title: string; language: Language; text: string },
): Promise<number> {
  const row = await db
    .insertInto('typing_passages')
    .values({ ...value, account_id: accountId })
    .returning('typing_passage_id')
    .executeTakeFirstOrThrow();
  return row.typing_passage_id;
}

export async function updatePassage(
  db: Db,
  id: number,
  value: { title: string; language: Language; text: string },
): Promise<void> {
  await db
    .updateTable('typing_passages')
    .set({ ...value, updated_at: new Date() })
    .where('typing_passage_id', '=', id)
    .execute();
}

export async function setArchived(db: Db, id: number, archived: boolean): Promise<void> {
  await db
    .updateTable('typing_passages')
    .set({ archived_at: archived ? new Date() : null, updated_at: new Date() })
    .where('typing_passage_id', '=', id)
    .execute();
}

/** Whether any candidate has typed the passage (its text is then kept as it was). */
export async function isTyped(db: Db, id: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('typing_results')
      .select('typing_passage_id')
      .where('typing_passage_id', '=', id)
      .limit(1)
      .executeTakeFirst()) !== undefined
  );
}

export async function defaultsOf(db: Db, accountId: number): Promise<TypingDefaults | undefined> {
  return db
    .selectFrom('typing_test_settings')
    .select(['duration_seconds', 'min_net_wpm', 'min_accuracy'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function saveDefaults(db: Db, accountId: number, value: TypingDefaults): Promise<void> {
  await db
    .insertInto('typing_test_settings')
    .values({ account_id: accountId, ...value })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...value, updated_at: new Date() }))
    .execute();
}

/** The live passages a company's candidate may be given in a language: the company's own, else the provider's. */
export async function passagesFor(db: Db, accountId: number, language: string) {
  const of = (owner: number | null) => {
    const q = db
      .selectFrom('typing_passages')
      .select(['typing_passage_id', 'language', 'text'])
      .where('language', '=', language)
      .where('archived_at', 'is', null);
    return (owner === null ? q.where('account_id', 'is', null) : q.where('account_id', '=', owner))
      .orderBy('sort')
      .orderBy('typing_passage_id')
      .execute();
  };
  const own = await of(accountId);
  return own.length > 0 ? own : of(null);
}
