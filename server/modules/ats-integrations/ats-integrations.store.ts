/** The only SQL of the ATS integrations (migration 0069): integrations, job maps, orders, result deliveries. */
import { sql } from 'kysely';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { AtsDelivery, AtsIntegration } from '../../../contracts/ats-integrations.ts';
import type { Db } from '../../db/database.ts';

export async function findIntegration(db: Db, integrationId: number) {
  return db.selectFrom('ats_integrations').selectAll().where('integration_id', '=', integrationId).executeTakeFirst();
}

export async function findIntegrationByKeyHash(db: Db, keyHash: string) {
  return db
    .selectFrom('ats_integrations')
    .selectAll()
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The company's requisitions (never job profiles or pathways), newest first. */
export async function requisitionsOf(db: Db, accountId: number) {
  return db
    .selectFrom('jobs')
    .select(['uuid as job_uuid', 'title', 'job_id', 'is_accepting_applications'])
    .where('account_id', '=', accountId)
    .where('job_type_id', '=', JOB_TYPE.requisition)
    .orderBy('created_at', 'desc')
    .orderBy('job_id', 'desc')
    .execute();
}

function toDelivery(row: {
  order_uuid: string;
  external_application_id: string;
  status: AtsDelivery['status'];
  attempts: number;
  last_http_status: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
}): AtsDelivery {
  return { ...row, last_attempt_at: row.last_attempt_at ? new Date(row.last_attempt_at).toISOString() : null };
}

export async function listIntegrations(db: Db, accountId: number, only?: number): Promise<AtsIntegration[]> {
  let query = db.selectFrom('ats_integrations').selectAll().where('account_id', '=', accountId);
  if (only !== undefined) query = query.where('integration_id', '=', only);
  const rows = await query.orderBy('created_at').orderBy('integration_id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.integration_id);
  const maps = await db
    .selectFrom('ats_job_maps as m')
    .innerJoin('jobs as j', 'j.job_id', 'm.job_id')
    .select(['m.integration_id', 'm.external_job_id', 'j.uuid as job_uuid', 'j.title as job_title'])
    .where('m.integration_id', 'in', ids)
    .orderBy('m.external_job_id')
    .execute();
  const counts = await db
    .selectFrom('ats_orders')
    .select(['integration_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('integration_id', 'in', ids)
    .groupBy('integration_id')
    .execute();
  const deliveries = await db
    .selectFrom('ats_result_deliveries as d')
    .innerJoin('ats_orders as o', 'o.order_uuid', 'd.order_uuid')
    .select([
      'o.integration_id',
      'd.order_uuid',
      'o.external_application_id',
      'd.status',
      'd.attempts',
      'd.last_http_status',
      'd.last_error',
      'd.last_attempt_at',
    ])
    .distinctOn('o.integration_id')
    .where('o.integration_id', 'in', ids)
    .orderBy('o.integration_id')
    .orderBy(sql`coalesce(d.last_attempt_at, d.created_at)`, 'desc')
    .orderBy('d.delivery_id', 'desc')
    .execute();
  return rows.map((row) => {
    const delivery = deliveries.find((d) => d.integration_id === row.integration_id);
    return {
      integration_id: row.integration_id,
      account_id: row.account_id,
      name: row.name,
      key_hint: row.key_hint,
      is_revoked: row.revoked_at !== null,
      created_at: new Date(row.created_at).toISOString(),
      job_maps: maps
        .filter((m) => m.integration_id === row.integration_id)
        .map(({ external_job_id, job_uuid, job_title }) => ({ external_job_id, job_uuid, job_title })),
      order_count: Number(counts.find((c) => c.integration_id === row.integration_id)?.n ?? 0),
      last_delivery: delivery ? toDelivery(delivery) : null,
    };
  });
}

export async function replaceJobMaps(
  db: Db,
  integrationId: number,
  maps: readonly { external_job_id: string; job_id: number }[],
): Promise<void> {
  await db.deleteFrom('ats_job_maps').where('integration_id', '=', integrationId).execute();
  if (maps.length > 0)
    await db
      .insertInto('ats_job_maps')
      .values(maps.map((m) => ({ integration_id: integrationId, ...m })))
      .execute();
}

export async function mappedJob(db: Db, integrationId: number, externalJobId: string) {
  return db
    .selectFrom('ats_job_maps as m')
    .innerJoin('jobs as j', 'j.job_id', 'm.job_id')
    .select(['j.job_id', 'j.account_id', 'j.job_type_id'])
    .where('m.integration_id', '=', integrationId)
    .where('m.external_job_id', '=', externalJobId)
    .executeTakeFirst();
}

export async function jobByUuid(db: Db, uuid: string) {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'account_id', 'job_type_id'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

export async function findOrderOf(db: Db, integrationId: number, externalApplicationId: string) {
  return db
    .selectFrom('ats_orders')
    .selectAll()
    .where('integration_id', '=', integrationId)
    .where('external_application_id', '=', externalApplicationId)
    .executeTakeFirst();
}

/** The order with what the candidate's page shows, or undefined. */
export async function findOrder(db: Db, orderUuid: string) {
  return db
    .selectFrom('ats_orders as o')
    .innerJoin('ats_integrations as i', 'i.integration_id', 'o.integration_id')
    .innerJoin('jobs as j', 'j.job_id', 'o.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select([
      'o.order_uuid',
      'o.integration_id',
      'o.job_id',
      'o.external_application_id',
      'o.first_name',
      'o.email',
      'o.ref_id',
      'o.status',
      'o.return_link',
    ])
    .select([
      'i.name as ats_name',
      'i.account_id',
      'j.uuid as job_uuid',
      'j.title as job_title',
      'a.name as account_name',
    ])
    .where('o.order_uuid', '=', orderUuid)
    .executeTakeFirst();
}

/** The candidate's newest tracker for the job that staff have not removed. */
export async function newestTrackerOf(db: Db, userId: number, jobId: number) {
  return db
    .selectFrom('user_trackers')
    .select(['ref_id', 'external_application_id'])
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .where('removed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('user_step_tracker_id', 'desc')
    .executeTakeFirst();
}

export async function cancelOpenOrders(db: Db, integrationId: number): Promise<void> {
  await db
    .updateTable('ats_orders')
    .set({ status: 'cancelled' })
    .where('integration_id', '=', integrationId)
    .where('status', '=', 'open')
    .execute();
}

/** The started order of a tracker, with what its result needs. */
export async function orderOfTracker(db: Db, refId: string) {
  return db
    .selectFrom('ats_orders as o')
    .innerJoin('ats_integrations as i', 'i.integration_id', 'o.integration_id')
    .select(['o.order_uuid', 'o.status', 'o.return_link', 'i.name as ats_name'])
    .where('o.ref_id', '=', refId)
    .where('o.status', 'in', ['started', 'completed'])
    .orderBy('o.created_at', 'desc')
    .executeTakeFirst();
}
