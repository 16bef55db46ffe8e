/** Interviewers' CalDAV calendars and the interview events written into them (migration 0101). */
import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export type CalendarConnectionStatus = 'unchecked' | 'connected' | 'failing';
export type CalendarEventState = 'pending' | 'synced' | 'failing';

export interface CalendarConnectionsTable {
  user_id: number;
  server_url: string;
  username: string;
  /** The password or app token: read by the server only, never sent back. */
  secret: string;
  /** Where interviews are written: the first calendar that takes events, found by the last successful test. */
  calendar_url: Generated<string>;
  status: Generated<CalendarConnectionStatus>;
  last_error: Generated<string>;
  checked_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface InterviewCalendarEventsTable {
  interview_id: number;
  user_id: number;
  event_url: Generated<string>;
  state: Generated<CalendarEventState>;
  last_error: Generated<string>;
  updated_at: Timestamp;
}
