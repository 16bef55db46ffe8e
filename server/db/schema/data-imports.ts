/** Data imports and the remembered mapping (migration 0062). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

type Json = ColumnType<unknown, string | null | undefined, string | null>;

export interface DataImportsTable {
  import_id: Generated<number>;
  account_id: number;
  import_type: 'employees';
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
}

export interface DataImportMappingsTable {
  account_id: number;
  import_type: 'employees';
  mapping: ColumnType<unknown, string, string>;
  options: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}
