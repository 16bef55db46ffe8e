/** Interviewers' availability, booking links and scheduling events (migration 0037). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export interface InterviewerProfilesTable {
  user_id: number;
  time_zone: Generated<string>;
  meeting_url: Generated<string>;
  updated_at: Timestamp;
}

export interface InterviewerWeeklyHoursTable {
  user_id: number;
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface InterviewerExceptionsTable {
  user_id: number;
  /** date: the driver may return a Date; written as YYYY-MM-DD. */
  on_date: ColumnType<string | Date, string, string>;
  start_minute: number | null;
  end_minute: number | null;
}

export interface InterviewBookingLinksTable {
  token_hash: string;
  interview_id: number;
  expires_at: Timestamp;
  created_by: number | null;
  created_at: CreatedAt;
}

export type InterviewScheduleEventKind =
  'requested' | 'booked' | 'rescheduled' | 'scheduled' | 'cancelled' | 'declined';

export interface InterviewScheduleEventsTable {
  event_id: Generated<number>;
  interview_id: number;
  kind: InterviewScheduleEventKind;
  starts_at: Timestamp | null;
  actor_user_id: number | null;
  by_candidate: Generated<boolean>;
  created_at: CreatedAt;
}
