/**
 * A note that mentions a colleague who cannot open the application (D285) is shared with them by its
 * author (D299): they join the job's hiring team, through the hiring team's own rules, and are then
 * notified of that note as any mention is (a mail and a task on their home). Before, they were added
 * and never told of the note already saved.
 */
import type { Comment } from '../../../contracts/scorecard.ts';
import type { Db } from '../../db/database.ts';
import { applicationForStaff } from '../../http/team-access.ts';
import { addTeamMember } from '../job-team/index.ts';
import type { LoadedUser } from '../user/index.ts';
import { assertPrivateReaders, checkedMentions, mailMentions } from './mentions.ts';
import { ownComment, readComment } from './scorecard-comments.service.ts';
import * as store from './scorecard.store.ts';

export async function shareNote(
  db: Db,
  viewer: LoadedUser,
  commentUuid: string,
  userId: number,
  publicUrl: string,
): Promise<Comment> {
  const note = await ownComment(db, viewer, commentUuid);
  const app = await applicationForStaff(db, viewer, note.user_smartreq_id);
  // Oneself, or anyone who is not active staff of the application's company: 400, nothing written.
  await checkedMentions(db, viewer, app, [userId]);
  if (note.scope === 'private') await assertPrivateReaders(db, app, [userId]);
  await addTeamMember(db, viewer, { job_id: app.job.job_id, user_id: userId });
  await db.transaction().execute(async (trx) => {
    const { reach } = await checkedMentions(trx, viewer, app, [userId]);
    const before = await store.mentionsOf(trx, [note.comment_id]);
    if (reach.length === 0 || before.some((m) => m.user_id === userId)) return;
    await store.insertMentions(trx, note.comment_id, reach);
    const people = (await store.mentionsOf(trx, [note.comment_id])).filter((m) => m.user_id === userId);
    await mailMentions(trx, { app, author: viewer, note: note.body, publicUrl, people });
  });
  return readComment(db, viewer, commentUuid);
}
