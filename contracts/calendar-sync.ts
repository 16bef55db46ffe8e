/**
 * Calendar sync (seed 002 7.7 "calendar sync provider: auth, user, calendars, conferencing";
 * D209). Each interviewer connects their own CalDAV calendar: server address,
 * user name, and a password or app token that the server keeps and never sends back. Scheduling
 * then reads their busy times from it and writes each interview into it; a calendar that fails
 * never blocks a booking (the write is retried, and the failure shown here and on the interview).
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';

export const CALENDAR_URL_MAX = 500;
export const CALENDAR_USERNAME_MAX = 200;
export const CALENDAR_SECRET_MAX = 500;

export const CALENDAR_STATUSES = ['unchecked', 'connected', 'failing'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

export const CalendarConnectionSchema = z.object({
  connected: z.boolean(),
  server_url: z.string(),
  username: z.string(),
  status: z.enum(CALENDAR_STATUSES),
  /** The calendar server's reason for the last failure; empty when the last use worked. */
  last_error: z.string(),
  checked_at: z.nullable(z.string()),
  /** The calendar interviews are written to. */
  calendar_name: z.string(),
  /** Interviews whose event could not be written yet (retried by the server). */
  failing_events: z.number(),
});
export type CalendarConnection = z.infer<typeof CalendarConnectionSchema>;

export const SaveCalendarConnectionBody = z.object({
  server_url: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter the calendar server address'),
    z.maxLength(CALENDAR_URL_MAX),
    z.refine((v) => /^https?:\/\/[^\s/]+[^\s]*$/i.test(v), 'Enter an address that starts with https://'),
  ),
  username: z.string().check(z.trim(), z.minLength(1, 'Enter your user name'), z.maxLength(CALENDAR_USERNAME_MAX)),
  /** Empty keeps the saved password (the browser never has it to send back). */
  password: z.string().check(z.maxLength(CALENDAR_SECRET_MAX)),
});
export type SaveCalendarConnection = z.infer<typeof SaveCalendarConnectionBody>;

export const CalendarTestSchema = z.object({
  ok: z.boolean(),
  /** The server's reason when it failed. */
  reason: z.string(),
  calendars: z.array(z.object({ display_name: z.string() })),
  connection: CalendarConnectionSchema,
});
export type CalendarTest = z.infer<typeof CalendarTestSchema>;

export const getMyCalendar = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/calendar/user/',
  access: 'staff',
  summary: "The signed-in interviewer's calendar connection and how its last use went (never the password)",
  response: CalendarConnectionSchema,
});

export const saveMyCalendar = defineEndpoint({
  method: 'PUT',
  path: '/integration/v1/calendar/user/',
  access: 'staff',
  summary: "Connect or change the signed-in interviewer's CalDAV calendar, then test it; answers the test",
  body: SaveCalendarConnectionBody,
  response: CalendarTestSchema,
});

export const testMyCalendar = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/calendar/user/test/',
  access: 'staff',
  summary: "Test the signed-in interviewer's calendar: its calendars, or the server's reason",
  response: CalendarTestSchema,
});

export const disconnectMyCalendar = defineEndpoint({
  method: 'DELETE',
  path: '/integration/v1/calendar/user/',
  access: 'staff',
  summary: "Disconnect the signed-in interviewer's calendar (events already written stay in it)",
  response: OkSchema,
});
