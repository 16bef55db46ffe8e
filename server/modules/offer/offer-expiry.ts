/**
 * An offer still out for signature when its expiry passes becomes expired: its links stop
 * working, the event is recorded and the sender is told. Done by a sweep every few minutes
 * (OFFER_EXPIRY_JOB) and, so nobody ever signs a lapsed offer between two sweeps, by whoever
 * opens it first.
 */
import { sql } from 'kysely';
import { OPEN_OFFER_STATUSES } from '../../../contracts/offer.ts';
import type { Db } from '../../db/database.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import { mailOffer, scorecardLink, type OfferLinks } from './offer-mail.ts';
import * as store from './offer.store.ts';

const OPEN = OPEN_OFFER_STATUSES as readonly string[];

export const isLapsed = (offer: { status: string; expires_at: Date | null }, now = Date.now()) =>
  OPEN.includes(offer.status) && offer.expires_at !== null && offer.expires_at.getTime() < now;

/** Expires the offer (locked by the caller) if it has lapsed and nobody did it first. True when this call expired it. */
async function expireIfLapsed(db: Db, links: OfferLinks, offer: store.OfferRow): Promise<boolean> {
  if (!isLapsed(offer)) return false;
  const changed = await db
    .updateTable('offers')
    .set({ status: 'expired', finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('offer_id', '=', offer.offer_id)
    .where('status', 'in', OPEN_OFFER_STATUSES)
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return false;
  offer.status = 'expired';
  await db
    .updateTable('offer_signers')
    .set({ link_token_hash: null, link_expires_at: null })
    .where('offer_id', '=', offer.offer_id)
    .execute();
  await store.addEvent(db, { offer_id: offer.offer_id, kind: 'expired' });
  if (offer.created_by !== null) {
    const sender = await db
      .selectFrom('users')
      .select(['first_name', 'email', 'preferred_language'])
      .where('user_id', '=', offer.created_by)
      .executeTakeFirst();
    if (sender)
      await mailOffer(
        db,
        'offer_expired',
        offer,
        [{ ...sender, role: 'staff', link: scorecardLink(links, offer.user_smartreq_id) }],
        { linkDays: 0 },
      );
  }
  return true;
}

/** Expires every lapsed offer, each in its own transaction. Returns how many it expired. */
export async function expireLapsedOffers(db: Db, links: OfferLinks): Promise<number> {
  const due = await db
    .selectFrom('offers')
    .select('offer_uuid')
    .where('status', 'in', OPEN_OFFER_STATUSES)
    .where('expires_at', '<', sql<Date>`now()`)
    .orderBy('offer_id')
    .execute();
  let expired = 0;
  for (const { offer_uuid } of due) if (await expireOfferIfLapsed(db, links, offer_uuid)) expired++;
  return expired;
}

/** The same for one offer, in its own transaction: called before a signer's action, so the expiry sticks even when the action is refused. */
export async function expireOfferIfLapsed(db: Db, links: OfferLinks, offerUuid: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const offer = await store.offerRow(trx, offerUuid, true);
    return offer ? expireIfLapsed(trx, links, offer) : false;
  });
}

export const OFFER_EXPIRY_JOB = 'expire-offers';

export const offerExpiryJob = (links: OfferLinks): RecurringJob => ({
  kind: OFFER_EXPIRY_JOB,
  everyMs: 5 * 60_000,
  run: async (db) => {
    await expireLapsedOffers(db, links);
  },
});
