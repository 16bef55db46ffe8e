/** Integrations with other applicant tracking systems and their orders (migration 0069, decision D145). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export type AtsOrderStatus = 'open' | 'started' | 'completed' | 'cancelled';
export type AtsDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface AtsIntegrationsTable {
  integration_id: Generated<number>;
  account_id: number;
  name: string;
  key_hash: string;
  /** The key's last four characters, so staff can tell keys apart. */
  key_hint: string;
  revoked_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AtsJobMapsTable {
  integration_id: number;
  external_job_id: string;
  job_id: number;
}

export interface AtsOrdersTable {
  order_uuid: string;
  integration_id: number;
  job_id: number;
  external_application_id: string;
  first_name: string;
  last_name: string;
  email: string;
  return_link: string;
  result_update_link: string;
  ref_id: string | null;
  status: ColumnType<AtsOrderStatus, AtsOrderStatus | undefined, AtsOrderStatus>;
  created_at: CreatedAt;
}

export interface AtsResultDeliveriesTable {
  delivery_id: Generated<number>;
  order_uuid: string;
  status: ColumnType<AtsDeliveryStatus, AtsDeliveryStatus | undefined, AtsDeliveryStatus>;
  attempts: Generated<number>;
  last_http_status: number | null;
  last_error: string | null;
  last_attempt_at: Timestamp | null;
  delivered_at: Timestamp | null;
  created_at: CreatedAt;
}
