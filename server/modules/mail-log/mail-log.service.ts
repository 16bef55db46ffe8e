/**
 * Who reads which mail: provider admins every mail; a company's staff with company settings
 * access their company's only (server/http/account-access.ts). A mail of another company answers
 * 404, as an unknown one does, so its existence is not revealed.
 */
import {
  MAIL_LOG_PAGE_SIZE,
  type AdminMailLogFilters,
  type CompanyMailLogFilters,
  type MailLogMail,
  type MailLogPage,
} from '../../../contracts/mail-log.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import * as store from './mail-log.store.ts';

const mailNotFound = () => notFound('Mail not found');

async function page(
  db: Db,
  isDeliveryOn: boolean,
  accountId: number | undefined,
  query: AdminMailLogFilters,
): Promise<MailLogPage> {
  const pageNumber = query.page ?? 1;
  const pageSize = query.page_size ?? MAIL_LOG_PAGE_SIZE;
  const { rows, count } = await store.listMails(db, {
    accountId,
    status: query.status,
    search: query.search || undefined,
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
  });
  return { data: rows, count, page: pageNumber, page_size: pageSize, is_delivery_on: isDeliveryOn };
}

export async function listAllMail(db: Db, isDeliveryOn: boolean, query: AdminMailLogFilters): Promise<MailLogPage> {
  const [result, companies] = await Promise.all([
    page(db, isDeliveryOn, query.account_id, query),
    store.companiesWithMail(db),
  ]);
  return { ...result, companies };
}

export async function readAnyMail(db: Db, mailId: number): Promise<MailLogMail> {
  const mail = await store.findMail(db, mailId);
  if (!mail) throw mailNotFound();
  return mail;
}

// `accountId`: the company the endpoints' 'company-settings' permission checked (server/http/endpoint-access.ts).
export async function listCompanyMail(
  db: Db,
  isDeliveryOn: boolean,
  accountId: number,
  query: CompanyMailLogFilters,
): Promise<MailLogPage> {
  return page(db, isDeliveryOn, accountId, query);
}

export async function readCompanyMail(db: Db, accountId: number, mailId: number): Promise<MailLogMail> {
  const mail = await store.findMail(db, mailId);
  if (!mail || mail.account_id !== accountId) throw mailNotFound();
  return mail;
}
