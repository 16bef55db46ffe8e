/** Legal document versions, acceptances and company privacy notices as the legal module reads and writes them. */
import { sql } from 'kysely';
import type { AdminVersion, LegalDocumentName, PendingVersion } from '../../../contracts/legal.ts';
import type { Db } from '../../db/database.ts';

const dateText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const isoText = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface StoredVersion {
  legal_document_version_id: number;
  document: LegalDocumentName;
  version: number;
  effective_on: string;
  body_en: string;
  body_es: string;
  body_fr: string;
  published_at: string | null;
}

function versionQuery(db: Db) {
  return db
    .selectFrom('legal_document_versions as v')
    .select([
      'v.legal_document_version_id',
      'v.document',
      'v.version',
      dateText('v.effective_on').as('effective_on'),
      'v.body_en',
      'v.body_es',
      'v.body_fr',
      sql<string | null>`case when v.published_at is null then null else ${isoText('v.published_at')} end`.as(
        'published_at',
      ),
    ]);
}

/** The newest published version of each document. */
export async function currentVersions(db: Db): Promise<StoredVersion[]> {
  const rows = (await versionQuery(db)
    .where('v.published_at', 'is not', null)
    .orderBy('v.version', 'desc')
    .execute()) as StoredVersion[];
  return rows.filter((row, index) => rows.findIndex((other) => other.document === row.document) === index);
}

export async function publishedVersion(
  db: Db,
  document: LegalDocumentName,
  version?: number,
): Promise<StoredVersion | undefined> {
  let query = versionQuery(db).where('v.document', '=', document).where('v.published_at', 'is not', null);
  query = version === undefined ? query.orderBy('v.version', 'desc').limit(1) : query.where('v.version', '=', version);
  return (await query.executeTakeFirst()) as StoredVersion | undefined;
}

export async function publishedSummaries(db: Db, document: LegalDocumentName) {
  return db
    .selectFrom('legal_document_versions as v')
    .select(['v.version', dateText('v.effective_on').as('effective_on'), isoText('v.published_at').as('published_at')])
    .where('v.document', '=', document)
    .where('v.published_at', 'is not', null)
    .orderBy('v.version', 'desc')
    .execute();
}

export async function acceptedVersions(
  db: Db,
  userId: number,
): Promise<{ document: LegalDocumentName; version: number }[]> {
  return db
    .selectFrom('legal_acceptances as a')
    .innerJoin('legal_document_versions as v', 'v.legal_document_version_id', 'a.legal_document_version_id')
    .select(['v.document', 'v.version'])
    .where('a.user_id', '=', userId)
    .execute();
}

/** Records acceptance; answers whether it is new (a second acceptance of the same version changes nothing). */
export async function recordAcceptance(db: Db, userId: number, versionId: number): Promise<boolean> {
  const inserted = await db
    .insertInto('legal_acceptances')
    .values({ user_id: userId, legal_document_version_id: versionId })
    .onConflict((oc) => oc.columns(['user_id', 'legal_document_version_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function adminVersions(db: Db, id?: number): Promise<AdminVersion[]> {
  let query = versionQuery(db)
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('legal_acceptances')
          .select(['legal_document_version_id', (e) => e.fn.countAll<string>().as('n')])
          .groupBy('legal_document_version_id')
          .as('acc'),
      (join) => join.onRef('acc.legal_document_version_id', '=', 'v.legal_document_version_id'),
    )
    .select([isoText('v.created_at').as('created_at'), sql<number>`coalesce(acc.n, 0)::int`.as('acceptances')])
    .orderBy('v.document', 'desc')
    .orderBy('v.version', 'desc');
  if (id !== undefined) query = query.where('v.legal_document_version_id', '=', id);
  const rows = await query.execute();
  return rows.map((r) => ({ ...(r as StoredVersion), created_at: r.created_at, acceptances: Number(r.acceptances) }));
}

export async function lockDocument(db: Db, document: LegalDocumentName): Promise<number> {
  // Serialises version numbering per document: the advisory lock is held until the transaction ends.
  await sql`select pg_advisory_xact_lock(54, ${document === 'terms' ? 1 : 2})`.execute(db);
  const row = await db
    .selectFrom('legal_document_versions')
    .select((eb) => eb.fn.max('version').as('m'))
    .where('document', '=', document)
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

export async function insertVersion(
  db: Db,
  values: {
    document: LegalDocumentName;
    version: number;
    effective_on: string;
    body_en: string;
    body_es: string;
    body_fr: string;
    publish: boolean;
    created_by: number;
  },
): Promise<number> {
  const { publish, ...rest } = values;
  const row = await db
    .insertInto('legal_document_versions')
    .values({ ...rest, published_at: publish ? sql<Date>`now()` : null })
    .returning('legal_document_version_id')
    .executeTakeFirstOrThrow();
  return row.legal_document_version_id;
}

export async function markPublished(db: Db, id: number): Promise<void> {
  await db
    .updateTable('legal_document_versions')
    .set({ published_at: sql<Date>`now()` })
    .where('legal_document_version_id', '=', id)
    .where('published_at', 'is', null)
    .execute();
}

export async function companyNotices(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('company_privacy_notices as n')
    .innerJoin('accounts as a', 'a.account_id', 'n.account_id')
    .select(['n.account_id', 'a.name as company_name', 'n.body'])
    .where('n.account_id', 'in', accountIds)
    .orderBy('a.name')
    .execute();
}

/** The companies a user has applications with. */
export async function appliedCompanies(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_trackers')
    .select('account_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.account_id);
}

export async function requisitionCompany(db: Db, uuid: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select('account_id')
    .where(sql<string>`uuid::text`, '=', uuid)
    .executeTakeFirst();
  return row?.account_id;
}

export async function privacyNotice(db: Db, accountId: number) {
  return db
    .selectFrom('company_privacy_notices')
    .select(['account_id', 'body', isoText('updated_at').as('updated_at')])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function setPrivacyNotice(db: Db, accountId: number, body: string, userId: number): Promise<void> {
  if (!body) {
    await db.deleteFrom('company_privacy_notices').where('account_id', '=', accountId).execute();
    return;
  }
  await db
    .insertInto('company_privacy_notices')
    .values({ account_id: accountId, body, updated_by: userId })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ body, updated_by: userId, updated_at: sql<Date>`now()` }))
    .execute();
}

export function asPending(version: StoredVersion): PendingVersion {
  return { document: version.document, version: version.version, effective_on: version.effective_on };
}
