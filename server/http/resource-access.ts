/**
 * The records a path may name for a `company` permission (contracts/permissions.ts, `resource:` in
 * defineEndpoint): each kind's query for the record's company and the 404's text. The access layer
 * (endpoint-access.ts) reads the company here and checks it as requireAccountStaff did: a record
 * that does not exist, or that belongs to a company where the caller holds no role, is 404 with the
 * kind's text (nothing is learnt about another company's records); the company's staff without the
 * permission's flag get 403; provider admins pass (the record's company exists, by its foreign key).
 * A kind whose records may be the provider's (no company) says so: any staff may then read one,
 * and only provider admins pass a permission with a flag (403 to staff). A new kind is one line in
 * ResourceKind and one entry here.
 */
import type { ResourceKind } from '../../contracts/permissions.ts';
import type { AccessSubject } from '../../contracts/access.ts';
import type { Db } from '../db/database.ts';
import { holdsFlag, isAccountStaff, type NeededFlag } from './account-access.ts';
import { forbidden, notFound } from './http-error.ts';

interface ResourceLookup {
  /** The 404's text, for a record that does not exist and for another company's. */
  missing: string;
  /** The 404's text for another company's record, where it differs ('Company not found', as requireAccountStaff answered). */
  outsider?: string;
  /** The record's company, null for the provider's own (kinds that have them), undefined when there is no such record. */
  companyOf(db: Db, id: number): Promise<number | null | undefined>;
}

type AccountRow = Promise<{ account_id: number | null } | undefined>;
const accountOf = async (row: AccountRow) => (await row)?.account_id;

const RESOURCES: Record<ResourceKind, ResourceLookup> = {
  'bank-question': {
    missing: 'Question not found',
    outsider: 'Company not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('account_questions')
          .select('account_id')
          .where('account_question_id', '=', id)
          .executeTakeFirst(),
      ),
  },
  'company-attribute': {
    missing: 'Attribute not found',
    companyOf: (db, id) =>
      accountOf(
        db.selectFrom('attribute_types').select('account_id').where('attribute_type_id', '=', id).executeTakeFirst(),
      ),
  },
  'account-field': {
    missing: 'Field not found',
    companyOf: (db, id) =>
      accountOf(
        db.selectFrom('account_fields').select('account_id').where('account_field_id', '=', id).executeTakeFirst(),
      ),
  },
  'phone-number': {
    missing: 'Phone number not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('account_phone_numbers')
          .select('account_id')
          .where('phone_number_id', '=', id)
          .executeTakeFirst(),
      ),
  },
  'custom-dashboard': {
    missing: 'Dashboard not found',
    companyOf: (db, id) =>
      accountOf(
        db.selectFrom('custom_dashboards').select('account_id').where('dashboard_id', '=', id).executeTakeFirst(),
      ),
  },
  source: {
    missing: 'Source not found',
    companyOf: (db, id) =>
      accountOf(db.selectFrom('sources').select('account_id').where('source_id', '=', id).executeTakeFirst()),
  },
  'rejection-reason': {
    missing: 'Reason not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('rejection_reasons')
          .select('account_id')
          .where('rejection_reason_id', '=', id)
          .executeTakeFirst(),
      ),
  },
  'separation-reason': {
    missing: 'Reason not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('separation_reasons')
          .select('account_id')
          .where('separation_reason_id', '=', id)
          .executeTakeFirst(),
      ),
  },
  'outcome-question': {
    missing: 'Outcome question not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('outcome_questions')
          .select('account_id')
          .where('outcome_question_id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
      ),
  },
  // Archived offer fields and letter templates are gone for editing (their offers keep what they used).
  'offer-field': {
    missing: 'Offer field not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('offer_fields')
          .select('account_id')
          .where('offer_field_id', '=', id)
          .where('archived_at', 'is', null)
          .executeTakeFirst(),
      ),
  },
  'offer-template': {
    missing: 'Offer letter template not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('offer_letter_templates')
          .select('account_id')
          .where('offer_letter_template_id', '=', id)
          .where('archived_at', 'is', null)
          .executeTakeFirst(),
      ),
  },
  'job-board': {
    missing: 'Job board not found',
    companyOf: (db, id) =>
      accountOf(db.selectFrom('job_boards').select('account_id').where('job_board_id', '=', id).executeTakeFirst()),
  },
  // A company's templates (D140): archived scoring templates included, they are restored by id.
  'scoring-template': {
    missing: 'Template not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('scoring_templates')
          .select('account_id')
          .where('scoring_template_id', '=', id)
          .executeTakeFirst(),
      ),
  },
  'screening-template': {
    missing: 'Template not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('screening_templates')
          .select('account_id')
          .where('screening_template_id', '=', id)
          .executeTakeFirst(),
      ),
  },
  'message-template': {
    missing: 'Template not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('message_templates')
          .select('account_id')
          .where('message_template_id', '=', id)
          .executeTakeFirst(),
      ),
  },
  // The provider's passages are read only: for editing they are not found, to provider admins too.
  'typing-passage': {
    missing: 'Passage not found',
    companyOf: (db, id) =>
      accountOf(
        db
          .selectFrom('typing_passages')
          .select('account_id')
          .where('typing_passage_id', '=', id)
          .where('account_id', 'is not', null)
          .executeTakeFirst(),
      ),
  },
};

/** The 404 a kind answers for a record that does not exist (services use it when a record goes between the check and their read). */
export const resourceNotFound = (kind: ResourceKind) => notFound(RESOURCES[kind].missing);

/**
 * The company of the record `id` of `kind`, when the viewer is its staff holding `flag` (any one of a list; or a
 * provider admin); null for a provider's record the viewer may use.
 */
export async function resourceCompany(
  db: Db,
  viewer: AccessSubject,
  kind: ResourceKind,
  id: number,
  flag: NeededFlag | undefined,
): Promise<number | null> {
  const lookup = RESOURCES[kind];
  const accountId = await lookup.companyOf(db, id);
  if (accountId === undefined) throw resourceNotFound(kind);
  if (accountId === null) {
    if (flag && !viewer.is_jf_admin) throw forbidden();
    return null;
  }
  if (!isAccountStaff(viewer, accountId)) throw notFound(lookup.outsider ?? lookup.missing);
  if (flag && !holdsFlag(viewer, flag, accountId)) throw forbidden();
  return accountId;
}
