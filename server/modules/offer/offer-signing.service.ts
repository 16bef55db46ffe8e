/**
 * The signers' side. A signer is found either as the signed-in user named on the offer, or by the
 * one-time link's token (the candidate's, valid for the company's link days; a reminder replaces
 * it; cancelling or finishing the offer ends it). Signers sign in order. A signature names the
 * SHA-256 of the document the signer read: if it is not the current version, nothing is signed.
 * The signature is stamped on a new version; the last one seals the document and completes the
 * offer activity in the same transaction.
 */
import { sql } from 'kysely';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  MAX_DRAWN_SIGNATURE_BYTES,
  OPEN_OFFER_STATUSES,
  type SignerView,
  type SignOffer,
} from '../../../contracts/offer.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound, unauthenticated } from '../../http/http-error.ts';
import { completeActivity } from '../activity/index.ts';
import type { LoadedUser } from '../user/index.ts';
import { sha256Hex, offerTexts } from '../offer-letter/index.ts';
import { blocksOf, providerFor } from './offer-document.ts';
import { mailOffer, scorecardLink, signLink, type MailPerson, type OfferLinks } from './offer-mail.ts';
import { expireOfferIfLapsed, isLapsed } from './offer-expiry.ts';
import { conflict } from './offer.service.ts';
import { hashToken, notifyNextSigner } from './offer-notify.ts';
import * as store from './offer.store.ts';

const expiredLink = () =>
  new HttpError(
    410,
    ErrorCode.linkExpired,
    'This offer link has expired or was replaced. Ask the company to send you a reminder.',
  );
const OPEN = OPEN_OFFER_STATUSES as readonly string[];

export interface SignerContext {
  viewer: LoadedUser | undefined;
  token: string | undefined;
  ip: string;
}

async function findSigner(db: Db, offerUuid: string, ctx: SignerContext, forUpdate = false) {
  const offer = await store.offerRow(db, offerUuid, forUpdate);
  if (!offer || offer.status === 'draft') throw notFound('Offer not found');
  const signers = await store.signersOf(db, offer.offer_id);
  let me: store.SignerRow | undefined;
  if (ctx.token) {
    const hash = hashToken(ctx.token);
    me = signers.find((s) => s.link_token_hash === hash);
    if (!me || !me.link_expires_at || me.link_expires_at.getTime() < Date.now()) throw expiredLink();
  } else {
    if (!ctx.viewer) throw unauthenticated();
    me = signers.find((s) => s.user_id === ctx.viewer!.user_id);
    if (!me) throw notFound('Offer not found');
  }
  return { offer, signers, me };
}

const isTurn = (signers: store.SignerRow[], me: store.SignerRow) =>
  (me.status === 'pending' || me.status === 'viewed') &&
  signers.every((s) => s.sign_order >= me.sign_order || s.status === 'signed');

async function signerView(db: Db, offerUuid: string, signerId: number): Promise<SignerView> {
  const offer = (await store.offerRow(db, offerUuid))!;
  const signers = await store.signersOf(db, offer.offer_id);
  const me = signers.find((s) => s.offer_signer_id === signerId)!;
  const latest = (await store.latestDocument(db, offer.offer_id))!;
  const bytes = Buffer.from(latest.content);
  return {
    offer_uuid: offer.offer_uuid,
    company_name: offer.company_name,
    job_title: offer.job_title,
    status: offer.status,
    me: store.signerView(me),
    may_sign: OPEN.includes(offer.status) && isTurn(signers, me),
    signers: signers.map((s) => ({ name: s.name, sign_order: s.sign_order, status: s.status })),
    letter: blocksOf(offer, offer.sent_at ?? new Date()),
    document: {
      file_name: `offer-${offer.offer_uuid.slice(0, 8)}${latest.kind === 'signed' ? '-signed' : ''}.pdf`,
      sha256: latest.sha256,
      pdf_base64: bytes.toString('base64'),
      page_count: bytes.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0,
    },
  };
}

export async function viewToSign(
  db: Db,
  offerUuid: string,
  ctx: SignerContext,
  links: OfferLinks,
): Promise<SignerView> {
  await expireOfferIfLapsed(db, links, offerUuid);
  const { offer, signers, me } = await findSigner(db, offerUuid, ctx);
  if (OPEN.includes(offer.status) && me.status === 'pending' && isTurn(signers, me)) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('offer_signers')
        .set({ status: 'viewed', viewed_at: sql<Date>`now()` })
        .where('offer_signer_id', '=', me.offer_signer_id)
        .where('status', '=', 'pending')
        .execute();
      if (offer.status === 'sent')
        await trx
          .updateTable('offers')
          .set({ status: 'viewed', updated_at: sql<Date>`now()` })
          .where('offer_id', '=', offer.offer_id)
          .where('status', '=', 'sent')
          .execute();
      await store.addEvent(trx, {
        offer_id: offer.offer_id,
        kind: 'viewed',
        offer_signer_id: me.offer_signer_id,
        actor_user_id: ctx.viewer?.user_id ?? null,
        ip: ctx.ip,
      });
    });
  }
  return signerView(db, offerUuid, me.offer_signer_id);
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The drawn signature's PNG bytes, or a clear refusal. */
export function drawnSignature(dataUrl: string): Buffer {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  const png = match ? Buffer.from(match[1]!, 'base64') : undefined;
  if (!png || !png.subarray(0, 8).equals(PNG_MAGIC))
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
      { prop: 'signature', message: 'The drawn signature must be a PNG image. Draw it again, or type your name.' },
    ]);
  if (png.length > MAX_DRAWN_SIGNATURE_BYTES) {
    throw new HttpError(
      400,
      ErrorCode.signatureTooLarge,
      `The drawn signature is too large (${Math.ceil(png.length / 1000)} KB; at most ${MAX_DRAWN_SIGNATURE_BYTES / 1000} KB). Draw it again more simply, or type your name.`,
      [
        {
          prop: 'signature',
          message: `The drawn signature is too large (at most ${MAX_DRAWN_SIGNATURE_BYTES / 1000} KB). Draw it again more simply, or type your name.`,
        },
      ],
    );
  }
  return png;
}

const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export async function signOffer(
  db: Db,
  offerUuid: string,
  ctx: SignerContext,
  body: SignOffer,
  links: OfferLinks,
): Promise<SignerView> {
  const png = body.signature.kind === 'drawn' ? drawnSignature(body.signature.png_data_url) : undefined;
  const provider = await providerFor(db);
  await expireOfferIfLapsed(db, links, offerUuid);
  const signerId = await db.transaction().execute(async (trx) => {
    const { offer, signers, me } = await findSigner(trx, offerUuid, ctx, true);
    if (!OPEN.includes(offer.status) || isLapsed(offer))
      throw conflict('This offer is no longer waiting for signatures.');
    if (!isTurn(signers, me))
      throw conflict(
        me.status === 'signed' ? 'You have already signed this offer.' : 'It is not your turn to sign yet.',
      );
    const latest = (await store.latestDocument(trx, offer.offer_id))!;
    if (latest.sha256 !== body.document_sha256)
      throw new HttpError(
        409,
        ErrorCode.documentChanged,
        'The offer changed since you opened it. Read the current version, then sign.',
      );
    const now = new Date();
    const texts = offerTexts(offer.language);
    const index = signers.indexOf(me);
    const stamped = await provider.stamp(latest.content, {
      index,
      signerCount: signers.length,
      name: body.signature.name,
      line: texts.signedLine(body.signature.name, stamp(now), ctx.ip),
      ...(png ? { png } : {}),
    });
    await store.addDocument(trx, offer.offer_id, 'stamped', stamped, sha256Hex(stamped));
    await trx
      .updateTable('offer_signers')
      .set({
        status: 'signed',
        signed_at: now,
        signature_kind: body.signature.kind,
        typed_name: body.signature.name,
        ip: ctx.ip,
        document_sha256: latest.sha256,
        link_token_hash: null,
        link_expires_at: null,
      })
      .where('offer_signer_id', '=', me.offer_signer_id)
      .execute();
    await store.addEvent(trx, {
      offer_id: offer.offer_id,
      kind: 'signed',
      offer_signer_id: me.offer_signer_id,
      actor_user_id: ctx.viewer?.user_id ?? null,
      ip: ctx.ip,
      detail: { document_sha256: latest.sha256, signature_kind: body.signature.kind },
    });
    const next = signers[index + 1];
    if (next) {
      await trx
        .updateTable('offer_signers')
        .set({ status: 'pending' })
        .where('offer_signer_id', '=', next.offer_signer_id)
        .execute();
      await notifyNextSigner(trx, offer, links, 'offer_sent');
      return me.offer_signer_id;
    }
    const record = {
      offer_uuid: offer.offer_uuid,
      company: offer.company_name,
      job_title: offer.job_title,
      signers: signers.map((s) =>
        s.offer_signer_id === me.offer_signer_id
          ? {
              name: body.signature.name,
              email: s.email,
              signed_at: now.toISOString(),
              ip: ctx.ip,
              document_sha256: latest.sha256,
            }
          : {
              name: s.typed_name ?? s.name,
              email: s.email,
              signed_at: s.signed_at!.toISOString(),
              ip: s.ip ?? '',
              document_sha256: s.document_sha256!,
            },
      ),
    };
    const sealed = await provider.seal(stamped, record, offer.language);
    await store.addDocument(trx, offer.offer_id, 'signed', sealed.pdf, sealed.sha256);
    await trx
      .updateTable('offers')
      .set({ status: 'signed', finished_at: now, updated_at: now })
      .where('offer_id', '=', offer.offer_id)
      .execute();
    await store.addEvent(trx, {
      offer_id: offer.offer_id,
      kind: 'completed',
      detail: { document_sha256: sealed.sha256 },
    });
    if (offer.job_step_activity_id !== null) await completeActivity(trx, offer.ref_id, offer.job_step_activity_id);
    await mailOffer(trx, 'offer_signed', offer, await finishedMailPeople(trx, offer, signers, links), { linkDays: 0 });
    return me.offer_signer_id;
  });
  return signerView(db, offerUuid, signerId);
}

async function finishedMailPeople(
  db: Db,
  offer: store.OfferRow,
  signers: store.SignerRow[],
  links: OfferLinks,
): Promise<MailPerson[]> {
  const ids = [
    ...new Set([
      ...signers.flatMap((s) => (s.user_id === null ? [] : [s.user_id])),
      ...(offer.created_by === null ? [] : [offer.created_by]),
    ]),
  ];
  const users = ids.length
    ? await db
        .selectFrom('users')
        .select(['user_id', 'first_name', 'email', 'preferred_language'])
        .where('user_id', 'in', ids)
        .execute()
    : [];
  return users.map((u) => {
    const candidate = u.user_id === offer.candidate_user_id;
    return {
      first_name: u.first_name,
      email: u.email,
      preferred_language: u.preferred_language,
      role: candidate ? 'applicant' : 'staff',
      link: candidate ? signLink(links, offer.offer_uuid) : scorecardLink(links, offer.user_smartreq_id),
    };
  });
}

export async function declineOffer(
  db: Db,
  offerUuid: string,
  ctx: SignerContext,
  reason: string | undefined,
  links: OfferLinks,
): Promise<SignerView> {
  await expireOfferIfLapsed(db, links, offerUuid);
  const signerId = await db.transaction().execute(async (trx) => {
    const { offer, signers, me } = await findSigner(trx, offerUuid, ctx, true);
    if (!OPEN.includes(offer.status) || isLapsed(offer))
      throw conflict('This offer is no longer waiting for an answer.');
    if (!isTurn(signers, me))
      throw conflict(
        me.status === 'signed' ? 'You have already signed this offer.' : 'It is not your turn to answer yet.',
      );
    await trx
      .updateTable('offer_signers')
      .set({ status: 'declined', ip: ctx.ip })
      .where('offer_signer_id', '=', me.offer_signer_id)
      .execute();
    await trx
      .updateTable('offer_signers')
      .set({ link_token_hash: null, link_expires_at: null })
      .where('offer_id', '=', offer.offer_id)
      .execute();
    await trx
      .updateTable('offers')
      .set({
        status: 'declined',
        decline_reason: reason || null,
        finished_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('offer_id', '=', offer.offer_id)
      .execute();
    await store.addEvent(trx, {
      offer_id: offer.offer_id,
      kind: 'declined',
      offer_signer_id: me.offer_signer_id,
      actor_user_id: ctx.viewer?.user_id ?? null,
      ip: ctx.ip,
      detail: reason ? { reason } : {},
    });
    if (offer.created_by !== null) {
      const sender = await trx
        .selectFrom('users')
        .select(['first_name', 'email', 'preferred_language'])
        .where('user_id', '=', offer.created_by)
        .executeTakeFirst();
      if (sender)
        await mailOffer(
          trx,
          'offer_declined',
          offer,
          [{ ...sender, role: 'staff', link: scorecardLink(links, offer.user_smartreq_id) }],
          { linkDays: 0, reason: reason ?? '' },
        );
    }
    return me.offer_signer_id;
  });
  return signerView(db, offerUuid, signerId);
}

export async function myOffers(db: Db, viewer: LoadedUser) {
  const rows = await db
    .selectFrom('offer_signers as s')
    .innerJoin('offers as o', 'o.offer_id', 's.offer_id')
    .innerJoin('user_trackers as t', 't.ref_id', 'o.ref_id')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'o.account_id')
    .select([
      'o.offer_uuid',
      'o.ref_id',
      'o.job_step_activity_id',
      'a.name as company_name',
      'j.title as job_title',
      'o.status',
      'o.expires_at',
      's.status as my_status',
    ])
    .where('s.user_id', '=', viewer.user_id)
    .where('o.status', '!=', 'draft')
    .where('t.removed_at', 'is', null)
    .orderBy('o.offer_id', 'desc')
    .execute();
  // Between two expiry sweeps a lapsed offer already reads as expired.
  return rows.map(({ expires_at, ...row }) => ({
    ...row,
    status: isLapsed({ status: row.status, expires_at }) ? ('expired' as const) : row.status,
  }));
}
