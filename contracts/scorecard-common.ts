/**
 * What the scorecard contracts share (ids, dates, a person, an application's statuses), split out
 * of contracts/scorecard.ts, which re-exports the public part.
 */
import * as z from 'zod/mini';
import { isCalendarDate } from './experience-dates.ts';

export const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const uuid = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Expected a uuid'),
  );
export const date = z.string().check(z.trim(), z.refine(isCalendarDate, { message: 'Enter a date as YYYY-MM-DD' }));
/** ISO 8601 timestamps in answers. */
export const time = z.string();

export const REJECTION_TYPES = ['company', 'candidate'] as const;
export type RejectionType = (typeof REJECTION_TYPES)[number];

export const APPLICATION_STATUSES = ['active', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const UserSmartreqIdParams = z.object({ userSmartreqId: id });
export const ApplicationIdParams = z.object({ id });

export const PersonRef = z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;
