/**
 * What a person is asked about their date of birth and gender (D267). A company's setting covers
 * its applicants before an offer; everyone the company employs, hired, made an offer to, runs a
 * pathway or profile for, or gave a staff role keeps the spec's rule (both required). A person's
 * own profile page asks the strictest of what those companies ask; a company's application form
 * asks what that company asks.
 */
import { sql } from 'kysely';
import {
  SPEC_QUESTIONS,
  strictestQuestions,
  type ProfileQuestions,
} from '../../../contracts/applicant-questions-rules.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';

/** Offers the person has been made (draft and withdrawn ones are not). */
const MADE_OFFERS = ['sent', 'viewed', 'signed'] as const;

export async function companyQuestions(db: Db, accountId: number): Promise<ProfileQuestions> {
  const row = await db
    .selectFrom('accounts')
    .select(['applicant_dob_rule', 'applicant_gender_rule'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { dob: row.applicant_dob_rule, gender: row.applicant_gender_rule };
}

export async function saveCompanyQuestions(db: Db, accountId: number, questions: ProfileQuestions): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ applicant_dob_rule: questions.dob, applicant_gender_rule: questions.gender })
    .where('account_id', '=', accountId)
    .execute();
}

/** Whether any company holds the person as more than an applicant before an offer. */
async function isPastApplicant(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('employees')
              .select(sql`1`.as('x'))
              .where('user_id', '=', userId),
          ),
          eb.exists(
            eb
              .selectFrom('user_roles')
              .select(sql`1`.as('x'))
              .where('user_id', '=', userId),
          ),
          eb.exists(
            eb
              .selectFrom('user_trackers as t')
              .innerJoin('jobs as j', 'j.job_id', 't.job_id')
              .select(sql`1`.as('x'))
              .where('t.user_id', '=', userId)
              .where((w) => w.or([w('t.status', '=', 'hired'), w('j.job_type_id', '!=', JOB_TYPE.requisition)])),
          ),
          eb.exists(
            eb
              .selectFrom('offers as o')
              .innerJoin('user_trackers as t', 't.ref_id', 'o.ref_id')
              .select(sql`1`.as('x'))
              .where('t.user_id', '=', userId)
              .where('o.status', 'in', [...MADE_OFFERS]),
          ),
        ])
        .as('past'),
    ])
    .executeTakeFirstOrThrow();
  return row.past === true;
}

/** What the person's own profile page asks (before their stored answers are taken into account). */
export async function askedOfPerson(db: Db, userId: number): Promise<ProfileQuestions> {
  if (await isPastApplicant(db, userId)) return SPEC_QUESTIONS;
  const companies = await db
    .selectFrom('user_trackers as t')
    .innerJoin('accounts as a', 'a.account_id', 't.account_id')
    .select(['a.applicant_dob_rule as dob', 'a.applicant_gender_rule as gender'])
    .distinct()
    .where('t.user_id', '=', userId)
    .where('t.status', '=', 'active')
    .where('t.removed_at', 'is', null)
    .execute();
  return strictestQuestions(companies);
}

/** What a job's application form asks: a requisition's, its company's setting; a pathway's or profile's (employees), the spec's rule. */
export async function formQuestions(db: Db, jobId: number): Promise<ProfileQuestions> {
  const row = await db
    .selectFrom('jobs as j')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select(['j.job_type_id', 'a.applicant_dob_rule as dob', 'a.applicant_gender_rule as gender'])
    .where('j.job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return row.job_type_id === JOB_TYPE.requisition ? { dob: row.dob, gender: row.gender } : SPEC_QUESTIONS;
}
