/**
 * The welcome mail of an applicant import (decision D160): each account the import makes gets one
 * mail through the outbox, in the applicant's language when the file gave one (D166), else the
 * company's, with a one-time link to choose a password
 * (the link of staff and pathway invitations). Only accounts a batch really
 * inserted are mailed, in that batch's transaction, so importing the same file again (or a
 * retried job) finds the accounts and mails nobody.
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMails } from '../../integrations/mail-template/templated-mail.ts';
import { newOpaqueToken } from '../../secrets/opaque-token.ts';
import { insertInvitation } from '../staff-users/index.ts';
import type { ImportedAccount } from './applicant-import.store.ts';

export const APPLICANT_WELCOME_DAYS = 14;

export interface ImportRun {
  publicUrl: Config['publicUrl'];
  /** The staff member who started the import; null once their account is gone. */
  importedBy: number | null;
}

export async function welcomeImportedApplicants(
  trx: Db,
  accountId: number,
  jobId: number,
  accounts: readonly ImportedAccount[],
  run: ImportRun,
): Promise<void> {
  if (accounts.length === 0) return;
  const company = await trx
    .selectFrom('accounts')
    .innerJoin('jobs', 'jobs.account_id', 'accounts.account_id')
    .select(['accounts.name', 'accounts.default_language', 'jobs.title'])
    .where('accounts.account_id', '=', accountId)
    .where('jobs.job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  const mails = [];
  for (const account of accounts) {
    const token = newOpaqueToken();
    await insertInvitation(trx, {
      userId: account.user_id,
      accountId,
      invitedBy: run.importedBy,
      token,
      days: APPLICANT_WELCOME_DAYS,
    });
    mails.push({
      slug: 'applicant_welcome' as const,
      to: account.email,
      language: account.preferred_language ?? company.default_language,
      values: {
        first_name: account.first_name,
        last_name: account.last_name,
        company_name: company.name,
        job_name: company.title,
        start_link: `${run.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`,
        link_days: String(APPLICANT_WELCOME_DAYS),
      },
      purpose: { reason: 'applicant_welcome' as const, accountId },
    });
  }
  await queueMail(trx, await templatedMails(trx, mails));
}
