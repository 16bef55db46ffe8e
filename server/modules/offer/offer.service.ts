/**
 * The recruiter's side of offers. Who may: staff who may work on the application's job
 * (requisition rights, full access or the hiring team); anyone else learns nothing (404). A draft
 * changes freely; sending stores the document as sent and from then on nothing about the offer's
 * content changes: only its signers' progress, a reminder, a cancellation or a recorded answer.
 */
import { sql } from 'kysely';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  OPEN_OFFER_STATUSES,
  type CreateOffer,
  type Offer,
  type OfferDocument,
  type SaveOffer,
} from '../../../contracts/offer.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { completeActivity, startActivity } from '../activity/index.ts';
import { applicationForStaff, mayWorkOnJob } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { sha256Hex } from '../offer-letter/index.ts';
import { sentDocument } from './offer-document.ts';
import { checkOfferBody, offerStepOf, writeSigners } from './offer-body.ts';
import type { OfferLinks } from './offer-mail.ts';
import { notifyNextSigner } from './offer-notify.ts';
import * as store from './offer.store.ts';
import { audit } from '../../audit/audit-trail.ts';
import { auditOfferLetterRead, auditOfferRead } from '../../audit/read-audit.ts';
import { assertApproved, voidApprovals } from './offer-approvals.service.ts';

export const conflict = (message: string) => new HttpError(409, ErrorCode.conflict, message);
const offerNotFound = () => notFound('Offer not found');
const DAY_MS = 24 * 3600 * 1000;

export async function offerForStaff(db: Db, viewer: LoadedUser, offerUuid: string) {
  const row = await store.offerRow(db, offerUuid);
  if (
    !row ||
    !(await mayWorkOnJob(db, viewer, { job_id: row.job_id, account_id: row.account_id, job_type_id: row.job_type_id }))
  )
    throw offerNotFound();
  return row;
}

async function view(db: Db, offerUuid: string): Promise<Offer> {
  return store.offerView(db, (await store.offerRow(db, offerUuid))!);
}

export async function createOffer(db: Db, viewer: LoadedUser, body: CreateOffer): Promise<Offer> {
  const app = await applicationForStaff(db, viewer, body.user_smartreq_id);
  const activity = await offerStepOf(db, app.job, body.job_step_activity_id);
  const candidate = await db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email', 'preferred_language'])
    .where('user_id', '=', app.user_id)
    .executeTakeFirstOrThrow();
  const checked = await checkOfferBody(db, app.job.account_id, candidate, body);
  const offerUuid = await db.transaction().execute(async (trx) => {
    const done =
      activity &&
      (await trx
        .selectFrom('user_step_activities')
        .select('is_completed')
        .where('ref_id', '=', app.ref_id)
        .where('job_step_activity_id', '=', activity.job_step_activity_id)
        .executeTakeFirst());
    if (done?.is_completed) throw conflict('This offer activity is already complete.');
    const created = await trx
      .insertInto('offers')
      .values({
        account_id: app.job.account_id,
        ref_id: app.ref_id,
        job_step_activity_id: activity?.job_step_activity_id ?? null,
        offer_letter_template_id: checked.template.offer_letter_template_id,
        language: checked.template.language,
        letter_body: checked.template.body,
        field_values: JSON.stringify(body.field_values),
        value_format: JSON.stringify(await store.valueFormatNow(trx, app.job.account_id)),
        created_by: viewer.user_id,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(['offer_id', 'offer_uuid'])
      .executeTakeFirst();
    if (!created)
      throw conflict(
        activity
          ? 'This candidate already has an offer in progress for this activity; open it, or cancel it first.'
          : 'This candidate already has an offer in progress; open it, or cancel it first.',
      );
    await writeSigners(trx, created.offer_id, checked.signers);
    await store.addEvent(trx, { offer_id: created.offer_id, kind: 'created', actor_user_id: viewer.user_id });
    return created.offer_uuid;
  });
  return view(db, offerUuid);
}

export async function readOffer(db: Db, viewer: LoadedUser, offerUuid: string): Promise<Offer> {
  const row = await offerForStaff(db, viewer, offerUuid);
  const offer = await store.offerView(db, row);
  // Its field values carry the pay: staff reading them are in the log, once an hour (D329).
  await auditOfferRead(db, viewer, row);
  return offer;
}

export async function listSigners(db: Db, viewer: LoadedUser, offerUuid: string) {
  const row = await offerForStaff(db, viewer, offerUuid);
  return (await store.signersOf(db, row.offer_id)).map(store.signerView);
}

const notDraft = () => conflict('A sent offer cannot be changed. Cancel it and make a new one.');

export async function updateOffer(db: Db, viewer: LoadedUser, offerUuid: string, body: SaveOffer): Promise<Offer> {
  const row = await offerForStaff(db, viewer, offerUuid);
  if (row.status !== 'draft') throw notDraft();
  const checked = await checkOfferBody(
    db,
    row.account_id,
    {
      user_id: row.candidate_user_id,
      first_name: row.candidate_first_name,
      last_name: row.candidate_last_name,
      email: row.candidate_email,
      preferred_language: row.candidate_language,
    },
    body,
  );
  await db.transaction().execute(async (trx) => {
    const locked = await store.offerRow(trx, offerUuid, true);
    if (locked?.status !== 'draft') throw notDraft();
    await trx
      .updateTable('offers')
      .set({
        offer_letter_template_id: checked.template.offer_letter_template_id,
        language: checked.template.language,
        letter_body: checked.template.body,
        field_values: JSON.stringify(body.field_values),
        value_format: JSON.stringify(await store.valueFormatNow(trx, row.account_id)),
        updated_at: sql<Date>`now()`,
      })
      .where('offer_id', '=', row.offer_id)
      .execute();
    await writeSigners(trx, row.offer_id, checked.signers);
    // What was approved is not this draft any more: its round of approvals is void (D320).
    await voidApprovals(trx, row.offer_id);
    await store.addEvent(trx, { offer_id: row.offer_id, kind: 'updated', actor_user_id: viewer.user_id });
  });
  return view(db, offerUuid);
}

export async function deleteOffer(db: Db, viewer: LoadedUser, offerUuid: string) {
  const row = await offerForStaff(db, viewer, offerUuid);
  if (row.status !== 'draft') throw conflict('Only a draft can be deleted; cancel a sent offer instead.');
  const deleted = await db
    .deleteFrom('offers')
    .where('offer_id', '=', row.offer_id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notDraft();
  return { offer_uuid: offerUuid };
}

function documentOf(offerUuid: string, pdf: Uint8Array, suffix: string): OfferDocument {
  const bytes = Buffer.from(pdf);
  const pages = bytes.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  return {
    file_name: `offer-${offerUuid.slice(0, 8)}-${suffix}.pdf`,
    sha256: sha256Hex(bytes),
    pdf_base64: bytes.toString('base64'),
    page_count: pages,
  };
}

export async function previewOffer(db: Db, viewer: LoadedUser, offerUuid: string): Promise<OfferDocument> {
  const row = await offerForStaff(db, viewer, offerUuid);
  const latest = row.status === 'draft' ? undefined : await store.latestDocument(db, row.offer_id);
  const document = latest
    ? documentOf(offerUuid, latest.content, `v${latest.version}`)
    : documentOf(offerUuid, await sentDocument(row, await store.signersOf(db, row.offer_id)), 'preview');
  // The letter names the candidate and the pay: staff reading it are in the log, once an hour (D296).
  await auditOfferLetterRead(db, viewer, row, latest ? `v${latest.version}` : 'preview');
  return document;
}

export async function downloadDocument(db: Db, viewer: LoadedUser, offerUuid: string): Promise<OfferDocument> {
  const row = await offerForStaff(db, viewer, offerUuid);
  const latest = await store.latestDocument(db, row.offer_id);
  if (!latest) throw notFound('This offer has no document yet; send it first.');
  // The letter names the candidate and the pay: a staff download of personal data (D264).
  await audit(db, {
    event: 'offer_document_downloaded',
    actorUserId: viewer.user_id,
    subjectUserId: row.candidate_user_id,
    accountId: row.account_id,
    details: { offer_uuid: offerUuid, job_id: row.job_id, document: latest.kind },
  });
  return documentOf(offerUuid, latest.content, latest.kind === 'signed' ? 'signed' : `v${latest.version}`);
}

export async function sendOffer(db: Db, viewer: LoadedUser, offerUuid: string, links: OfferLinks): Promise<Offer> {
  const row = await offerForStaff(db, viewer, offerUuid);
  if (row.status !== 'draft') throw conflict('This offer was already sent.');
  const signers = await store.signersOf(db, row.offer_id);
  const pdf = await sentDocument(row, signers);
  await db.transaction().execute(async (trx) => {
    const locked = await store.offerRow(trx, offerUuid, true);
    if (locked?.status !== 'draft') throw conflict('This offer was already sent.');
    await assertApproved(trx, row);
    const settings = await store.settingsOf(trx, row.account_id);
    if (settings.max_open_offers !== null && settings.open_offers >= settings.max_open_offers) {
      throw new HttpError(
        409,
        ErrorCode.offerLimit,
        `Your company already has ${settings.open_offers} offers out for signature, its limit of ${settings.max_open_offers}. Wait for an answer or cancel one before sending another.`,
      );
    }
    const sha = sha256Hex(pdf);
    await store.addDocument(trx, row.offer_id, 'sent', pdf, sha);
    await trx
      .updateTable('offers')
      .set({
        status: 'sent',
        sent_at: sql<Date>`now()`,
        expires_at: new Date(Date.now() + settings.link_days * DAY_MS),
        updated_at: sql<Date>`now()`,
      })
      .where('offer_id', '=', row.offer_id)
      .execute();
    await trx
      .updateTable('offer_signers')
      .set({ status: 'pending' })
      .where('offer_id', '=', row.offer_id)
      .where('sign_order', '=', signers[0]!.sign_order)
      .execute();
    await store.addEvent(trx, {
      offer_id: row.offer_id,
      kind: 'sent',
      actor_user_id: viewer.user_id,
      detail: { document_sha256: sha },
    });
    if (row.job_step_activity_id !== null) await startActivity(trx, row.ref_id, row.job_step_activity_id);
    await notifyNextSigner(trx, { ...row, status: 'sent' }, links, 'offer_sent');
  });
  return view(db, offerUuid);
}

const OPEN = OPEN_OFFER_STATUSES as readonly string[];

export async function remindOffer(db: Db, viewer: LoadedUser, offerUuid: string, links: OfferLinks): Promise<Offer> {
  const row = await offerForStaff(db, viewer, offerUuid);
  if (!OPEN.includes(row.status)) throw conflict('Only an offer waiting for a signature can be reminded.');
  await db.transaction().execute(async (trx) => {
    await notifyNextSigner(trx, row, links, 'offer_reminder');
    await trx
      .updateTable('offer_signers')
      .set({ reminded_at: sql<Date>`now()` })
      .where('offer_id', '=', row.offer_id)
      .where('status', 'in', ['pending', 'viewed'])
      .execute();
    await store.addEvent(trx, { offer_id: row.offer_id, kind: 'reminded', actor_user_id: viewer.user_id });
  });
  return view(db, offerUuid);
}

export async function cancelOffer(db: Db, viewer: LoadedUser, offerUuid: string): Promise<Offer> {
  const row = await offerForStaff(db, viewer, offerUuid);
  if (!OPEN.includes(row.status) && row.status !== 'draft')
    throw conflict('This offer is already finished and cannot be cancelled.');
  await db.transaction().execute(async (trx) => {
    const locked = await store.offerRow(trx, offerUuid, true);
    if (!locked || (!OPEN.includes(locked.status) && locked.status !== 'draft'))
      throw conflict('This offer is already finished and cannot be cancelled.');
    await trx
      .updateTable('offers')
      .set({ status: 'cancelled', finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('offer_id', '=', row.offer_id)
      .execute();
    await trx
      .updateTable('offer_signers')
      .set({ link_token_hash: null, link_expires_at: null })
      .where('offer_id', '=', row.offer_id)
      .execute();
    await store.addEvent(trx, { offer_id: row.offer_id, kind: 'cancelled', actor_user_id: viewer.user_id });
  });
  return view(db, offerUuid);
}

export async function recordResponse(
  db: Db,
  viewer: LoadedUser,
  offerUuid: string,
  response: 'accepted' | 'declined',
  note: string | undefined,
): Promise<Offer> {
  const row = await offerForStaff(db, viewer, offerUuid);
  if (!OPEN.includes(row.status)) throw conflict('An answer can be recorded only for an offer waiting for signatures.');
  await db.transaction().execute(async (trx) => {
    const locked = await store.offerRow(trx, offerUuid, true);
    if (!locked || !OPEN.includes(locked.status))
      throw conflict('An answer can be recorded only for an offer waiting for signatures.');
    await trx
      .updateTable('offers')
      .set({
        status: response === 'accepted' ? 'signed' : 'declined',
        recorded_response: response,
        decline_reason: response === 'declined' ? (note ?? null) : null,
        finished_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('offer_id', '=', row.offer_id)
      .execute();
    await trx
      .updateTable('offer_signers')
      .set({ link_token_hash: null, link_expires_at: null })
      .where('offer_id', '=', row.offer_id)
      .execute();
    await store.addEvent(trx, {
      offer_id: row.offer_id,
      kind: `response_${response}`,
      actor_user_id: viewer.user_id,
      detail: note ? { note } : {},
    });
    if (response === 'accepted' && row.job_step_activity_id !== null)
      await completeActivity(trx, row.ref_id, row.job_step_activity_id);
  });
  return view(db, offerUuid);
}
