/** Migration 0054: the provider's legal document versions, acceptances and company privacy notices. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export type LegalDocument = 'terms' | 'privacy';

export interface LegalDocumentVersionsTable {
  legal_document_version_id: Generated<number>;
  document: LegalDocument;
  version: number;
  /** A date column, written as 'YYYY-MM-DD'; read it with to_char (the drivers differ). */
  effective_on: ColumnType<Date | string, string, string>;
  body_en: string;
  body_es: Generated<string>;
  body_fr: Generated<string>;
  published_at: Timestamp | null;
  created_by: number | null;
  created_at: Generated<Timestamp>;
}

export interface LegalAcceptancesTable {
  user_id: number;
  legal_document_version_id: number;
  accepted_at: Generated<Timestamp>;
}

export interface CompanyPrivacyNoticesTable {
  account_id: number;
  body: string;
  updated_by: number | null;
  updated_at: Generated<Timestamp>;
}
