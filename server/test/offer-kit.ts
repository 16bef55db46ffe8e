/** What offer API tests share: a valid value for each of the company's offer fields, and its letter in a language. */
import { expect } from 'vitest';
import type { Language } from '../../contracts/languages.ts';
import type { TestApp } from './test-app.ts';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;
interface FieldRead {
  field_key: string;
  field_type: string;
  options: string[];
  min_value: number | null;
  max_value: number | null;
}

/** A valid value for one offer field, whatever the seed made it. */
function valueFor(f: FieldRead): string {
  if (f.field_type === 'choice') return f.options[0]!;
  if (f.field_type === 'date') return '2027-01-04';
  if (f.field_type === 'money' || f.field_type === 'number') return String(f.min_value ?? f.max_value ?? 40);
  return 'Full time';
}

/** A valid value for each of the company's offer fields, read as `who` (staff of the company). */
export async function offerFieldValues(t: TestApp, who: SignedIn): Promise<Record<string, string>> {
  const read = await t.request({ method: 'GET', url: '/api/offer/v1/offer-fields/', token: who.token });
  expect(read.statusCode, read.body).toBe(200);
  return Object.fromEntries((read.json().data as FieldRead[]).map((f) => [f.field_key, valueFor(f)]));
}

/** The id of the company's offer letter template in `language`, read as `who`. */
export async function letterTemplateId(t: TestApp, who: SignedIn, language: Language = 'en'): Promise<number> {
  const read = await t.request({ method: 'GET', url: '/api/offer/v1/offer-letter-templates/', token: who.token });
  expect(read.statusCode, read.body).toBe(200);
  const templates = read.json().data.templates as {
    kind: string;
    language: string;
    offer_letter_template_id: number;
  }[];
  const letter = templates.find((x) => x.kind === 'letter' && x.language === language);
  expect(letter, `a ${language} letter`).toBeDefined();
  return letter!.offer_letter_template_id;
}
