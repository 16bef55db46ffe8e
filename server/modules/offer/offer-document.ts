/** Making an offer's documents from its row: the letter as sent, and the provider that signs it. */
import type { OfferField } from '../../../contracts/offer-settings.ts';
import type { OfferFieldProblem } from '../../../contracts/offer-field-rules.ts';
import { dayIn, formatDay, formatOfferValues } from '../../../contracts/offer-value-format.ts';
import type { Db } from '../../db/database.ts';
import {
  builtinSigner,
  type ESignatureProvider,
  letterBlocks,
  type LetterBlock,
  letterPdf,
  offerTexts,
  loadSigningCertificate,
} from '../offer-letter/index.ts';
import type { OfferRow } from './offer.store.ts';

/**
 * The values a letter fills in. With a value format (D216), money, numbers and dates print in the
 * letter's language and the company's currency, and the letter is dated in the company's time zone;
 * the narrow no-break space French uses becomes a plain no-break one, which the PDF's font has.
 * Offers made before keep their values as typed and the UTC date.
 */
export function letterValues(
  offer: Pick<
    OfferRow,
    | 'candidate_first_name'
    | 'candidate_last_name'
    | 'candidate_email'
    | 'job_title'
    | 'company_name'
    | 'field_values'
    | 'language'
    | 'value_format'
  >,
  today: Date,
): Record<string, string> {
  const format = offer.value_format;
  const printed = (text: string) => text.replace(/\u202f/g, '\u00a0');
  const fields = format
    ? Object.fromEntries(
        Object.entries(formatOfferValues(offer.field_values, format, offer.language)).map(([k, v]) => [k, printed(v)]),
      )
    : offer.field_values;
  const isoToday = format ? dayIn(today, format.time_zone) : today.toISOString().slice(0, 10);
  return {
    ...fields,
    candidate_first_name: offer.candidate_first_name,
    candidate_last_name: offer.candidate_last_name,
    candidate_full_name: `${offer.candidate_first_name} ${offer.candidate_last_name}`.trim(),
    candidate_email: offer.candidate_email,
    job_title: offer.job_title,
    company_name: offer.company_name,
    offer_date: format ? printed(formatDay(isoToday, offer.language) ?? isoToday) : isoToday,
  };
}

export function blocksOf(offer: OfferRow, today = new Date()): LetterBlock[] {
  return letterBlocks(offer.letter_body, letterValues(offer, today));
}

export async function sentDocument(
  offer: OfferRow,
  signers: { name: string; sign_order: number }[],
  today = new Date(),
): Promise<Uint8Array> {
  const texts = offerTexts(offer.language);
  return letterPdf({
    language: offer.language,
    title: offer.activity_title || offer.job_title,
    subtitle: texts.offerFor(offer.job_title, offer.company_name),
    blocks: blocksOf(offer, today),
    signers,
    labels: { signatures: texts.signatures, signer: texts.signer, page: texts.page },
  });
}

/** The company's provider; the built-in signer is the only one. */
export async function providerFor(db: Db): Promise<ESignatureProvider> {
  return builtinSigner(await loadSigningCertificate(db));
}

/** The server's English text for an offer field problem (the recruiter's screen says it in their language). */
export function offerFieldProblemText(problem: OfferFieldProblem, fields: readonly OfferField[]): string {
  const label = fields.find((f) => f.field_key === problem.field_key)?.label ?? problem.field_key;
  switch (problem.kind) {
    case 'unknown_field':
      return 'This is not one of the company’s offer fields.';
    case 'required':
      return `${label} is required.`;
    case 'not_a_number':
      return `${label} must be a number.`;
    case 'not_an_amount':
      return `${label}: write the amount in digits, with a point before at most two decimals (52000 or 52000.50).`;
    case 'below_min':
      return `${label} must be at least ${problem.limit}.`;
    case 'above_max':
      return `${label} must be at most ${problem.limit}.`;
    case 'not_a_date':
      return `${label} must be a date (YYYY-MM-DD).`;
    case 'not_an_option':
      return `${label} must be one of: ${problem.options.join(', ')}.`;
  }
}
