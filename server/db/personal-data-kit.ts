/**
 * The pieces the personal-data registry (personal-data.ts) is written with: how one person's rows,
 * or some applications' rows, are found in a table, what erasure does with them, and the values
 * that replace a person's identity in rows that are kept. It sits below the modules (it was
 * data-rights'): each activity kind declares its own tables with it (server-kind.ts), and
 * data-rights reads those kinds, so taking it from data-rights closed a cycle of modules.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FileStorage } from '../storage/file-storage.ts';

/** SQL values that replace a person's identity in rows that are kept. */
export const ERASED_FIRST_NAME = 'Erased';
export const ERASED_LAST_NAME = 'applicant';
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

export type Where = RawBuilder<boolean>;

/** The ref_ids of one person's applications, or the given ones. */
export type Scope = { userId: number } | { refIds: readonly string[] };

export function refsOf(scope: Scope): RawBuilder<unknown> {
  return 'userId' in scope
    ? sql`(select ref_id from user_trackers where user_id = ${scope.userId})`
    : sql`(${sql.join(scope.refIds.length > 0 ? scope.refIds.map((r) => sql`${r}::uuid`) : [sql`null::uuid`])})`;
}

export const byRef =
  (column = 'ref_id') =>
  (scope: Scope): Where =>
    sql<boolean>`${sql.ref(column)} in ${refsOf(scope)}`;
export const byUserOnly =
  (column = 'user_id') =>
  (scope: Scope): Where | undefined =>
    'userId' in scope ? sql<boolean>`${sql.ref(column)} = ${scope.userId}` : undefined;
export const byUserOrRef = (scope: Scope): Where =>
  'userId' in scope ? sql<boolean>`user_id = ${scope.userId}` : sql<boolean>`ref_id in ${refsOf(scope)}`;
export const viaAttempt = (scope: Scope): Where =>
  sql<boolean>`attempt_id in (select attempt_id from user_attempts where ${byUserOrRef(scope)})`;
export const viaInterview = (scope: Scope): Where =>
  sql<boolean>`interview_id in (select interview_id from interviews where ref_id in ${refsOf(scope)})`;
export const viaEvaluation = (scope: Scope): Where =>
  sql<boolean>`interview_evaluation_id in (select interview_evaluation_id from interview_evaluations where ${viaInterview(scope)})`;
export const viaOffer = (scope: Scope): Where =>
  sql<boolean>`offer_id in (select offer_id from offers where ref_id in ${refsOf(scope)})`;

export type EraseAction =
  /** The rows go. */
  | { kind: 'delete' }
  /** The rows stay (counts, funnels, EEOC inputs) with these columns overwritten. */
  | { kind: 'anonymise'; set: Record<string, RawBuilder<unknown>> }
  /** The rows stay as they are: nothing in them names the person once the rows they hang on are anonymised. */
  | { kind: 'keep' };

export interface PersonalDataTable {
  table: string;
  /** One line for the archive's README (and for whoever reads this list). */
  about: string;
  /** `about` in Spanish and French, for a table an activity kind declares (the others' are in export-readme.ts). */
  aboutIn?: { es: string; fr: string };
  /** The columns that name or describe the person (the coverage test checks the identifying ones are listed). */
  personalColumns: readonly string[];
  /** The rows of one person, or of some applications; undefined when the table has none for that scope. */
  rows: (scope: Scope) => Where | undefined;
  /** Columns written to the archive; absent: the table is not in the archive (staff-only notes). */
  exportColumns?: readonly string[];
  erase: EraseAction;
  /** Exported text columns that may carry one-time links: their tokens are redacted in the archive (redact-secrets.ts). */
  redact?: readonly string[];
  /** A column holding a storage key (server/storage/), its file removed on erasure and copied into the archive. */
  fileColumn?: string;
  /**
   * How erasure removes the file a `fileColumn` names (`key`, already checked safe), where the kind
   * keeps some of them elsewhere than under their key (a video answer still uploading: where tus
   * keeps it, D459); absent: `storage.delete(key)`.
   */
  removeFile?: (storage: FileStorage, key: string) => Promise<void>;
  /** A column holding the file's bytes in the row itself, copied into the archive under blobName. */
  blob?: { column: string; name: (record: Record<string, unknown>) => string };
  /** The column naming the person in rows that are kept: the retention sweep moves it to an anonymous placeholder. */
  personColumn?: string;
}

export const empty = sql`''`;
export const nil = sql`null`;
export const emptyJson = sql`'{}'::jsonb`;
