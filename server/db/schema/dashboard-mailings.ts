/** Dashboards mailed weekly (migrations 0145 and 0194, D340, D516). */
import type { Generated } from 'kysely';
import type { CreatedAt, DateColumn } from './columns.ts';

export interface DashboardMailingsTable {
  mailing_id: Generated<number>;
  account_id: number;
  dashboard: string;
  format: 'pdf' | 'csv';
  /** 1 Monday ... 7 Sunday. */
  weekday: number;
  job_ids: string | null;
  locations: string | null;
  source_ids: string | null;
  created_by: number | null;
  /** The requisition whose dashboard tab is mailed (0194, D516). */
  job_id: number | null;
  /** The custom dashboard mailed; `dashboard` is then 'custom' (0194, D516). */
  custom_dashboard_id: number | null;
  next_send_on: DateColumn;
  last_sent_on: DateColumn;
  created_at: CreatedAt;
}

export interface DashboardMailingRecipientsTable {
  mailing_id: number;
  user_id: number;
}

/** Its tables, joined into Database (server/db/schema.ts). */
export interface DashboardMailingTables {
  dashboard_mailings: DashboardMailingsTable;
  dashboard_mailing_recipients: DashboardMailingRecipientsTable;
}
