/** Which language's version of the chosen offer templates an offer is made from (D207). */
import type { SaveOffer } from '../../../contracts/offer.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import * as store from './offer.store.ts';

/**
 * The letter (and its details) in the candidate's language when the chosen templates have a
 * version in it (D207); else as chosen. Both or neither, so letter and details share a language.
 */
/** A stored preferred language, if it is one of the product's. */
export const knownLanguage = (stored: string | null | undefined): Language | undefined =>
  (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : undefined;

export async function inCandidateLanguage(db: Db, accountId: number, stored: string | null, body: SaveOffer) {
  const language = knownLanguage(stored);
  if (!language) return body;
  const letter = await store.templateVersion(db, accountId, body.offer_letter_template_id, language);
  if (!letter) return body;
  if (!body.offer_letter_details_template_id)
    return { ...body, offer_letter_template_id: letter.offer_letter_template_id };
  const details = await store.templateVersion(db, accountId, body.offer_letter_details_template_id, language);
  if (!details) return body;
  return {
    ...body,
    offer_letter_template_id: letter.offer_letter_template_id,
    offer_letter_details_template_id: details.offer_letter_template_id,
  };
}
