/**
 * The provider's legal documents and who accepted which version (contracts/legal.ts). Versions are
 * only ever added and published, never changed once published nor deleted, so an acceptance
 * always points at the text that was accepted. Each acceptance and each publication is audited.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  MAX_LEGAL_BODY,
  MAX_PRIVACY_NOTICE,
  pendingVersions,
  type LegalDocumentName,
  type PendingVersion,
  type SaveVersion,
} from '../../../contracts/legal.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './legal.store.ts';

const CHECK_FIELDS = 'Please check the highlighted fields.';
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export async function readDocument(
  db: Db,
  viewer: LoadedUser | undefined,
  document: LegalDocumentName,
  query: { lang?: Language; version?: number; sr?: string },
) {
  const found = await store.publishedVersion(db, document, query.version);
  if (!found) throw notFound('This version does not exist.');
  const language = query.lang ?? 'en';
  const localized = language === 'en' ? found.body_en : language === 'es' ? found.body_es : found.body_fr;
  const companies = new Set<number>();
  if (viewer) {
    for (const id of await store.appliedCompanies(db, viewer.user_id)) companies.add(id);
    for (const role of viewer.roles) companies.add(role.account_id);
  }
  if (query.sr) {
    const owner = await store.requisitionCompany(db, query.sr);
    if (owner !== undefined) companies.add(owner);
  }
  return {
    document,
    version: found.version,
    effective_on: found.effective_on,
    language: localized ? language : ('en' as const),
    body: localized || found.body_en,
    versions: await store.publishedSummaries(db, document),
    company_notices: document === 'privacy' ? await store.companyNotices(db, [...companies]) : [],
  };
}

export async function pendingFor(db: Db, userId: number): Promise<PendingVersion[]> {
  const current = (await store.currentVersions(db)).map(store.asPending);
  return pendingVersions(current, await store.acceptedVersions(db, userId));
}

/** Acceptance of the current versions of `documents`, at account creation or from the notice. */
export async function acceptCurrent(
  db: Db,
  userId: number,
  wanted: { document: LegalDocumentName; version?: number }[],
  ip?: string,
): Promise<void> {
  const current = await store.currentVersions(db);
  for (const want of wanted) {
    const version = current.find((c) => c.document === want.document);
    if (!version) continue;
    if (want.version !== undefined && want.version !== version.version) {
      throw new HttpError(
        409,
        ErrorCode.conflict,
        'A newer version has been published since this page was opened. Read it and accept again.',
      );
    }
    if (await store.recordAcceptance(db, userId, version.legal_document_version_id)) {
      await audit(db, {
        event: 'legal_version_accepted',
        actorUserId: userId,
        subjectUserId: userId,
        ip,
        details: { document: version.document, version: version.version },
      });
    }
  }
}

function judgedVersion(body: SaveVersion): SaveVersion {
  const problems: { prop: string; message: string }[] = [];
  const en = body.body_en.trim();
  if (!DATE.test(body.effective_on) || Number.isNaN(Date.parse(body.effective_on)))
    problems.push({ prop: 'effective_on', message: 'Enter the date this version takes effect.' });
  if (!en) problems.push({ prop: 'body_en', message: 'Enter the English text.' });
  for (const prop of ['body_en', 'body_es', 'body_fr'] as const) {
    if (body[prop].trim().length > MAX_LEGAL_BODY)
      problems.push({ prop, message: `Use at most ${MAX_LEGAL_BODY} characters.` });
  }
  if (problems.length) throw new HttpError(400, ErrorCode.validation, CHECK_FIELDS, problems);
  return { ...body, body_en: en, body_es: body.body_es.trim(), body_fr: body.body_fr.trim() };
}

export async function createVersion(db: Db, admin: LoadedUser, body: SaveVersion) {
  const value = judgedVersion(body);
  return db.transaction().execute(async (trx) => {
    const version = (await store.lockDocument(trx, value.document)) + 1;
    const id = await store.insertVersion(trx, { ...value, version, created_by: admin.user_id });
    await audit(trx, {
      event: value.publish ? 'legal_version_published' : 'legal_version_drafted',
      actorUserId: admin.user_id,
      details: { document: value.document, version },
    });
    return (await store.adminVersions(trx, id))[0]!;
  });
}

export async function publishVersion(db: Db, admin: LoadedUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const [found] = await store.adminVersions(trx, id);
    if (!found) throw notFound('This version does not exist.');
    if (found.published_at) return found;
    await store.lockDocument(trx, found.document);
    const newerPublished = (await store.publishedVersion(trx, found.document))?.version ?? 0;
    if (newerPublished > found.version) {
      throw new HttpError(
        409,
        ErrorCode.conflict,
        'A newer version of this document is already published; write a new version instead.',
      );
    }
    await store.markPublished(trx, id);
    await audit(trx, {
      event: 'legal_version_published',
      actorUserId: admin.user_id,
      details: { document: found.document, version: found.version },
    });
    return (await store.adminVersions(trx, id))[0]!;
  });
}

// The notice's endpoints name the company; their 'company-settings' permission checks it (server/http/endpoint-access.ts).
export async function readNotice(db: Db, accountId: number) {
  const found = await store.privacyNotice(db, accountId);
  return found ?? { account_id: accountId, body: '', updated_at: null };
}

export async function saveNotice(db: Db, viewer: LoadedUser, accountId: number, body: string) {
  const text = body.trim();
  if (text.length > MAX_PRIVACY_NOTICE)
    throw new HttpError(400, ErrorCode.validation, CHECK_FIELDS, [
      { prop: 'body', message: `Use at most ${MAX_PRIVACY_NOTICE} characters.` },
    ]);
  await db.transaction().execute(async (trx) => {
    await store.setPrivacyNotice(trx, accountId, text, viewer.user_id);
    await audit(trx, {
      event: text ? 'privacy_notice_saved' : 'privacy_notice_removed',
      actorUserId: viewer.user_id,
      accountId,
    });
  });
  return readNotice(db, accountId);
}
