/**
 * How an offer's values print (D216): money in the company's currency, dates and numbers in the
 * letter's language, through Intl, so a Spanish letter says "52.000 US$" and "4 de enero de 2027"
 * where an English one says "$52,000" and "January 4, 2027". The server fills letters and PDFs with
 * it and the recruiter's screen shows the same text. An offer keeps the format it was made with
 * (`value_format`), so its letter reads the same after the company changes a field or its currency;
 * offers made before D216 have none and print their values as typed.
 */
import * as z from 'zod/mini';
import type { Language } from './languages.ts';

export const OFFER_VALUE_TYPES = ['text', 'number', 'money', 'date', 'choice'] as const;

export const OfferValueFormatSchema = z.object({
  /** ISO 4217 code of the company's offer currency when the offer was made. */
  currency: z.string(),
  /** Each offer field's type by its key, as the fields were when the offer was made. */
  types: z.record(z.string(), z.enum(OFFER_VALUE_TYPES)),
  /** The company's IANA time zone: the day the letter is dated is that zone's. */
  time_zone: z.string(),
});
export type OfferValueFormat = z.infer<typeof OfferValueFormatSchema>;

export const DEFAULT_OFFER_CURRENCY = 'USD';

/** A three-letter code Intl knows as a currency. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
  } catch {
    return false;
  }
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency').includes(code) : true;
}

/** The number a recruiter typed ("52000", "52,000", "52 000.50"), as the offer field rule reads it. */
export function offerNumber(raw: string): number | undefined {
  const n = Number(raw.trim().replace(/[\s,]/g, ''));
  return raw.trim() !== '' && Number.isFinite(n) ? n : undefined;
}

/** "$52,000" for a whole amount, "$52,000.50" otherwise (the currency's own decimals). */
export function formatMoney(amount: number, language: Language, currency: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}

export const formatNumber = (n: number, language: Language) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(n);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) written out: "January 4, 2027", "4 de enero de 2027", "4 janvier 2027". */
export function formatDay(isoDay: string, language: Language): string | undefined {
  const m = ISO_DATE.exec(isoDay.trim());
  if (!m) return undefined;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(at)) return undefined;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** The calendar day (YYYY-MM-DD) it is at `at` in a time zone (UTC when the zone is unknown). */
export function dayIn(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** One value as the letter prints it; a value that does not read as its type stays as typed. */
export function formatOfferValue(
  type: (typeof OFFER_VALUE_TYPES)[number] | undefined,
  raw: string,
  language: Language,
  currency: string,
): string {
  if (type === 'money' || type === 'number') {
    const n = offerNumber(raw);
    if (n === undefined) return raw;
    return type === 'money' ? formatMoney(n, language, currency) : formatNumber(n, language);
  }
  if (type === 'date') return formatDay(raw, language) ?? raw;
  return raw;
}

/** Every field value of an offer as its letter prints them. */
export function formatOfferValues(
  values: Record<string, string>,
  format: OfferValueFormat,
  language: Language,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, raw]) => [
      key,
      formatOfferValue(format.types[key], raw, language, format.currency),
    ]),
  );
}
