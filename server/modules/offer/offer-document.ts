/** Making an offer's documents from its row: the letter as sent, and the provider that signs it. */
import type { OfferField } from '../../../contracts/offer.ts';
import type { Db } from '../../db/database.ts';
import { builtinSigner } from './builtin-signer.ts';
import type { ESignatureProvider } from './esignature-provider.ts';
import { letterBlocks, type LetterBlock } from './offer-letter-text.ts';
import { letterPdf } from './offer-pdf.ts';
import { offerTexts } from './offer-texts.ts';
import { loadSigningCertificate } from './signing-certificate.ts';
import type { OfferRow } from './offer.store.ts';

/** The value a field shows in the letter: a choice or text as typed, money and numbers as written, dates as given (YYYY-MM-DD). */
export function letterValues(offer: Pick<OfferRow, 'candidate_first_name' | 'candidate_last_name' | 'candidate_email' | 'job_title' | 'company_name' | 'field_values'>, today: Date): Record<string, string> {
  return {
    ...offer.field_values,
    candidate_first_name: offer.candidate_first_name,
    candidate_last_name: offer.candidate_last_name,
    candidate_full_name: `${offer.candidate_first_name} ${offer.candidate_last_name}`.trim(),
    candidate_email: offer.candidate_email,
    job_title: offer.job_title,
    company_name: offer.company_name,
    offer_date: today.toISOString().slice(0, 10),
  };
}

export function blocksOf(offer: OfferRow, today = new Date()): LetterBlock[] {
  return letterBlocks(offer.letter_body, letterValues(offer, today));
}

export async function sentDocument(offer: OfferRow, signers: { name: string; sign_order: number }[], today = new Date()): Promise<Uint8Array> {
  const texts = offerTexts(offer.language);
  return letterPdf({
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

/** Checks offer values against the company's fields: every required one given, each of its type. Answers the first problem as [field, message]. */
export function fieldProblem(fields: OfferField[], values: Record<string, string>): [string, string] | undefined {
  const byKey = new Map(fields.map((f) => [f.field_key, f]));
  for (const key of Object.keys(values)) if (!byKey.has(key)) return [key, 'This is not one of the company’s offer fields.'];
  for (const f of fields) {
    const value = (values[f.field_key] ?? '').trim();
    if (!value) {
      if (f.required) return [f.field_key, `${f.label} is required.`];
      continue;
    }
    if (f.field_type === 'number' || f.field_type === 'money') {
      const n = Number(value.replace(/[\s,]/g, ''));
      if (!Number.isFinite(n)) return [f.field_key, `${f.label} must be a number.`];
      if (f.min_value !== null && n < f.min_value) return [f.field_key, `${f.label} must be at least ${f.min_value}.`];
      if (f.max_value !== null && n > f.max_value) return [f.field_key, `${f.label} must be at most ${f.max_value}.`];
    }
    if (f.field_type === 'date' && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))) return [f.field_key, `${f.label} must be a date (YYYY-MM-DD).`];
    if (f.field_type === 'choice' && !f.options.includes(value)) return [f.field_key, `${f.label} must be one of: ${f.options.join(', ')}.`];
  }
  return undefined;
}
