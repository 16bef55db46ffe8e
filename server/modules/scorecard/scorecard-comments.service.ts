/**
 * Comments (notes) on an application: team comments every staff member on the job reads, private
 * ones their author and those who hold private-data access (D206). Only the author changes or
 * deletes a comment. A comment may mention colleagues: they are mailed and get a home task.
 */
import { randomUUID } from 'node:crypto';
import type { Comment, CreatedComment } from '../../../contracts/scorecard.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { applicationForStaff, flagForJobType, type StaffApplication } from '../../http/team-access.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import type { LoadedUser } from '../user/index.ts';
import { holdsFlag } from '../../http/account-access.ts';
import { assertPrivateReaders, checkedMentions, mailMentions } from './mentions.ts';
import { event } from './scorecard-actions.service.ts';
import * as store from './scorecard.store.ts';

type Mention = Awaited<ReturnType<typeof store.mentionsOf>>[number];

const privateAccess = (viewer: LoadedUser, accountId: number) => holdsFlag(viewer, 'private_data_access', accountId);

function toComment(row: store.CommentRow, viewer: LoadedUser, mentions: Mention[]): Comment {
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
    mentions: mentions
      .filter((m) => m.comment_id === row.comment_id)
      .map(({ user_id, first_name, last_name }) => ({ user_id, first_name, last_name })),
  };
}

async function withMentions(db: Db, rows: store.CommentRow[], viewer: LoadedUser): Promise<Comment[]> {
  const mentions = await store.mentionsOf(
    db,
    rows.map((r) => r.comment_id),
  );
  return rows.map((r) => toComment(r, viewer, mentions));
}

/** The comment as its viewer reads it, with its mentions. */
export async function readComment(db: Db, viewer: LoadedUser, commentUuid: string): Promise<Comment> {
  return (await withMentions(db, [(await store.findComment(db, commentUuid))!], viewer))[0]!;
}

export async function listComments(db: Db, viewer: LoadedUser, app: StaffApplication): Promise<Comment[]> {
  const rows = await store.listComments(db, app.ref_id, viewer.user_id, privateAccess(viewer, app.job.account_id));
  return withMentions(db, rows, viewer);
}

export async function addComment(
  db: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  input: { body: string; scope?: 'team' | 'private'; comment_uuid?: string; mentioned_user_ids?: number[] },
  publicUrl: string,
): Promise<CreatedComment> {
  const { body, scope = 'team' } = input;
  const commentUuid = input.comment_uuid ?? randomUUID();
  if (await store.findComment(db, commentUuid))
    throw new HttpError(409, ErrorCode.conflict, 'This comment already exists.');
  const { reach, unseen } = await checkedMentions(db, viewer, app, input.mentioned_user_ids ?? []);
  if (scope === 'private') await assertPrivateReaders(db, app, input.mentioned_user_ids ?? []);
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
    const saved = (await store.findComment(trx, commentUuid))!;
    // Only those who may open the application are recorded, mailed and given a home task (D285).
    await store.insertMentions(trx, saved.comment_id, reach);
    const people = await store.mentionsOf(trx, [saved.comment_id]);
    await mailMentions(trx, { app, author: viewer, note: body, publicUrl, people });
  });
  const comment = (await withMentions(db, [(await store.findComment(db, commentUuid))!], viewer))[0]!;
  const unseenPeople = unseen.length
    ? await db
        .selectFrom('users')
        .select(['user_id', 'first_name', 'last_name'])
        .where('user_id', 'in', unseen)
        .orderBy('first_name')
        .orderBy('user_id')
        .execute()
    : [];
  // Who may add them is who may manage the team (job-team/job-team.service.ts requireTeamManager); the
  // adding itself goes through POST /smartreq/v1/hiring-team/ and its checks.
  const mayManageTeam = holdsFlag(viewer, flagForJobType(app.job.job_type_id), app.job.account_id);
  return {
    ...comment,
    unseen_mentions: unseenPeople,
    team_job_id: unseenPeople.length && mayManageTeam ? app.job.job_id : null,
  };
}

/** The comment when the viewer may see it (its application's job, and team or their own); else 404. Only its author may change it: 403. */
export async function ownComment(db: Db, viewer: LoadedUser, commentUuid: string): Promise<store.CommentRow> {
  const comment = await store.findComment(db, commentUuid);
  const notFound = () => new HttpError(404, ErrorCode.notFound, 'Comment not found');
  if (!comment) throw notFound();
  let app: StaffApplication;
  try {
    app = await applicationForStaff(db, viewer, comment.user_smartreq_id);
  } catch {
    throw notFound();
  }
  if (
    comment.scope === 'private' &&
    comment.author_user_id !== viewer.user_id &&
    !privateAccess(viewer, app.job.account_id)
  )
    throw notFound();
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
  return (await withMentions(db, [(await store.findComment(db, commentUuid))!], viewer))[0]!;
}

export async function removeComment(db: Db, viewer: LoadedUser, commentUuid: string): Promise<void> {
  await ownComment(db, viewer, commentUuid);
  await store.deleteComment(db, commentUuid);
}
