/**
 * The speed test's results (its own table, migrations/ names it). A kind's own tables join the
 * database's type from their kind's schema file (docs/adding-an-activity-kind.md), so
 * server/db/schema.ts does not list them.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface SpeedTestResultsTable {
  speed_test_result_id: Generated<number>;
  ref_id: string;
  job_step_activity_id: number;
  user_id: number;
  /** numeric: the driver returns text. */
  download_mbps: ColumnType<string, string | number, string | number>;
  upload_mbps: ColumnType<string, string | number, string | number>;
  latency_ms: ColumnType<string, string | number, string | number>;
  jitter_ms: ColumnType<string, string | number, string | number>;
  method_version: string;
  completed_at: Timestamp;
}

declare module '../schema.ts' {
  interface Database {
    speed_test_results: SpeedTestResultsTable;
  }
}
