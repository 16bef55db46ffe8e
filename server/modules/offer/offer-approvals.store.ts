/** The offer approval chains' SQL (D320, D429): who approves an offer, and its round of approvals. */
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { OfferApproval, OfferChainSource } from '../../../contracts/offer-approvals.ts';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
import { loadUser } from '../../db/signed-in-user.store.ts';
import { mayWorkOnJob } from '../../http/team-access.ts';

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

/** A requisition as the access rule reads it (team-access.ts). */
type ChainJob = { job_id: number; account_id: number; job_type_id: number };

/**
 * Whether a person may open the requisition now (team-access.ts's rule: their role's flag, or its
 * team): who may approve its offers (D429, D438).
 */
export async function mayOpenJob(db: Tx, userId: number, job: ChainJob): Promise<boolean> {
  const user = await loadUser(db, userId);
  return user !== undefined && (await mayWorkOnJob(db, user, job));
}

/** Whose chain: the company's (D320) or a requisition's own (D429), each in its own table keyed by its owner. */
export type ChainOwner = { kind: 'company'; account_id: number } | { kind: 'requisition'; job: ChainJob };
const CHAIN_TABLES = {
  company: { table: 'offer_approvers', key: 'account_id' },
  requisition: { table: 'job_offer_approvers', key: 'job_id' },
} as const;
const ownerKey = (owner: ChainOwner) => (owner.kind === 'company' ? owner.account_id : owner.job.job_id);

/**
 * A chain, in order, without those who left the company (D320, D429); a requisition's without
 * those who can no longer open it either, having left its team (D438).
 */
export async function chainOf(db: Tx, owner: ChainOwner): Promise<ChainPerson[]> {
  const { table, key } = CHAIN_TABLES[owner.kind];
  const accountId = owner.kind === 'company' ? owner.account_id : owner.job.account_id;
  // Both tables hold the chain's rows alike, so one statement reads either (named by the owner's kind).
  const rows = sql<{ approval_order: number; user_id: number }>`${sql.table(table)}`.as('a');
  const people = await db
    .selectFrom(rows)
    .innerJoin('users', 'users.user_id', 'a.user_id')
    .select(['users.user_id', 'users.first_name', 'users.last_name', 'users.email'])
    .where(sql.ref(`a.${key}`), '=', ownerKey(owner))
    .where((eb) => isActiveStaff(eb, accountId))
    .orderBy('a.approval_order')
    .execute();
  if (owner.kind === 'company') return people;
  const may = await Promise.all(people.map((p) => mayOpenJob(db, p.user_id, owner.job)));
  return people.filter((_, i) => may[i]);
}

/** Replaces a chain with these people, in order (D320, D429). */
export async function replaceChain(db: Db, owner: ChainOwner, userIds: number[]): Promise<void> {
  const { table, key } = CHAIN_TABLES[owner.kind];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(table).where(sql.ref(key), '=', ownerKey(owner)).execute();
    if (userIds.length > 0)
      await trx
        .insertInto(table)
        // Keyed by the owner's column, which Kysely cannot type across the two tables.
        .values(userIds.map((user_id, i) => ({ [key]: ownerKey(owner), approval_order: i + 1, user_id }) as never))
        .execute();
  });
}

/**
 * The chain that approves an offer on this requisition now (D429): the requisition's own when it
 * names anyone still at the company and on its team (D438), else the company's.
 */
export async function approvalChain(
  db: Tx,
  job: ChainJob,
): Promise<{ source: OfferChainSource; people: ChainPerson[] }> {
  const own = await chainOf(db, { kind: 'requisition', job });
  if (own.length > 0) return { source: 'requisition', people: own };
  return { source: 'company', people: await chainOf(db, { kind: 'company', account_id: job.account_id }) };
}

/**
 * An offer's round, each approval with whether its approver has since left the company (D429) or,
 * still at the company, can no longer open the requisition (left its team, D438).
 */
export async function approvalsOf(db: Tx, offer: ChainJob & { offer_id: number }) {
  const round = await db
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
              .where((inner) => isActiveStaff(inner, offer.account_id)),
          ),
        )
        .as('left_company'),
    )
    .where('oa.offer_id', '=', offer.offer_id)
    .orderBy('oa.approval_order')
    .execute();
  return Promise.all(
    round.map(async (a) => ({
      ...a,
      left_team: !a.left_company && a.user_id !== null && !(await mayOpenJob(db, a.user_id, offer)),
    })),
  );
}

export function approvalView(a: Awaited<ReturnType<typeof approvalsOf>>[number]): OfferApproval {
  const owed = a.status === 'pending' || a.status === 'waiting';
  return {
    approval_order: a.approval_order,
    user_id: a.user_id,
    name: a.name,
    status: a.status,
    comment: a.comment,
    decided_at: a.decided_at === null ? null : new Date(a.decided_at).toISOString(),
    // Only an answer still owed is held up by a departure; an approval given stands.
    left_company: Boolean(a.left_company) && owed,
    left_team: a.left_team && owed,
  };
}
