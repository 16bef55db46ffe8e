/**
 * How a timed test was taken: the signals a candidate's device recorded (migration 0158, D402).
 * The table joins the database's type here, as a kind's own tables do.
 */
import type { ColumnType } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';
import type { IntegritySignalKind } from '../../../contracts/integrity-signals.ts';

export interface IntegritySignalsTable {
  signal_id: string;
  ref_id: string;
  job_step_activity_id: number;
  user_id: number;
  kind: IntegritySignalKind;
  occurred_at: Timestamp;
  duration_ms: ColumnType<number | null, number | null | undefined, never>;
  received_at: CreatedAt;
}

declare module '../schema.ts' {
  interface Database {
    integrity_signals: IntegritySignalsTable;
  }
}
