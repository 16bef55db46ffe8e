/** An application's offers: their documents, events, signers and the offers themselves. In the order erasure deletes them (personal-data.ts). */
import { sql } from 'kysely';
import {
  ERASED_EMAIL_DOMAIN,
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  viaOffer,
  empty,
  nil,
  emptyJson,
  refsOf,
  type PersonalDataTable,
} from '../../db/personal-data-kit.ts';

export const OFFER_PERSONAL_DATA: readonly PersonalDataTable[] = [
  {
    table: 'offer_documents',
    about: 'Offer letters as PDF (in files/offer_documents/).',
    personalColumns: ['content'],
    rows: viaOffer,
    exportColumns: ['offer_id', 'version', 'kind', 'created_at'],
    erase: { kind: 'delete' },
    blob: { column: 'content', name: (r) => `offer-${String(r.offer_id)}-v${String(r.version)}-${String(r.kind)}.pdf` },
  },
  {
    table: 'offer_events',
    about: 'What happened to your offers.',
    personalColumns: ['ip', 'detail'],
    rows: viaOffer,
    erase: { kind: 'anonymise', set: { ip: nil, detail: emptyJson } },
  },
  {
    table: 'offer_signers',
    about: 'Who signs your offers, and when they did.',
    personalColumns: ['name', 'email', 'typed_name', 'ip', 'user_id'],
    rows: (scope) => sql<boolean>`${viaOffer(scope)} and role = 'candidate'`,
    exportColumns: ['offer_id', 'name', 'email', 'status', 'viewed_at', 'signed_at', 'signature_kind', 'typed_name'],
    erase: {
      kind: 'anonymise',
      set: {
        name: sql`${ERASED_FIRST_NAME + ' ' + ERASED_LAST_NAME}`,
        email: sql`'erased-' || offer_signer_id || ${'@' + ERASED_EMAIL_DOMAIN}`,
        typed_name: nil,
        ip: nil,
        link_token_hash: nil,
      },
    },
    personColumn: 'user_id',
  },
  {
    table: 'offers',
    about: 'Offers made to you (drafts the company has not sent are not included).',
    personalColumns: ['letter_body', 'field_values', 'decline_reason'],
    rows: (scope) => sql<boolean>`ref_id in ${refsOf(scope)} and status <> 'draft'`,
    exportColumns: [
      'offer_id',
      'ref_id',
      'language',
      'letter_body',
      'field_values',
      'status',
      'recorded_response',
      'decline_reason',
      'expires_at',
      'sent_at',
      'finished_at',
    ],
    erase: { kind: 'anonymise', set: { letter_body: empty, field_values: emptyJson, decline_reason: nil } },
  },
];
