/** Offer settings, fields, letter templates, offers, their signers, documents and event trail (migration 0044). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';
import type { OfferValueFormat } from '../../../contracts/offer-value-format.ts';

type Json<T> = ColumnType<T, string | undefined, string>;

export interface OfferSettingsTable {
  account_id: number;
  max_open_offers: number | null;
  esignature_provider: Generated<'builtin'>;
  link_days: Generated<number>;
  /** ISO 4217; money fields print in it (migration 0105). */
  currency: Generated<string>;
  updated_at: Timestamp;
}

export type OfferFieldType = 'text' | 'number' | 'money' | 'date' | 'choice';

export interface OfferFieldsTable {
  offer_field_id: Generated<number>;
  account_id: number;
  field_key: string;
  label: string;
  field_type: OfferFieldType;
  required: Generated<boolean>;
  options: Json<string[]>;
  min_value: ColumnType<string | null, number | null | undefined, number | null>;
  max_value: ColumnType<string | null, number | null | undefined, number | null>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  archived_at: Timestamp | null;
}

export interface OfferLetterTemplatesTable {
  offer_letter_template_id: Generated<number>;
  account_id: number;
  kind: 'letter' | 'details';
  name: string;
  language: 'en' | 'es' | 'fr';
  body: string;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  archived_at: Timestamp | null;
}

export type OfferStatus = 'draft' | 'sent' | 'viewed' | 'signed' | 'declined' | 'expired' | 'cancelled';

export interface OffersTable {
  offer_id: Generated<number>;
  offer_uuid: Generated<string>;
  account_id: number;
  ref_id: string;
  /** Null for an offer made from the application without a plan step (D370). */
  job_step_activity_id: number | null;
  offer_letter_template_id: number | null;
  language: 'en' | 'es' | 'fr';
  letter_body: string;
  field_values: Json<Record<string, string>>;
  /** How the values print, kept from when the offer was made; null before migration 0105 (as typed). */
  value_format: ColumnType<OfferValueFormat | null, string | null | undefined, string | null>;
  status: Generated<OfferStatus>;
  recorded_response: 'accepted' | 'declined' | null;
  decline_reason: string | null;
  expires_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export type OfferSignerStatus = 'waiting' | 'pending' | 'viewed' | 'signed' | 'declined';

export interface OfferSignersTable {
  offer_signer_id: Generated<number>;
  offer_id: number;
  sign_order: number;
  role: 'candidate' | 'staff';
  user_id: number | null;
  name: string;
  email: string;
  status: Generated<OfferSignerStatus>;
  viewed_at: Timestamp | null;
  signed_at: Timestamp | null;
  signature_kind: 'typed' | 'drawn' | null;
  typed_name: string | null;
  ip: string | null;
  document_sha256: string | null;
  link_token_hash: string | null;
  link_expires_at: Timestamp | null;
  reminded_at: Timestamp | null;
}

export interface OfferDocumentsTable {
  offer_document_id: Generated<number>;
  offer_id: number;
  version: number;
  kind: 'sent' | 'stamped' | 'signed';
  content: Buffer;
  sha256: string;
  created_at: CreatedAt;
}

export interface OfferEventsTable {
  offer_event_id: Generated<number>;
  offer_id: number;
  kind: string;
  actor_user_id: number | null;
  offer_signer_id: number | null;
  ip: string | null;
  detail: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** A company's offer approval chain, in order (migration 0128, D320). */
export interface OfferApproversTable {
  account_id: number;
  approval_order: number;
  user_id: number;
}

/** A requisition's own offer approval chain, in order, in place of the company's (migration 0176, D429). */
export interface JobOfferApproversTable {
  job_id: number;
  approval_order: number;
  user_id: number;
}

export type OfferApprovalStatus = 'waiting' | 'pending' | 'approved' | 'sent_back';

/** One offer's approval round: each approver's turn and answer (migration 0128, D320). */
export interface OfferApprovalsTable {
  offer_approval_id: Generated<number>;
  offer_id: number;
  approval_order: number;
  user_id: number | null;
  name: string;
  email: string;
  status: Generated<OfferApprovalStatus>;
  comment: string | null;
  decided_at: Timestamp | null;
}

/** The approval chain's tables, which the Database interface extends (server/db/schema.ts). */
export interface OfferApprovalTables {
  offer_approvers: OfferApproversTable;
  job_offer_approvers: JobOfferApproversTable;
  offer_approvals: OfferApprovalsTable;
}
