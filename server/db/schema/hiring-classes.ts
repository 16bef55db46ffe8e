/** Migration 0050: hiring classes and their members. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface HiringClassesTable {
  hiring_class_id: Generated<number>;
  account_id: number;
  job_id: number;
  name: string;
  /** A date column, written as 'YYYY-MM-DD'; read it with to_char (the drivers differ). */
  starts_on: ColumnType<Date | string, string, string>;
  seats: number | null;
  status: Generated<'open' | 'closed'>;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface HiringClassMembersTable {
  ref_id: string;
  hiring_class_id: number;
  added_by: number | null;
  added_at: Generated<Timestamp>;
}
