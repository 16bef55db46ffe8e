/**
 * Rules for the provider's customers: a new company comes with its owner's invitation (the staff
 * invitation of staff-users, in the same transaction), company names are unique, and suspending a
 * company ends the sessions of staff who have no other company in service. Every change is audited.
 */
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import type { CreateCustomer, Customer } from '../../../contracts/customers.ts';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError } from '../../http/http-error.ts';
import { companyNotFound } from '../../http/account-access.ts';
import { revokeAllForUser } from '../auth/index.ts';
import { audit } from '../../audit/audit-trail.ts';
import { inviteStaffIn } from '../staff-users/index.ts';
import * as store from './customers.store.ts';
import { seedDefaultReasons } from '../company-reasons/index.ts';
import { addDefaultOfferSetup } from '../offer-letter/index.ts';

const ownerFlags = Object.fromEntries(ROLE_FLAGS.map((f) => [f, true])) as RoleFlags;

/**
 * The customer, to answer with. Endpoints naming one check that it exists by their
 * 'provider-admin-company' permission (server/http/endpoint-access.ts), so the services change it
 * without asking first.
 */
export async function requireCustomer(db: Db, accountId: number): Promise<Customer> {
  const customer = await store.findCustomer(db, accountId);
  if (!customer) throw companyNotFound();
  return customer;
}

/** `stepUp`: the method of the admin's proof (D262, D283), kept in the entry. */
export async function createCustomer(
  db: Db,
  config: Config,
  adminId: number,
  body: CreateCustomer,
  stepUp: string,
): Promise<Customer> {
  const accountId = await db.transaction().execute(async (trx) => {
    if (await store.nameTaken(trx, body.name)) {
      const message = 'A company with this name already exists.';
      throw new HttpError(409, ErrorCode.companyNameTaken, message, [{ prop: 'name', message }]);
    }
    const id = await store.insertAccount(trx, { name: body.name, company_size: body.company_size });
    await seedDefaultReasons(trx, id);
    await addDefaultOfferSetup(trx, id);
    for (const flag of new Set(body.feature_flags)) await store.setPreference(trx, id, flag, '1');
    await inviteStaffIn(trx, config, id, adminId, {
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
      flags: ownerFlags,
    });
    await audit(trx, {
      event: 'customer_created',
      actorUserId: adminId,
      accountId: id,
      details: { name: body.name, feature_flags: body.feature_flags, step_up: stepUp },
    });
    return id;
  });
  return requireCustomer(db, accountId);
}

/** `stepUp`: the method of the admin's proof (D262), kept in the entry. */
export async function setSuspended(
  db: Db,
  adminId: number,
  accountId: number,
  suspended: boolean,
  stepUp: string,
): Promise<Customer> {
  await db.transaction().execute(async (trx) => {
    await store.setSuspended(trx, accountId, suspended);
    if (suspended)
      for (const userId of await store.staffWithoutCompany(trx, accountId)) await revokeAllForUser(trx, userId);
    await audit(trx, {
      event: suspended ? 'customer_suspended' : 'customer_reinstated',
      actorUserId: adminId,
      accountId,
      details: { step_up: stepUp },
    });
  });
  return requireCustomer(db, accountId);
}

export async function setPreference(
  db: Db,
  adminId: number,
  accountId: number,
  keyname: string,
  value: string | undefined,
  stepUp: string,
): Promise<Customer> {
  const before = await store.preferenceValue(db, accountId, keyname);
  if (value === undefined) await store.deletePreference(db, accountId, keyname);
  else await store.setPreference(db, accountId, keyname, value);
  if (before !== value) {
    await audit(db, {
      event: value === undefined ? 'account_preference_removed' : 'account_preference_set',
      actorUserId: adminId,
      accountId,
      details: { keyname, before: before ?? null, value: value ?? null, step_up: stepUp },
    });
  }
  return requireCustomer(db, accountId);
}
