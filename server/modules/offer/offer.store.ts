/** The offer module's SQL: reads shaped for the contract, and the writes every action shares. */
import { sql, type Transaction } from 'kysely';
import { OPEN_OFFER_STATUSES, type Offer, type OfferSigner } from '../../../contracts/offer.ts';
import type { OfferField, OfferSettings, OfferTemplate } from '../../../contracts/offer-settings.ts';
import type { Language } from '../../../contracts/languages.ts';
import { DEFAULT_OFFER_CURRENCY, type OfferValueFormat } from '../../../contracts/offer-value-format.ts';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
import type { JobEventKind } from '../../../contracts/job-events.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import { approvalChain, approvalsOf, approvalView } from './offer-approvals.store.ts';

export {
  approvalChain,
  approvalsOf,
  approvalView,
  chainOf,
  isActiveStaff,
  mayOpenJob,
  replaceChain,
  type ChainOwner,
  type ChainPerson,
} from './offer-approvals.store.ts';

type Tx = Db | Transaction<Database>;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function settingsOf(db: Tx, accountId: number): Promise<OfferSettings> {
  const row = await db.selectFrom('offer_settings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  const open = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .where('status', 'in', OPEN_OFFER_STATUSES)
    .executeTakeFirstOrThrow();
  return {
    account_id: accountId,
    max_open_offers: row?.max_open_offers ?? null,
    esignature_provider: row?.esignature_provider ?? 'builtin',
    link_days: row?.link_days ?? 14,
    open_offers: Number(open.n),
    currency: row?.currency ?? DEFAULT_OFFER_CURRENCY,
  };
}

/** The company's offer currency (ISO 4217), the default until it sets one (D216). */
export async function currencyOf(db: Tx, accountId: number): Promise<string> {
  const settings = await db
    .selectFrom('offer_settings')
    .select('currency')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return settings?.currency ?? DEFAULT_OFFER_CURRENCY;
}

/** How a new or changed offer's values will print: the company's currency, field types and time zone now (D216). */
export async function valueFormatNow(db: Tx, accountId: number): Promise<OfferValueFormat> {
  const [currency, fields, account] = await Promise.all([
    currencyOf(db, accountId),
    fieldsOf(db, accountId),
    db.selectFrom('accounts').select('time_zone').where('account_id', '=', accountId).executeTakeFirstOrThrow(),
  ]);
  return {
    currency,
    types: Object.fromEntries(fields.map((f) => [f.field_key, f.field_type])),
    time_zone: account.time_zone,
  };
}

export async function fieldsOf(db: Tx, accountId: number): Promise<OfferField[]> {
  const rows = await db
    .selectFrom('offer_fields')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('archived_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('offer_field_id')
    .execute();
  return rows.map((r) => ({
    offer_field_id: r.offer_field_id,
    field_key: r.field_key,
    label: r.label,
    field_type: r.field_type,
    required: r.required,
    options: r.options,
    min_value: r.min_value === null ? null : Number(r.min_value),
    max_value: r.max_value === null ? null : Number(r.max_value),
    sort_order: r.sort_order,
  }));
}

export async function templatesOf(db: Tx, accountId: number): Promise<OfferTemplate[]> {
  const rows = await db
    .selectFrom('offer_letter_templates')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('archived_at', 'is', null)
    .orderBy('kind')
    .orderBy('name')
    .orderBy('language')
    .execute();
  return rows.map((r) => ({
    offer_letter_template_id: r.offer_letter_template_id,
    kind: r.kind,
    name: r.name,
    language: r.language,
    body: r.body,
    updated_at: iso(r.updated_at)!,
  }));
}

export async function staffOf(db: Tx, accountId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.user_id')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select(['u.user_id', 'u.first_name', 'u.last_name', 'u.email', 'u.preferred_language'])
    .distinct()
    .where('r.account_id', '=', accountId)
    .where('u.deactivated_at', 'is', null)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.user_id')
    .execute();
}

/** One offer with what every action needs: its application, job, activity and company. */
export async function offerRow(db: Tx, offerUuid: string, forUpdate = false) {
  let q = db
    .selectFrom('offers as o')
    .innerJoin('user_trackers as t', 't.ref_id', 'o.ref_id')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('accounts as acc', 'acc.account_id', 'o.account_id')
    .leftJoin('job_step_activities as a', 'a.job_step_activity_id', 'o.job_step_activity_id')
    .innerJoin('users as cand', 'cand.user_id', 't.user_id')
    .selectAll('o')
    .select([
      't.user_step_tracker_id as user_smartreq_id',
      't.user_id as candidate_user_id',
      'j.job_id',
      'j.job_type_id',
      'j.title as job_title',
      'acc.name as company_name',
      'acc.default_language as company_language',
      'a.title as activity_title',
      'cand.first_name as candidate_first_name',
      'cand.last_name as candidate_last_name',
      'cand.email as candidate_email',
      'cand.preferred_language as candidate_language',
    ])
    .where('o.offer_uuid', '=', offerUuid)
    .where('t.removed_at', 'is', null)
    .where('j.deleted_at', 'is', null);
  if (forUpdate) q = q.forUpdate('o');
  return q.executeTakeFirst();
}
export type OfferRow = NonNullable<Awaited<ReturnType<typeof offerRow>>>;

export async function signersOf(db: Tx, offerId: number) {
  return db.selectFrom('offer_signers').selectAll().where('offer_id', '=', offerId).orderBy('sign_order').execute();
}
export type SignerRow = Awaited<ReturnType<typeof signersOf>>[number];

export function signerView(s: SignerRow): OfferSigner {
  return {
    offer_signer_id: s.offer_signer_id,
    sign_order: s.sign_order,
    role: s.role,
    user_id: s.user_id,
    name: s.name,
    email: s.email,
    status: s.status,
    viewed_at: iso(s.viewed_at),
    signed_at: iso(s.signed_at),
  };
}

export async function latestDocument(db: Tx, offerId: number) {
  return db
    .selectFrom('offer_documents')
    .selectAll()
    .where('offer_id', '=', offerId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function documentsOf(db: Tx, offerId: number) {
  return db
    .selectFrom('offer_documents')
    .select(['version', 'kind', 'sha256', 'content'])
    .where('offer_id', '=', offerId)
    .orderBy('version')
    .execute();
}

export async function addDocument(
  db: Tx,
  offerId: number,
  kind: 'sent' | 'stamped' | 'signed',
  content: Uint8Array,
  sha256: string,
): Promise<number> {
  const { version } = await db
    .insertInto('offer_documents')
    .values({
      offer_id: offerId,
      version: sql<number>`coalesce((select max(version) from offer_documents where offer_id = ${offerId}), 0) + 1`,
      kind,
      content: Buffer.from(content),
      sha256,
    })
    .returning('version')
    .executeTakeFirstOrThrow();
  return version;
}

/** A company's letter or details template that is not archived. */
export function activeTemplate(db: Tx, accountId: number, templateId: number, kind: 'letter' | 'details') {
  return db
    .selectFrom('offer_letter_templates')
    .select(['offer_letter_template_id', 'language', 'body'])
    .where('offer_letter_template_id', '=', templateId)
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The same template in another language (D207): a template's versions share its kind and name, one
 * per language (the name is unique per language). Undefined when that language has none.
 */
export async function templateVersion(db: Tx, accountId: number, templateId: number, language: Language) {
  return db
    .selectFrom('offer_letter_templates as chosen')
    .innerJoin('offer_letter_templates as v', (join) =>
      join
        .onRef('v.account_id', '=', 'chosen.account_id')
        .onRef('v.kind', '=', 'chosen.kind')
        .on((eb) => eb(eb.fn('lower', ['v.name']), '=', eb.fn('lower', ['chosen.name']))),
    )
    .select('v.offer_letter_template_id')
    .where('chosen.offer_letter_template_id', '=', templateId)
    .where('chosen.account_id', '=', accountId)
    .where('v.language', '=', language)
    .where('v.archived_at', 'is', null)
    .executeTakeFirst();
}

/** The offer events a requisition's history shows, as its own kinds (contracts/job-events.ts). */
const JOB_EVENT_OF: Partial<Record<string, JobEventKind>> = {
  created: 'offer_created',
  sent: 'offer_sent',
  reminded: 'offer_reminded',
  viewed: 'offer_viewed',
  signed: 'offer_signed',
  completed: 'offer_completed',
  declined: 'offer_declined',
  cancelled: 'offer_cancelled',
  expired: 'offer_expired',
  response_accepted: 'offer_response_recorded',
  response_declined: 'offer_response_recorded',
};

/**
 * Appends to the offer's audit trail and, for what the requisition's history shows, writes the
 * matching requisition event in the same transaction.
 */
export async function addEvent(
  db: Tx,
  event: {
    offer_id: number;
    kind: string;
    actor_user_id?: number | null;
    offer_signer_id?: number | null;
    ip?: string | null;
    detail?: Record<string, unknown>;
  },
) {
  await db
    .insertInto('offer_events')
    .values({
      offer_id: event.offer_id,
      kind: event.kind,
      actor_user_id: event.actor_user_id ?? null,
      offer_signer_id: event.offer_signer_id ?? null,
      ip: event.ip ?? null,
      detail: JSON.stringify(event.detail ?? {}),
    })
    .execute();
  const jobKind = JOB_EVENT_OF[event.kind];
  if (!jobKind) return;
  const where = await db
    .selectFrom('offers as o')
    .innerJoin('user_trackers as t', 't.ref_id', 'o.ref_id')
    .leftJoin('offer_signers as g', (join) => join.on('g.offer_signer_id', '=', event.offer_signer_id ?? -1))
    .select(['t.job_id', 'o.ref_id', 'o.offer_uuid', 'g.name as signer_name'])
    .where('o.offer_id', '=', event.offer_id)
    .executeTakeFirst();
  if (!where) return;
  const details: Record<string, unknown> = { offer_uuid: where.offer_uuid };
  if (where.signer_name) details.signer_name = where.signer_name;
  if (event.kind.startsWith('response_')) details.response = event.kind.slice('response_'.length);
  const reason = event.detail?.reason ?? event.detail?.note;
  if (typeof reason === 'string' && reason) details.reason = reason;
  await recordJobEvent(db, {
    job_id: where.job_id,
    ref_id: where.ref_id,
    actor_user_id: event.actor_user_id ?? null,
    kind: jobKind,
    details,
  });
}

export async function offerView(db: Tx, row: OfferRow): Promise<Offer> {
  const [signers, events, latest, approvals, chain] = await Promise.all([
    signersOf(db, row.offer_id),
    db
      .selectFrom('offer_events as e')
      .leftJoin('users as u', 'u.user_id', 'e.actor_user_id')
      .leftJoin('offer_signers as s', 's.offer_signer_id', 'e.offer_signer_id')
      .select(['e.kind', 'e.created_at', 'e.detail', 'u.first_name', 'u.last_name', 's.name as signer_name'])
      .where('e.offer_id', '=', row.offer_id)
      .orderBy('e.offer_event_id')
      .execute(),
    db
      .selectFrom('offer_documents')
      .select('kind')
      .where('offer_id', '=', row.offer_id)
      .where('kind', '=', 'signed')
      .executeTakeFirst(),
    approvalsOf(db, row),
    approvalChain(db, row),
  ]);
  return {
    offer_uuid: row.offer_uuid,
    user_smartreq_id: row.user_smartreq_id,
    job_step_activity_id: row.job_step_activity_id,
    activity_title: row.activity_title,
    offer_letter_template_id: row.offer_letter_template_id,
    language: row.language,
    field_values: row.field_values,
    value_format: row.value_format,
    status: row.status,
    recorded_response: row.recorded_response,
    decline_reason: row.decline_reason,
    expires_at: iso(row.expires_at),
    sent_at: iso(row.sent_at),
    finished_at: iso(row.finished_at),
    signers: signers.map(signerView),
    events: events.map((e) => ({
      kind: e.kind,
      at: iso(e.created_at)!,
      actor: e.first_name !== null ? `${e.first_name} ${e.last_name ?? ''}`.trim() : (e.signer_name ?? ''),
      detail: e.detail,
    })),
    has_signed_document: latest !== undefined,
    approval_chain_length: chain.people.length,
    approval_chain_source: chain.source,
    approvals: approvals.map(approvalView),
  };
}
