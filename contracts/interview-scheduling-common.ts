/**
 * What the interview scheduling contracts share: the booking rules' numbers, the interview
 * statuses, and the checks of time zones, times, dates and meeting links. interview-scheduling.ts
 * re-exports all of it.
 */
import * as z from 'zod/mini';
import { isoDay } from './iso-day.ts';

/** The candidate may not book a slot that starts sooner than this. */
export const MIN_NOTICE_HOURS = 12;
/** Nor one further away than this. */
export const BOOKING_WINDOW_DAYS = 28;
/** Booking, rescheduling and cancelling by the candidate close this long before the start. */
export const CHANGE_CUTOFF_HOURS = 24;
/** A scheduling link that has not been used stays valid this long. */
export const LINK_VALID_DAYS = 14;
/** Slots start on the hour and the half hour. */
export const SLOT_STEP_MINUTES = 30;
export const DEFAULT_DURATION_MINUTES = 30;
export const MEETING_URL_MAX = 500;
export const LOCATION_MAX = 300;

export const INTERVIEW_STATUSES = [
  'unscheduled',
  'requested',
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
  'declined',
] as const;
export type InterviewStatusValue = (typeof INTERVIEW_STATUSES)[number];

/** Whether the runtime knows the IANA zone (Intl throws a RangeError for an unknown one). */
export function isKnownTimeZone(name: string): boolean {
  if (!name || name.length > 64 || !(name === 'UTC' || name.includes('/'))) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z.string().check(z.refine(isKnownTimeZone, 'Choose a time zone from the list'));
export const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Enter a time as HH:MM'));
export const isoDate = isoDay();
export const instant = z
  .string()
  .check(z.refine((v) => v.length <= 40 && !Number.isNaN(Date.parse(v)) && /T/.test(v), 'Enter a date and time'));
export const httpUrl = z.string().check(
  z.trim(),
  z.maxLength(MEETING_URL_MAX),
  z.refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Enter a link that starts with https://'),
);

/** "HH:MM" -> minutes from midnight ("24:00" is 1440). */
export const toMinutes = (value: string): number => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
export const fromMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const InterviewUuidParams = z.object({
  interviewUuid: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'Not an interview')),
});
