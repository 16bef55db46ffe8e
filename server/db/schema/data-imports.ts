/** Data imports and the remembered mapping (migrations 0062, 0073). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

type Json = ColumnType<unknown, string | null | undefined, string | null>;

export interface DataImportsTable {
  import_id: Generated<number>;
  account_id: number;
  import_type: 'employees' | 'applicants';
  file_name: string;
  file_key: string;
  status: Generated<'uploaded' | 'queued' | 'running' | 'finished' | 'failed'>;
  mapping: Json;
  options: Json;
  total_rows: Generated<number>;
  processed_rows: Generated<number>;
  created_count: Generated<number>;
  updated_count: Generated<number>;
  unchanged_count: Generated<number>;
  refused_count: Generated<number>;
  result_key: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  files_removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The requisition of an applicant import (migration 0073). */
  job_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DataImportMappingsTable {
  account_id: number;
  import_type: 'employees' | 'applicants';
  mapping: ColumnType<unknown, string, string>;
  options: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}
