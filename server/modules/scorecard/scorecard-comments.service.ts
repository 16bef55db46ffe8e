/**
 * Comments on an application: team comments every staff member on the job reads, private ones only
 * their author. Only the author changes or deletes a comment.
 */
import { randomUUID } from 'node:crypto';
import type { Comment } from '../../../contracts/scorecard.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { applicationForStaff, type StaffApplication } from '../job/job-access.ts';
import { recordJobEvent } from '../job/job-events.store.ts';
import type { LoadedUser } from '../user/user.store.ts';
import { event } from './scorecard.service.ts';
import * as store from './scorecard.store.ts';

function toComment(row: store.CommentRow, viewer: LoadedUser): Comment {
  return {
    comment_uuid: row.comment_uuid,
    user_smartreq_id: row.user_smartreq_id,
    author:
      row.author_user_id !== null && row.author_first_name !== null
        ? { user_id: row.author_user_id, first_name: row.author_first_name, last_name: row.author_last_name ?? '' }
        : null,
    scope: row.scope,
    body: row.body,
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_mine: row.author_user_id === viewer.user_id,
  };
}

export async function listComments(db: Db, viewer: LoadedUser, app: StaffApplication): Promise<Comment[]> {
  return (await store.listComments(db, app.ref_id, viewer.user_id)).map((c) => toComment(c, viewer));
}

export async function addComment(
  db: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  input: { body: string; scope?: 'team' | 'private'; comment_uuid?: string },
): Promise<Comment> {
  const { body, scope = 'team' } = input;
  const commentUuid = input.comment_uuid ?? randomUUID();
  if (await store.findComment(db, commentUuid))
    throw new HttpError(409, ErrorCode.conflict, 'This comment already exists.');
  await db.transaction().execute(async (trx) => {
    await store.insertComment(trx, {
      comment_uuid: commentUuid,
      ref_id: app.ref_id,
      author_user_id: viewer.user_id,
      scope,
      body,
    });
    // A private comment is nobody else's business, not even that it exists.
    if (scope === 'team') await recordJobEvent(trx, { ...event(app, viewer), kind: 'comment_added' });
  });
  return toComment((await store.findComment(db, commentUuid))!, viewer);
}

/** The comment when the viewer may see it (its application's job, and team or their own); else 404. Only its author may change it: 403. */
async function ownComment(db: Db, viewer: LoadedUser, commentUuid: string): Promise<store.CommentRow> {
  const comment = await store.findComment(db, commentUuid);
  const notFound = () => new HttpError(404, ErrorCode.notFound, 'Comment not found');
  if (!comment) throw notFound();
  if (comment.scope === 'private' && comment.author_user_id !== viewer.user_id) throw notFound();
  try {
    await applicationForStaff(db, viewer, comment.user_smartreq_id);
  } catch {
    throw notFound();
  }
  if (comment.author_user_id !== viewer.user_id)
    throw new HttpError(403, ErrorCode.forbidden, 'Only its author can change a comment.');
  return comment;
}

export async function editComment(
  db: Db,
  viewer: LoadedUser,
  commentUuid: string,
  change: { body?: string; scope?: 'team' | 'private' },
): Promise<Comment> {
  await ownComment(db, viewer, commentUuid);
  const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  await store.updateComment(db, commentUuid, defined);
  return toComment((await store.findComment(db, commentUuid))!, viewer);
}

export async function removeComment(db: Db, viewer: LoadedUser, commentUuid: string): Promise<void> {
  await ownComment(db, viewer, commentUuid);
  await store.deleteComment(db, commentUuid);
}
