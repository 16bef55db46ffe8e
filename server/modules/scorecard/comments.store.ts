/** The SQL of an application's comments (split out of scorecard.store.ts, which re-exports it). */
import type { Db } from '../../db/database.ts';
import { iso } from './row-values.ts';

function commentQuery(db: Db) {
  return db
    .selectFrom('application_comments as c')
    .innerJoin('user_trackers as t', 't.ref_id', 'c.ref_id')
    .leftJoin('users as u', 'u.user_id', 'c.author_user_id')
    .select([
      'c.comment_id',
      'c.comment_uuid',
      'c.ref_id',
      't.user_step_tracker_id',
      'c.author_user_id',
      'u.first_name',
      'u.last_name',
      'c.scope',
      'c.body',
      'c.created_at',
      'c.updated_at',
    ]);
}

export interface CommentRow {
  comment_id: number;
  comment_uuid: string;
  ref_id: string;
  user_smartreq_id: number;
  author_user_id: number | null;
  author_first_name: string | null;
  author_last_name: string | null;
  scope: 'team' | 'private';
  body: string;
  created_at: string;
  updated_at: string;
}

type RawComment = Awaited<ReturnType<ReturnType<typeof commentQuery>['executeTakeFirstOrThrow']>>;
const toComment = (r: RawComment): CommentRow => ({
  comment_id: r.comment_id,
  comment_uuid: r.comment_uuid,
  ref_id: r.ref_id,
  user_smartreq_id: r.user_step_tracker_id,
  author_user_id: r.author_user_id,
  author_first_name: r.first_name,
  author_last_name: r.last_name,
  scope: r.scope,
  body: r.body,
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
});

/** Team comments and the private ones the viewer may read (their own, or all with private-data access), oldest first. */
export async function listComments(
  db: Db,
  refId: string,
  viewerId: number,
  privateAccess: boolean,
): Promise<CommentRow[]> {
  const rows = await commentQuery(db)
    .where('c.ref_id', '=', refId)
    .where((eb) =>
      privateAccess ? eb.val(true) : eb.or([eb('c.scope', '=', 'team'), eb('c.author_user_id', '=', viewerId)]),
    )
    .orderBy('c.created_at')
    .orderBy('c.comment_id')
    .execute();
  return rows.map(toComment);
}

export async function findComment(db: Db, commentUuid: string): Promise<CommentRow | undefined> {
  const row = await commentQuery(db).where('c.comment_uuid', '=', commentUuid).executeTakeFirst();
  return row && toComment(row);
}

export async function insertComment(
  db: Db,
  values: { comment_uuid: string; ref_id: string; author_user_id: number; scope: 'team' | 'private'; body: string },
): Promise<void> {
  await db.insertInto('application_comments').values(values).execute();
}

export async function updateComment(
  db: Db,
  commentUuid: string,
  change: { body?: string; scope?: 'team' | 'private' },
): Promise<void> {
  await db
    .updateTable('application_comments')
    .set({ ...change, updated_at: new Date() })
    .where('comment_uuid', '=', commentUuid)
    .execute();
}

export async function deleteComment(db: Db, commentUuid: string): Promise<void> {
  await db.deleteFrom('application_comments').where('comment_uuid', '=', commentUuid).execute();
}

/** The people each comment mentions. */
export async function mentionsOf(db: Db, commentIds: number[]) {
  if (commentIds.length === 0) return [];
  return db
    .selectFrom('comment_mentions as m')
    .innerJoin('users as u', 'u.user_id', 'm.user_id')
    .select(['m.comment_id', 'u.user_id', 'u.first_name', 'u.last_name', 'u.email', 'u.preferred_language'])
    .where('m.comment_id', 'in', commentIds)
    .orderBy('u.first_name')
    .orderBy('u.user_id')
    .execute();
}

export async function insertMentions(db: Db, commentId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('comment_mentions')
    .values(userIds.map((user_id) => ({ comment_id: commentId, user_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Opening the application settles the viewer's mentions on it (their home's tasks). */
export async function markMentionsSeen(db: Db, refId: string, userId: number): Promise<void> {
  await db
    .updateTable('comment_mentions')
    .set({ seen_at: new Date() })
    .where('user_id', '=', userId)
    .where('seen_at', 'is', null)
    .where('comment_id', 'in', (eb) =>
      eb.selectFrom('application_comments').select('comment_id').where('ref_id', '=', refId),
    )
    .execute();
}
