/**
 * Where a write's generated request would be refused for its values rather than its sender, the
 * values its rightful sender's request is accepted with (D366): records of the Demo Company's that
 * exist in the seed (aimRecords), and bodies a person would send. write-accepted.test.ts proves
 * each is accepted; write-refusals.test.ts sends the same requests from those who must be refused.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Hints } from './valid-body.ts';
import { MORE_AIMS, moreAimRecords } from './write-aims-records.ts';
import { STATE_AIMS, stateAimRecords } from './write-aims-states.ts';
import { BODY_AIMS, bodyAimRecords } from './write-aims-bodies.ts';
import { INTERVIEW_AIMS, interviewAimRecords } from './write-aims-interviews.ts';
import { FRESH_AIMS, freshAimRecords } from './write-aims-fresh.ts';
import { MAILBOX } from './matrix/replies.rows.ts';

export interface Aim {
  /** Path parameters (and the values named alike in the query and body) over the Demo Company's records. */
  params?: Hints;
  query?: Record<string, unknown>;
  /** Fields over the generated body, or the body made from the generated one. */
  body?: Record<string, unknown> | ((generated: unknown) => unknown);
}

/** Records of the Demo Company's the aims name, beyond those every request names. */
export async function aimRecords(db: Db, account: number): Promise<Hints> {
  const one = async (query: ReturnType<typeof sql<{ v: unknown }>>) => (await query.execute(db)).rows[0]?.v;
  // First: the other aims' records count their tables' next ids after these are put there.
  const fresh = await freshAimRecords(db, account);
  const values: Hints = {
    roleId: await one(sql`select min(role_id) as v from roles where account_id = ${account}`),
    recruiterId: await one(sql`select user_id as v from users where email = 'recruiter@demo-company.test'`),
    scheduledInterview: await one(
      sql`select interview_uuid as v from interviews where account_id = ${account} and status = 'scheduled' order by interview_id`,
    ),
    ...(await moreAimRecords(db, account)),
    ...(await stateAimRecords(db, account)),
    ...(await bodyAimRecords(db, account)),
    ...(await interviewAimRecords(db, account)),
    ...fresh,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
}

/** A time in the future of any run: the walker's days are in the past. */
const LATER = '2099-06-15T10:30:00.000Z';
/** A day `days` from now, as a posting's closing date (within a year of today). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const standardRejection = { email: { text: 'standard' } };

export const AIMS: Record<string, (records: Hints) => Aim> = {
  'POST /smartreq/v1/user-smartreq/{id}/reject/': () => ({ body: standardRejection }),
  'POST /smartreq/v1/bulk-reject-applicants/': () => ({ body: standardRejection }),
  'POST /smartreq/v1/email-applicants/': () => ({
    body: (generated) => ({ ...(generated as object), answers_reply_id: undefined }),
  }),
  'POST /smartreq/v1/scorecard-share/': () => ({ body: { recipients: ['recruiter@demo-company.test'] } }),
  'POST /user/v1/comments/{userSmartreqId}/': (r) => ({ body: { mentioned_user_ids: [r.recruiterId] } }),
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/': (r) => ({
    body: { interviewer_user_ids: [r.recruiterId], starts_at: LATER },
  }),
  'PUT /account/v1/{id}/share-domains/': () => ({ body: { domains: ['partner-example.com'] } }),
  'PUT /account/v1/{id}/reply-domain/': () => ({ body: { domain: 'replies.example.com' } }),
  // A private address: the save's test is refused at once, with no connection tried (D450).
  'PUT /account/v1/{id}/reply-mailbox/': () => ({ body: MAILBOX }),
  'PUT /account/v1/typing-test-settings/': () => ({ body: { duration_seconds: 60 } }),
  'POST /account/v1/phone-numbers/': () => ({ body: { phone_number: '+14155550123' } }),
  // No limit on offers out for signature: the sweep sends one (write-aims-bodies.ts).
  'PUT /offer/v1/settings/': () => ({ body: { currency: 'EUR', max_open_offers: null } }),
  'PUT /offer/v1/approvers/': (r) => ({ body: { user_ids: [r.userId] } }),
  // Requisition 1's own approvers (D429): the owner, who may open it.
  'PUT /offer/v1/jobs/{jobId}/approvers/': (r) => ({ body: { user_ids: [r.userId] } }),
  'PUT /account/v1/rejection-reason/{id}/': () => ({ body: { name: 'Renamed rejection reason' } }),
  'PUT /account/v1/separation-reason/{id}/': () => ({ body: { name: 'Renamed separation reason' } }),
  'PUT /offer/v1/offer-letter-templates/{templateId}/': () => ({ body: { name: 'Renamed letter template' } }),
  'PUT /account/v1/system-email-template/{slug}/': () => ({ body: { reply_to: 'replies@example.com' } }),
  'PUT /account/v1/{id}/roles/{roleId}/': (r) => ({ params: { roleId: r.roleId } }),
  'POST /job/v1/job-posting/job/{jobId}/': () => ({ body: { pay_currency: 'EUR', valid_through: inDays(60) } }),
  'POST /smartreq/v1/interviews/{interviewUuid}/reschedule/': (r) => ({
    params: { interviewUuid: r.scheduledInterview },
    body: { starts_at: LATER },
  }),
  'POST /smartreq/v1/interviews/{interviewUuid}/cancel/': (r) => ({ params: { interviewUuid: r.scheduledInterview } }),
  ...MORE_AIMS,
  ...STATE_AIMS,
  ...BODY_AIMS,
  ...INTERVIEW_AIMS,
  ...FRESH_AIMS,
};
