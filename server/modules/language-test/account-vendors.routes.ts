/**
 * Turning vendors on and off for a company (contracts/vendors.ts). Vendor 1 is the language test:
 * on, the plan editor offers language-test activities and candidates can take them; off, the
 * plan editor answers 409 and candidates' language-test calls answer 409 (language-test.service.ts)
 * until it is on again. Turning off keeps every stored result. The company's owner or admin (a
 * role with company_settings_access) and the provider admin decide; another company's staff get
 * 404, the company's other staff 403.
 */
import type { FastifyInstance } from 'fastify';
import { hasFlag } from '../../../contracts/access.ts';
import * as vendors from '../../../contracts/vendors.ts';
import type { AccountVendors } from '../../../contracts/vendors.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';

/** The accounts the viewer manages: every account for the provider admin, else those where a role grants company settings. */
function managedAccountIds(viewer: LoadedUser): number[] | 'all' {
  // What is returned, not a company check: the provider admin's list is every company.
  if (viewer.is_jf_admin) return 'all';
  return [...new Set(viewer.roles.map((r) => r.account_id))].filter((id) =>
    hasFlag(viewer, 'company_settings_access', id),
  );
}

export async function readAccountVendors(db: Db, accountIds: readonly number[] | 'all'): Promise<AccountVendors[]> {
  if (accountIds !== 'all' && accountIds.length === 0) return [];
  let accountQuery = db.selectFrom('accounts').select(['account_id', 'name']).orderBy('name').orderBy('account_id');
  if (accountIds !== 'all') accountQuery = accountQuery.where('account_id', 'in', [...accountIds]);
  const accounts = await accountQuery.execute();
  if (accounts.length === 0) return [];
  const ids = accounts.map((a) => a.account_id);
  const [allVendors, enabled, activities] = await Promise.all([
    db.selectFrom('vendors').select(['vendor_id', 'name']).orderBy('vendor_id').execute(),
    db
      .selectFrom('account_vendors')
      .select(['account_id', 'vendor_id', 'adapter', 'created_at'])
      .where('account_id', 'in', ids)
      .execute(),
    db
      .selectFrom('vendor_assessments as va')
      .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'va.job_step_activity_id')
      .innerJoin('job_steps as s', 's.job_step_id', 'jsa.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 's.job_id')
      .select([
        'j.account_id',
        'va.vendor_id',
        (eb) => eb.fn.count<string>('jsa.job_step_activity_id').distinct().as('n'),
      ])
      .where('j.account_id', 'in', ids)
      .where('j.deleted_at', 'is', null)
      .groupBy(['j.account_id', 'va.vendor_id'])
      .execute(),
  ]);
  return accounts.map((account) => ({
    account_id: account.account_id,
    account_name: account.name,
    vendors: allVendors.map((vendor) => {
      const row = enabled.find((e) => e.account_id === account.account_id && e.vendor_id === vendor.vendor_id);
      const used = activities.find((a) => a.account_id === account.account_id && a.vendor_id === vendor.vendor_id);
      return {
        vendor_id: vendor.vendor_id,
        name: vendor.name,
        enabled: row !== undefined,
        adapter: row?.adapter ?? null,
        enabled_at: row ? new Date(row.created_at).toISOString() : null,
        activity_count: Number(used?.n ?? 0),
      };
    }),
  }));
}

/** `accountId`: the company the endpoint's 'company-settings' permission checked (server/http/endpoint-access.ts). */
export async function setAccountVendor(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  vendorId: number,
  enabled: boolean,
  ip: string,
): Promise<AccountVendors> {
  const vendor = await db
    .selectFrom('vendors')
    .select('vendor_id')
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  if (!vendor) throw notFound('Vendor not found');

  await db.transaction().execute(async (trx) => {
    if (enabled) {
      // Idempotent: turning on a vendor that is on keeps its adapter and date.
      const inserted = await trx
        .insertInto('account_vendors')
        .values({ account_id: accountId, vendor_id: vendorId })
        .onConflict((oc) => oc.doNothing())
        .returning('vendor_id')
        .execute();
      if (inserted.length > 0)
        await audit(trx, {
          event: 'account_vendor_enabled',
          actorUserId: viewer.user_id,
          accountId,
          ip,
          details: { vendor_id: vendorId },
        });
    } else {
      const removed = await trx
        .deleteFrom('account_vendors')
        .where('account_id', '=', accountId)
        .where('vendor_id', '=', vendorId)
        .returning('vendor_id')
        .execute();
      if (removed.length > 0)
        await audit(trx, {
          event: 'account_vendor_disabled',
          actorUserId: viewer.user_id,
          accountId,
          ip,
          details: { vendor_id: vendorId },
        });
    }
  });
  return (await readAccountVendors(db, [accountId]))[0]!;
}

export function registerAccountVendorRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, vendors.listAccountVendors, async ({ request }) => {
    const viewer = requireUser(request);
    const managed = managedAccountIds(viewer);
    if (managed !== 'all' && managed.length === 0) throw forbidden();
    return readAccountVendors(db, managed);
  });
  registerEndpoint(app, db, vendors.setAccountVendor, async ({ params, body, request }) =>
    setAccountVendor(db, requireUser(request), checkedCompany(request), params.vendorId, body.enabled, request.ip),
  );
}
