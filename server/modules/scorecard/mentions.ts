/**
 * Who a note on an application may mention, and their notice (D206): colleagues
 * who may open the application (the job type's flag, or the job's team), mailed at once with a
 * link to the scorecard; the mention stays a task on their staff home until they open it. A
 * colleague who cannot open it is named back to the writer instead (D285).
 */
import { sql } from 'kysely';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMails } from '../../integrations/mail-template/templated-mail.ts';
import { flagForJobType, type StaffApplication } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';

/** Of `userIds`, those active at the company who may open the application's job. */
export async function mayOpen(db: Db, job: StaffApplication['job'], userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const flag = sql.ref(`r.${flagForJobType(job.job_type_id)}`);
  const rows = await db
    .selectFrom('users as u')
    .select('u.user_id')
    .where('u.user_id', 'in', userIds)
    .where('u.deactivated_at', 'is', null)
    .where(
      sql<boolean>`exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id
                    where ur.user_id = u.user_id and r.account_id = ${job.account_id}
                      and (${flag} or exists (select 1 from job_team_members m
                                               where m.job_id = ${job.job_id} and m.user_id = u.user_id)))`,
    )
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/**
 * A note's mentions split by who may open the application (D206, D285): `reach` are notified,
 * `unseen` are colleagues who cannot open it (named back to the writer, never mailed, no home task).
 * Anyone who is not active staff of the application's company, or the writer, is refused naming the
 * entry: someone from another company is never mentioned, whatever the writer may do.
 */
export async function checkedMentions(
  db: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  userIds: number[],
): Promise<{ reach: number[]; unseen: number[] }> {
  const unique = [...new Set(userIds)];
  const staff = unique.length
    ? new Set(
        (
          await db
            .selectFrom('users as u')
            .select('u.user_id')
            .where('u.user_id', 'in', unique)
            .where('u.deactivated_at', 'is', null)
            .where(({ exists, selectFrom }) =>
              exists(
                selectFrom('user_roles as ur')
                  .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
                  .select('ur.user_id')
                  .whereRef('ur.user_id', '=', 'u.user_id')
                  .where('r.account_id', '=', app.job.account_id),
              ),
            )
            .execute()
        ).map((r) => r.user_id),
      )
    : new Set<number>();
  const bad = userIds.findIndex((id) => id === viewer.user_id || !staff.has(id));
  if (bad >= 0) {
    const message = 'Mention a colleague from your company.';
    throw new HttpError(400, ErrorCode.validation, message, [{ prop: `mentioned_user_ids.${bad}`, message }]);
  }
  const allowed = await mayOpen(db, app.job, unique);
  return { reach: unique.filter((id) => allowed.has(id)), unseen: unique.filter((id) => !allowed.has(id)) };
}

/** A private note reaches only those who may read it: a mention of anyone else would leak it (400 naming the entry). */
export async function assertPrivateReaders(db: Db, app: StaffApplication, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const readers = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select('ur.user_id')
    .where('r.account_id', '=', app.job.account_id)
    .where('r.private_data_access', '=', true)
    .where('ur.user_id', 'in', userIds)
    .execute();
  const allowed = new Set(readers.map((r) => r.user_id));
  const bad = userIds.findIndex((id) => !allowed.has(id));
  if (bad >= 0) {
    const message = 'This note is private: mention only colleagues with access to private data.';
    throw new HttpError(400, ErrorCode.validation, message, [{ prop: `mentioned_user_ids.${bad}`, message }]);
  }
}

export async function mailMentions(
  db: Db,
  input: {
    app: StaffApplication;
    author: LoadedUser;
    note: string;
    publicUrl: string;
    people: { email: string; first_name: string; preferred_language: string | null }[];
  },
): Promise<void> {
  if (input.people.length === 0) return;
  const [candidate, company] = await Promise.all([
    db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('user_id', '=', input.app.user_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('accounts')
      .select('name')
      .where('account_id', '=', input.app.job.account_id)
      .executeTakeFirstOrThrow(),
  ]);
  const mails = await templatedMails(
    db,
    input.people.map((p) => ({
      slug: 'note_mention' as const,
      to: p.email,
      language: p.preferred_language,
      values: {
        first_name: p.first_name,
        sender_name: `${input.author.first_name} ${input.author.last_name}`.trim(),
        applicant_name: `${candidate.first_name} ${candidate.last_name}`.trim(),
        job_name: input.app.job.title,
        company_name: company.name,
        message: input.note,
        scorecard_link: `${input.publicUrl}/smartreq-detail-applicant/${input.app.user_smartreq_id}`,
      },
      purpose: { reason: 'staff_notice' as const, accountId: input.app.job.account_id },
    })),
  );
  await queueMail(db, mails);
}
