/** The offer approval chains' SQL (D320, D429): who approves an offer, and its round of approvals. */
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { OfferApproval, OfferChainSource } from '../../../contracts/offer-approvals.ts';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';

type Tx = Db | Transaction<Database>;

/** Whether a person is active staff of the company: not deactivated, holding a role there (D429). */
export function isActiveStaff(eb: ExpressionBuilder<Database, 'users'>, accountId: number) {
  return eb.and([
    eb('users.deactivated_at', 'is', null),
    eb.exists(
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
        .select('ur.user_id')
        .whereRef('ur.user_id', '=', 'users.user_id')
        .where('r.account_id', '=', accountId),
    ),
  ]);
}

export interface ChainPerson {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** The company's chain, in order, without those who left the company (D320, D429). */
export async function companyChain(db: Tx, accountId: number): Promise<ChainPerson[]> {
  return db
    .selectFrom('offer_approvers as a')
    .innerJoin('users', 'users.user_id', 'a.user_id')
    .select(['users.user_id', 'users.first_name', 'users.last_name', 'users.email'])
    .where('a.account_id', '=', accountId)
    .where((eb) => isActiveStaff(eb, accountId))
    .orderBy('a.approval_order')
    .execute();
}

/** A requisition's own chain, in order, without those who left the company (D429). */
export async function requisitionChain(db: Tx, jobId: number, accountId: number): Promise<ChainPerson[]> {
  return db
    .selectFrom('job_offer_approvers as a')
    .innerJoin('users', 'users.user_id', 'a.user_id')
    .select(['users.user_id', 'users.first_name', 'users.last_name', 'users.email'])
    .where('a.job_id', '=', jobId)
    .where((eb) => isActiveStaff(eb, accountId))
    .orderBy('a.approval_order')
    .execute();
}

/**
 * The chain that approves an offer on this requisition now (D429): the requisition's own when it
 * names anyone still at the company, else the company's.
 */
export async function approvalChain(
  db: Tx,
  job: { job_id: number; account_id: number },
): Promise<{ source: OfferChainSource; people: ChainPerson[] }> {
  const own = await requisitionChain(db, job.job_id, job.account_id);
  if (own.length > 0) return { source: 'requisition', people: own };
  return { source: 'company', people: await companyChain(db, job.account_id) };
}

/** An offer's round, each approval with whether its approver has since left the company (D429). */
export async function approvalsOf(db: Tx, offerId: number, accountId: number) {
  return db
    .selectFrom('offer_approvals as oa')
    .selectAll('oa')
    .select((eb) =>
      eb
        .not(
          eb.exists(
            eb
              .selectFrom('users')
              .select('users.user_id')
              .whereRef('users.user_id', '=', 'oa.user_id')
              .where((inner) => isActiveStaff(inner, accountId)),
          ),
        )
        .as('left_company'),
    )
    .where('oa.offer_id', '=', offerId)
    .orderBy('oa.approval_order')
    .execute();
}

export function approvalView(a: Awaited<ReturnType<typeof approvalsOf>>[number]): OfferApproval {
  return {
    approval_order: a.approval_order,
    user_id: a.user_id,
    name: a.name,
    status: a.status,
    comment: a.comment,
    decided_at: a.decided_at === null ? null : new Date(a.decided_at).toISOString(),
    // Only an answer still owed is held up by a departure; an approval given stands.
    left_company: Boolean(a.left_company) && (a.status === 'pending' || a.status === 'waiting'),
  };
}
