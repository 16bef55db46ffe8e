/**
 * Telling the signer whose turn it is: a link (a fresh one-time token for the candidate) and the
 * offer mail. The preview a recruiter confirms before sending (D216) fills the candidate's mail the
 * same way, without the token, and sends nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { OfferMailPreview } from '../../../contracts/offer-mail-preview.ts';
import type { Db } from '../../db/database.ts';
import { composeBodies } from '../../integrations/mail-body.ts';
import { footerFor } from '../../integrations/mail-footer.ts';
import { templatedMailOf } from '../../integrations/mail-template/templated-mail.ts';
import { mailOffer, offerMailInput, signLink, type OfferLinks } from './offer-mail.ts';
import * as store from './offer.store.ts';

const DAY_MS = 24 * 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

async function personOf(db: Db, signer: store.SignerRow) {
  const person =
    signer.user_id === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['first_name', 'preferred_language'])
          .where('user_id', '=', signer.user_id)
          .executeTakeFirst();
  return {
    first_name: person?.first_name ?? signer.name,
    email: signer.email,
    preferred_language: person?.preferred_language ?? null,
    role: signer.role === 'candidate' ? ('applicant' as const) : ('staff' as const),
  };
}

export async function notifyNextSigner(
  db: Db,
  offer: store.OfferRow,
  links: OfferLinks,
  slug: 'offer_sent' | 'offer_reminder',
): Promise<boolean> {
  const signers = await store.signersOf(db, offer.offer_id);
  const next = signers.find((s) => s.status === 'pending' || s.status === 'viewed');
  if (!next) return false;
  const settings = await store.settingsOf(db, offer.account_id);
  let link = signLink(links, offer.offer_uuid);
  if (next.role === 'candidate') {
    const token = newToken();
    await db
      .updateTable('offer_signers')
      .set({ link_token_hash: hashToken(token), link_expires_at: new Date(Date.now() + settings.link_days * DAY_MS) })
      .where('offer_signer_id', '=', next.offer_signer_id)
      .execute();
    link = signLink(links, offer.offer_uuid, token);
  }
  await mailOffer(db, slug, offer, [{ ...(await personOf(db, next)), link }], { linkDays: settings.link_days });
  return true;
}

/** The "offer to sign" mail the draft's candidate will get, rendered as the send renders it. */
export async function candidateMailPreview(
  db: Db,
  offer: store.OfferRow,
  links: OfferLinks,
): Promise<OfferMailPreview> {
  const signers = await store.signersOf(db, offer.offer_id);
  const candidate = signers.find((s) => s.role === 'candidate')!;
  const settings = await store.settingsOf(db, offer.account_id);
  const { mail, source } = await templatedMailOf(
    db,
    offerMailInput(
      'offer_sent',
      offer,
      { ...(await personOf(db, candidate)), link: signLink(links, offer.offer_uuid) },
      { linkDays: settings.link_days },
    ),
  );
  const language = mail.language ?? 'en';
  return {
    to_name: candidate.name,
    to_address: candidate.email,
    language,
    subject: mail.subject,
    text_body: composeBodies(mail.text, mail.html, footerFor(mail.purpose, mail.to, offer.company_name, language))
      .text_body,
    is_sent_at_once: signers[0]?.offer_signer_id === candidate.offer_signer_id,
    is_company_version: source === 'company',
  };
}
