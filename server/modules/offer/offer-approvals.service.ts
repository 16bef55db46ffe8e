/**
 * Offer approvals (D320). A company's approval chain names staff who approve each offer, in order,
 * before it may be sent; a requisition may name its own, which its offers need instead (D429). Those
 * who left the company are skipped in every chain, and a round waiting on one of them is asked again. The recruiter asks; the chain as it is then becomes the offer's round:
 * the first approver is mailed and sees the offer on their home; each one approves (the next one is
 * mailed) or sends it back with a comment (the recruiter is mailed and the round ends). Sending
 * waits for the last approval; changing the draft voids the round. Who may decide: the approver
 * whose turn it is, who must still be able to work on the requisition (checked when asked, too).
 */
import { sql, type Transaction } from 'kysely';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type {
  OfferApprovalDecision,
  OfferApprovers,
  RequisitionOfferApprovers,
} from '../../../contracts/offer-approvals.ts';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError, invalid } from '../../http/http-error.ts';
import { holdsFlag } from '../../http/account-access.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMails } from '../../integrations/mail-template/templated-mail.ts';
import type { StaffJob } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { scorecardLink, type OfferLinks } from './offer-mail.ts';
import * as store from './offer.store.ts';

type Tx = Db | Transaction<Database>;
const conflict = (message: string) => new HttpError(409, ErrorCode.conflict, message);

const person = (p: { user_id: number; first_name: string; last_name: string }) => ({
  user_id: p.user_id,
  first_name: p.first_name,
  last_name: p.last_name,
});

/** Whose chain a read or a save is about: the company's (D320), or a requisition's own as its viewer sees it (D429). */
type CompanyScope = { kind: 'company'; accountId: number };
type RequisitionScope = { kind: 'requisition'; viewer: LoadedUser; job: StaffJob };
type ChainScope = CompanyScope | RequisitionScope;

const ownerOf = (scope: ChainScope): store.ChainOwner =>
  scope.kind === 'company' ? { kind: 'company', account_id: scope.accountId } : { kind: 'requisition', job: scope.job };

/** Who may be chosen: the company's active staff; for a requisition, those of them who may open it (D429). */
async function choosable(db: Db, scope: ChainScope) {
  if (scope.kind === 'company') return store.staffOf(db, scope.accountId);
  const staff = await store.staffOf(db, scope.job.account_id);
  const may = await Promise.all(staff.map((p) => store.mayOpenJob(db, p.user_id, scope.job)));
  return staff.filter((_, i) => may[i]);
}

/**
 * A chain in order with who may be chosen; a requisition's with the company's chain it overrides
 * and whether the viewer may change it.
 */
export async function readApprovers(db: Db, scope: CompanyScope): Promise<OfferApprovers>;
export async function readApprovers(db: Db, scope: RequisitionScope): Promise<RequisitionOfferApprovers>;
export async function readApprovers(db: Db, scope: ChainScope): Promise<OfferApprovers | RequisitionOfferApprovers>;
export async function readApprovers(db: Db, scope: ChainScope): Promise<OfferApprovers | RequisitionOfferApprovers> {
  const [chain, staff] = await Promise.all([store.chainOf(db, ownerOf(scope)), choosable(db, scope)]);
  if (scope.kind === 'company')
    return { account_id: scope.accountId, approvers: chain.map(person), staff: staff.map(person) };
  const { job, viewer } = scope;
  return {
    job_id: job.job_id,
    approvers: chain.map(person),
    company_approvers: (await store.chainOf(db, { kind: 'company', account_id: job.account_id })).map(person),
    staff: staff.map(person),
    may_change: holdsFlag(viewer, 'company_settings_access', job.account_id),
  };
}

/**
 * Replaces a chain: each approver once, among who may be chosen. The company's needs company
 * settings rights (its endpoint's rule); so does a requisition's (D429), as a chain the recruiters set
 * for themselves would approve nothing. A requisition's empty chain: its offers follow the company's.
 */
export async function saveApprovers(db: Db, scope: CompanyScope, userIds: number[]): Promise<OfferApprovers>;
export async function saveApprovers(
  db: Db,
  scope: RequisitionScope,
  userIds: number[],
): Promise<RequisitionOfferApprovers>;
export async function saveApprovers(
  db: Db,
  scope: ChainScope,
  userIds: number[],
): Promise<OfferApprovers | RequisitionOfferApprovers> {
  if (scope.kind === 'requisition' && !holdsFlag(scope.viewer, 'company_settings_access', scope.job.account_id))
    throw forbidden();
  if (new Set(userIds).size !== userIds.length) throw invalid('user_ids', 'Each approver is in the chain once.');
  const allowed = new Set((await choosable(db, scope)).map((p) => p.user_id));
  if (userIds.some((id) => !allowed.has(id)))
    throw invalid(
      'user_ids',
      scope.kind === 'company'
        ? 'Approvers must be active staff of the company.'
        : 'Approvers must be active staff of the company who can open this requisition.',
    );
  await store.replaceChain(db, ownerOf(scope), userIds);
  return readApprovers(db, scope);
}

/** A changed draft needs approving again: its round, if any, is void. */
export async function voidApprovals(db: Tx, offerId: number): Promise<void> {
  await db.deleteFrom('offer_approvals').where('offer_id', '=', offerId).execute();
}

/** Sending waits for the last approval when a chain applies to the offer (inside the send's transaction). */
export async function assertApproved(db: Tx, row: store.OfferRow): Promise<void> {
  if ((await store.approvalChain(db, row)).people.length === 0) return;
  const approvals = await store.approvalsOf(db, row);
  if (approvals.length === 0 || approvals.some((a) => a.status !== 'approved'))
    throw new HttpError(
      409,
      ErrorCode.offerApprovalPending,
      'This offer waits for approval: each approver of its chain approves it before it is sent.',
    );
}

type ApprovalSlug = 'offer_approval_request' | 'offer_sent_back' | 'offer_approved';

async function mailStaff(
  db: Tx,
  slug: ApprovalSlug,
  row: store.OfferRow,
  to: { user_id: number | null } | null,
  values: { approver_name?: string; message?: string },
  links: OfferLinks,
): Promise<void> {
  if (!to?.user_id) return;
  const person = await db
    .selectFrom('users')
    .select(['first_name', 'email', 'preferred_language'])
    .where('user_id', '=', to.user_id)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!person) return;
  const mails = await templatedMails(db as Db, [
    {
      slug,
      to: person.email,
      language: person.preferred_language,
      values: {
        first_name: person.first_name,
        approver_name: values.approver_name ?? '',
        applicant_name: `${row.candidate_first_name} ${row.candidate_last_name}`.trim(),
        job_name: row.job_title,
        company_name: row.company_name,
        message: values.message ?? '',
        scorecard_link: scorecardLink(links, row.user_smartreq_id),
      },
      purpose: { reason: 'staff_notice', accountId: row.account_id },
    },
  ]);
  await queueMail(db as Db, mails);
}

export async function requestApproval(
  db: Db,
  viewer: LoadedUser,
  row: store.OfferRow,
  links: OfferLinks,
): Promise<void> {
  if (row.status !== 'draft') throw conflict('This offer was already sent.');
  const chain = (await store.approvalChain(db, row)).people;
  if (chain.length === 0) throw conflict('Your company has no approval chain: this offer may be sent as it is.');
  for (const person of chain)
    if (!(await store.mayOpenJob(db, person.user_id, row)))
      throw new HttpError(
        409,
        ErrorCode.offerApproverNoAccess,
        `${`${person.first_name} ${person.last_name}`.trim()} approves offers but cannot see this requisition: add them to its hiring team first.`,
      );
  await db.transaction().execute(async (trx) => {
    const locked = await store.offerRow(trx, row.offer_uuid, true);
    if (locked?.status !== 'draft') throw conflict('This offer was already sent.');
    await voidApprovals(trx, row.offer_id);
    await trx
      .insertInto('offer_approvals')
      .values(
        chain.map((p, i) => ({
          offer_id: row.offer_id,
          approval_order: i + 1,
          user_id: p.user_id,
          name: `${p.first_name} ${p.last_name}`.trim(),
          email: p.email,
          status: i === 0 ? ('pending' as const) : ('waiting' as const),
        })),
      )
      .execute();
    await store.addEvent(trx, { offer_id: row.offer_id, kind: 'approval_requested', actor_user_id: viewer.user_id });
    await mailStaff(trx, 'offer_approval_request', row, chain[0]!, {}, links);
  });
}

export async function decideApproval(
  db: Db,
  viewer: LoadedUser,
  row: store.OfferRow,
  body: OfferApprovalDecision,
  links: OfferLinks,
): Promise<void> {
  const comment = body.comment?.trim() ?? '';
  if (body.decision === 'send_back' && comment === '')
    throw invalid('comment', 'Say what to change when you send an offer back.');
  if (row.status !== 'draft') throw conflict('This offer was already sent.');
  await db.transaction().execute(async (trx) => {
    const locked = await store.offerRow(trx, row.offer_uuid, true);
    if (locked?.status !== 'draft') throw conflict('This offer was already sent.');
    const approvals = await store.approvalsOf(trx, row);
    const turn = approvals.find((a) => a.status === 'pending');
    if (!turn || turn.user_id !== viewer.user_id)
      throw new HttpError(403, ErrorCode.forbidden, 'It is not your turn to approve this offer.');
    await trx
      .updateTable('offer_approvals')
      .set({
        status: body.decision === 'approve' ? 'approved' : 'sent_back',
        comment: comment === '' ? null : comment,
        decided_at: sql<Date>`now()`,
      })
      .where('offer_approval_id', '=', turn.offer_approval_id)
      .execute();
    const approverName = `${viewer.first_name} ${viewer.last_name}`.trim();
    await store.addEvent(trx, {
      offer_id: row.offer_id,
      kind: body.decision === 'approve' ? 'approved' : 'sent_back',
      actor_user_id: viewer.user_id,
      detail: comment === '' ? {} : { comment },
    });
    const creator = { user_id: row.created_by };
    if (body.decision === 'send_back') {
      await mailStaff(trx, 'offer_sent_back', row, creator, { approver_name: approverName, message: comment }, links);
      return;
    }
    const next = approvals.find((a) => a.approval_order > turn.approval_order && a.status === 'waiting');
    if (next) {
      await trx
        .updateTable('offer_approvals')
        .set({ status: 'pending' })
        .where('offer_approval_id', '=', next.offer_approval_id)
        .execute();
      await mailStaff(trx, 'offer_approval_request', row, next, {}, links);
    } else {
      await mailStaff(trx, 'offer_approved', row, creator, { approver_name: approverName }, links);
    }
  });
}
