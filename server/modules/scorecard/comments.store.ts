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
  comment_uuid: string;
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
  comment_uuid: r.comment_uuid,
  user_smartreq_id: r.user_step_tracker_id,
  author_user_id: r.author_user_id,
  author_first_name: r.first_name,
  author_last_name: r.last_name,
  scope: r.scope,
  body: r.body,
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
});

/** Team comments and the viewer's own private ones, oldest first. */
export async function listComments(db: Db, refId: string, viewerId: number): Promise<CommentRow[]> {
  const rows = await commentQuery(db)
    .where('c.ref_id', '=', refId)
    .where((eb) => eb.or([eb('c.scope', '=', 'team'), eb('c.author_user_id', '=', viewerId)]))
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
