/**
 * Provider admins manage a company's integrations (decision D145): the API key is made here,
 * returned once and kept only as its SHA-256 hash; rotating replaces it, revoking ends it and
 * cancels the orders no candidate has started. The job map sends the ATS's job ids to the
 * company's own requisitions; an id of another company's job is a field error.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AtsIntegration, AtsIntegrationBody } from '../../../contracts/ats-integrations.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import * as store from './ats-integrations.store.ts';
import { audit } from '../../audit/audit-trail.ts';

export const KEY_PREFIX = 'assay_ats_';

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function newKey(): { key: string; hash: string; hint: string } {
  const key = KEY_PREFIX + randomBytes(24).toString('base64url');
  return { key, hash: hashKey(key), hint: key.slice(-4) };
}

const fieldError = (errors: { prop: string; message: string }[]) =>
  new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);

/** The body's job map as job ids of the company; unknown or foreign uuids and repeated ATS job ids are field errors. */
async function resolveMaps(db: Db, accountId: number, body: AtsIntegrationBody) {
  const jobs = new Map((await store.requisitionsOf(db, accountId)).map((j) => [j.job_uuid, j.job_id]));
  const errors: { prop: string; message: string }[] = [];
  const seen = new Set<string>();
  const maps = body.job_maps.map((m, i) => {
    const jobId = jobs.get(m.job_uuid);
    if (jobId === undefined)
      errors.push({ prop: `job_maps.${i}.job_uuid`, message: 'Choose one of this company’s requisitions' });
    if (seen.has(m.external_job_id))
      errors.push({ prop: `job_maps.${i}.external_job_id`, message: 'This job id is mapped twice' });
    seen.add(m.external_job_id);
    return { external_job_id: m.external_job_id, job_id: jobId ?? 0 };
  });
  if (errors.length > 0) throw fieldError(errors);
  return maps;
}

async function readOne(db: Db, accountId: number, integrationId: number): Promise<AtsIntegration> {
  const [integration] = await store.listIntegrations(db, accountId, integrationId);
  if (!integration) throw notFound('Integration not found');
  return integration;
}

async function requireIntegration(db: Db, integrationId: number) {
  const row = await store.findIntegration(db, integrationId);
  if (!row) throw notFound('Integration not found');
  return row;
}

// The company these name is checked by their 'provider-admin-company' permission (server/http/endpoint-access.ts).
export async function listIntegrations(db: Db, accountId: number): Promise<AtsIntegration[]> {
  return store.listIntegrations(db, accountId);
}

export async function listRequisitions(db: Db, accountId: number) {
  return (await store.requisitionsOf(db, accountId)).map(({ job_uuid, title, is_accepting_applications }) => ({
    job_uuid,
    title,
    is_accepting_applications,
  }));
}

export async function createIntegration(db: Db, adminId: number, body: AtsIntegrationBody & { account_id: number }) {
  return db.transaction().execute(async (trx) => {
    const maps = await resolveMaps(trx, body.account_id, body);
    const key = newKey();
    const row = await trx
      .insertInto('ats_integrations')
      .values({
        account_id: body.account_id,
        name: body.name,
        key_hash: key.hash,
        key_hint: key.hint,
        created_by: adminId,
      })
      .returning('integration_id')
      .executeTakeFirstOrThrow();
    await store.replaceJobMaps(trx, row.integration_id, maps);
    const integration = await readOne(trx, body.account_id, row.integration_id);
    await auditChange(trx, 'ats_integration_created', adminId, integration);
    return { integration, api_key: key.key };
  });
}

export async function updateIntegration(
  db: Db,
  adminId: number,
  integrationId: number,
  body: AtsIntegrationBody,
): Promise<AtsIntegration> {
  return db.transaction().execute(async (trx) => {
    const row = await requireIntegration(trx, integrationId);
    const before = await readOne(trx, row.account_id, integrationId);
    const maps = await resolveMaps(trx, row.account_id, body);
    await trx
      .updateTable('ats_integrations')
      .set({ name: body.name, updated_at: sql<Date>`now()` })
      .where('integration_id', '=', integrationId)
      .execute();
    await store.replaceJobMaps(trx, integrationId, maps);
    const after = await readOne(trx, row.account_id, integrationId);
    await auditChange(trx, 'ats_integration_changed', adminId, after, {
      before: { name: before.name, job_maps: jobMapsOf(before) },
    });
    return after;
  });
}

/** A new key; a revoked integration comes back to life with it (its cancelled orders stay cancelled). */
export async function rotateKey(db: Db, adminId: number, integrationId: number) {
  return db.transaction().execute(async (trx) => {
    const row = await requireIntegration(trx, integrationId);
    const key = newKey();
    await trx
      .updateTable('ats_integrations')
      .set({ key_hash: key.hash, key_hint: key.hint, revoked_at: null, updated_at: sql<Date>`now()` })
      .where('integration_id', '=', integrationId)
      .execute();
    const integration = await readOne(trx, row.account_id, integrationId);
    await auditChange(trx, 'ats_key_rotated', adminId, integration);
    return { integration, api_key: key.key };
  });
}

export async function revokeIntegration(db: Db, adminId: number, integrationId: number): Promise<AtsIntegration> {
  return db.transaction().execute(async (trx) => {
    const row = await requireIntegration(trx, integrationId);
    if (row.revoked_at === null) {
      await trx
        .updateTable('ats_integrations')
        .set({ revoked_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('integration_id', '=', integrationId)
        .execute();
      await store.cancelOpenOrders(trx, integrationId);
    }
    const integration = await readOne(trx, row.account_id, integrationId);
    if (row.revoked_at === null) await auditChange(trx, 'ats_integration_revoked', adminId, integration);
    return integration;
  });
}

const jobMapsOf = (integration: AtsIntegration) =>
  integration.job_maps.map((m) => ({ external_job_id: m.external_job_id, job_title: m.job_title }));

/** The audit trail's line for a change to an integration: its name and job maps, never its key (only the key's last characters). */
async function auditChange(
  db: Db,
  event: 'ats_integration_created' | 'ats_integration_changed' | 'ats_key_rotated' | 'ats_integration_revoked',
  adminId: number,
  integration: AtsIntegration,
  extra: Record<string, unknown> = {},
) {
  const details = {
    integration_id: integration.integration_id,
    name: integration.name,
    key_hint: integration.key_hint,
    job_maps: jobMapsOf(integration),
    ...extra,
  };
  await audit(db, { event, actorUserId: adminId, accountId: integration.account_id, details });
}
