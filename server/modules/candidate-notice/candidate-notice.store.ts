/** The candidate notice's SQL (D208): one row of texts per company. */
import { NOTICE_LANGUAGES, type NoticeTexts } from '../../../contracts/candidate-notice.ts';
import type { Db } from '../../db/database.ts';

const asTexts = (raw: unknown): NoticeTexts => {
  const t = (raw ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    NOTICE_LANGUAGES.map((l) => [l, typeof t[l] === 'string' && t[l] !== '' ? t[l] : null]),
  ) as NoticeTexts;
};

export async function noticeTexts(db: Db, accountId: number): Promise<NoticeTexts> {
  const row = await db
    .selectFrom('candidate_notices')
    .select('texts')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return asTexts(row?.texts);
}

export async function saveNoticeTexts(db: Db, accountId: number, texts: NoticeTexts, userId: number) {
  const json = JSON.stringify(asTexts(texts));
  await db
    .insertInto('candidate_notices')
    .values({ account_id: accountId, texts: json, updated_by: userId })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({ texts: json, updated_by: userId, updated_at: new Date() }),
    )
    .execute();
  return noticeTexts(db, accountId);
}
