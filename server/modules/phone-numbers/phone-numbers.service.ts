/**
 * A company's phone numbers (contracts/phone-numbers.ts): judged whole before anything is written,
 * one transaction per change, each change audited. A number is listed once per company.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  phoneNumberProblems,
  type ListPhoneNumbers,
  type PhoneNumber,
  type SavePhoneNumber,
} from '../../../contracts/phone-numbers.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { assertNoProblems, HttpError } from '../../http/http-error.ts';
import { resourceNotFound } from '../../http/resource-access.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './phone-numbers.store.ts';

/** The number, locked (the access layer checked its company through the endpoint's `resource`; it may have gone since). */
async function lockedNumber(db: Db, id: number): Promise<PhoneNumber> {
  const found = await store.numberById(db, id, true);
  if (!found) throw resourceNotFound('phone-number');
  return found;
}

function judged(body: SavePhoneNumber): SavePhoneNumber {
  const { value, problems } = phoneNumberProblems(body);
  assertNoProblems(problems);
  return value;
}

async function assertNumberFree(db: Db, accountId: number, phoneNumber: string, exceptId?: number) {
  if (await store.numberTaken(db, accountId, phoneNumber, exceptId)) {
    throw new HttpError(409, ErrorCode.nameTaken, 'This number is already listed.', [
      { prop: 'phone_number', message: 'This number is already listed.' },
    ]);
  }
}

// Every endpoint is checked by its 'company-settings' permission (server/http/endpoint-access.ts): the company named, or the number's.
export async function listNumbers(db: Db, query: ListPhoneNumbers) {
  return store.listNumbers(db, query);
}

export async function createNumber(db: Db, viewer: LoadedUser, body: SavePhoneNumber & { account_id: number }) {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, body.account_id);
    await assertNumberFree(trx, body.account_id, value.phone_number);
    const id = await store.insertNumber(trx, body.account_id, value);
    await audit(trx, {
      event: 'phone_number_added',
      actorUserId: viewer.user_id,
      accountId: body.account_id,
      details: { phone_number_id: id, label: value.label },
    });
    return (await store.numberById(trx, id))!;
  });
}

export async function updateNumber(db: Db, viewer: LoadedUser, id: number, body: SavePhoneNumber) {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    const found = await lockedNumber(trx, id);
    await assertNumberFree(trx, found.account_id, value.phone_number, id);
    if (value.label !== found.label || value.phone_number !== found.phone_number) {
      await store.updateNumber(trx, id, value);
      await audit(trx, {
        event: 'phone_number_changed',
        actorUserId: viewer.user_id,
        accountId: found.account_id,
        details: { phone_number_id: id },
      });
    }
    return (await store.numberById(trx, id))!;
  });
}

export async function toggleNumber(db: Db, viewer: LoadedUser, id: number, isActive: boolean) {
  return db.transaction().execute(async (trx) => {
    const found = await lockedNumber(trx, id);
    if (found.is_active !== isActive) {
      await store.updateNumber(trx, id, { is_active: isActive });
      await audit(trx, {
        event: isActive ? 'phone_number_activated' : 'phone_number_deactivated',
        actorUserId: viewer.user_id,
        accountId: found.account_id,
        details: { phone_number_id: id },
      });
    }
    return (await store.numberById(trx, id))!;
  });
}
