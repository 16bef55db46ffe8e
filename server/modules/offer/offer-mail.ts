/**
 * The offer mails, through the outbox and the company's email templates: "offer to sign" to the
 * signer whose turn it is, the reminder, "signed" to every signer and the sender once everyone
 * has signed, and "declined" or "expired" to the sender.
 */
import type { Db } from '../../db/database.ts';
import { queueMail } from '../../integrations/mail.ts';
import { withReplyAddresses } from '../replies/index.ts';
import { templatedMails, type TemplatedMailInput } from '../../integrations/mail-template/templated-mail.ts';
import type { OfferRow } from './offer.store.ts';

export interface OfferLinks {
  publicUrl: string;
}

export interface MailPerson {
  first_name: string;
  email: string;
  preferred_language: string | null;
  role: 'applicant' | 'staff';
  link: string;
}

export const signLink = (links: OfferLinks, offerUuid: string, token?: string) =>
  `${links.publicUrl}/offer/${offerUuid}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
export const scorecardLink = (links: OfferLinks, userSmartreqId: number) =>
  `${links.publicUrl}/smartreq-detail-applicant/${userSmartreqId}`;

type OfferMailSlug = 'offer_sent' | 'offer_reminder' | 'offer_signed' | 'offer_declined' | 'offer_expired';

/** One person's offer mail before its template is chosen: the mail sent and its preview fill it the same way. */
export function offerMailInput(
  slug: OfferMailSlug,
  offer: OfferRow,
  p: MailPerson,
  extra: { linkDays: number; reason?: string },
): TemplatedMailInput {
  return {
    slug,
    to: p.email,
    // The candidate reads it in their language, else the letter's; a colleague in their own, else the company's (D370).
    language: p.preferred_language ?? (p.role === 'applicant' ? offer.language : offer.company_language),
    values: {
      first_name: p.first_name,
      applicant_name: `${offer.candidate_first_name} ${offer.candidate_last_name}`.trim(),
      company_name: offer.company_name,
      job_name: offer.job_title,
      offer_link: p.link,
      link_days: String(extra.linkDays),
      reason: extra.reason ?? '',
    },
    purpose: { reason: 'offer', accountId: offer.account_id, role: p.role },
  };
}

export async function mailOffer(
  db: Db,
  slug: OfferMailSlug,
  offer: OfferRow,
  people: MailPerson[],
  extra: { linkDays: number; reason?: string },
): Promise<void> {
  if (people.length === 0) return;
  const mails = await templatedMails(
    db,
    people.map((p) => offerMailInput(slug, offer, p, extra)),
  );
  // The candidate's mail answers to the application's reply address (D313); staff's to the sender.
  await queueMail(
    db,
    await withReplyAddresses(
      db,
      mails,
      people.map((p) => (p.role === 'applicant' ? offer.ref_id : undefined)),
    ),
  );
}
