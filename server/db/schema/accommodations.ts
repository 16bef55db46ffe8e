/** Accommodations a candidate asks for on an application, and the staff decision (migration 0093, D200). */
import type { ColumnType, Generated } from 'kysely';
import type { AccommodationKind, AccommodationStatus } from '../../../contracts/accommodations.ts';
import type { CreatedAt, Timestamp } from './columns.ts';

export interface AccommodationRequestsTable {
  accommodation_request_id: Generated<number>;
  ref_id: string;
  kinds: AccommodationKind[];
  note: Generated<string>;
  status: ColumnType<AccommodationStatus, AccommodationStatus | undefined, AccommodationStatus>;
  /** numeric: the driver returns text. */
  time_multiplier: ColumnType<string | null, number | null | undefined, number | null>;
  decision_note: Generated<string>;
  requested_by: number | null;
  decided_by: number | null;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
}

/** A company's published bias-audit summaries (migration 0100, D208): the report as published. */
export interface BiasAuditPublicationsTable {
  publication_id: Generated<number>;
  account_id: number;
  report: ColumnType<unknown, string, string>;
  is_published: Generated<boolean>;
  published_by: number | null;
  published_at: CreatedAt;
  /** What LL144 asks the summary to state (migration 0124, D273); null on summaries published before. */
  audit_date: ColumnType<string | null, string | null | undefined, string | null>;
  tool_distributed_on: ColumnType<string | null, string | null | undefined, string | null>;
  data_source: string | null;
  data_source_note: string | null;
  auditor: string | null;
}

/** A company's own candidate notice per language (migration 0100, D208); missing languages show the default. */
export interface CandidateNoticesTable {
  account_id: number;
  texts: ColumnType<unknown, string, string>;
  /** NYC Local Law 144's lead time enforced (D297); `posted_on`: the day the notice went up. */
  lead_time_held: ColumnType<boolean, boolean | undefined, boolean>;
  posted_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The company asks that timed tests fill the screen (migration 0178, D431). */
  ask_full_screen: ColumnType<boolean, boolean | undefined, boolean>;
  /** The company asks for the camera check by consent during timed tests (migration 0180, D455). */
  ask_camera_check: ColumnType<boolean, boolean | undefined, boolean>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
