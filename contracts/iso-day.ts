/**
 * A day as YYYY-MM-DD that is in the calendar (2026-13-45 and 2026-02-30 are not): zod's ISO date
 * knows month lengths and leap years, and year 0000, which PostgreSQL has no day of, is refused.
 * Every date a contract takes is one of these (D265): a form's pattern alone let the database
 * refuse it later, as a 500. The server words the refusal in the reader's language.
 */
import * as z from 'zod/mini';

export const ISO_DAY_MESSAGE = 'Enter a real date as YYYY-MM-DD.';

export const isoDay = () =>
  z.iso.date({ message: ISO_DAY_MESSAGE }).check(z.refine((v) => !v.startsWith('0000'), ISO_DAY_MESSAGE));
