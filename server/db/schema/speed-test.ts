/** The speed test's results (its own table, migrations/ names it). */
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
