/**
 * The weekly sending of dashboard mailings (D340), an hourly recurring job: each mailing due today
 * (UTC) or earlier is locked, its recipients who still have dashboard access at its company (and
 * may still open its requisition's or custom dashboard, D516) are mailed the dashboard of the seven days before as PDF or CSV (in their language), and its next
 * day is set a week on, in one transaction: a run repeated, or two processes at once, mail nothing
 * twice. A report that no longer exists for the company (the EEOC dashboard turned off) sends
 * nothing that week.
 */
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { queueMail, storeMailFiles, type OutgoingMail } from '../../integrations/mail.ts';
import { asLanguage } from '../../integrations/mail-template/templated-mail.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import { mailedName, MAIL_WORDS, type MailFacts } from './dashboard-mail-words.ts';
import { targetLink, targetOf, targetTables } from './dashboard-mailing-targets.ts';
import { nextWeekday, openersOf, utcDay, weekFilter } from './dashboard-mailings.service.ts';
import * as store from './dashboard-mailings.store.ts';
import { tablesCsv, tablesPdf } from './report-files.ts';
import type { ReportTable } from './report-tables.ts';

async function sendOne(db: Db, publicUrl: string, row: store.MailingRow, today: string): Promise<number> {
  const target = targetOf(row);
  const slug = row.dashboard;
  const filter = weekFilter(row, today);
  const eligible = await store.eligibleRecipients(
    db,
    row.account_id,
    (await store.recipientsOf(db, [row.mailing_id])).map((r) => r.user_id),
  );
  // A requisition's or a custom dashboard's recipients must still be able to open it (D516).
  const openers = await openersOf(
    db,
    row.account_id,
    target,
    eligible.map((r) => r.user_id),
  );
  const recipients = eligible.filter((r) => openers.has(r.user_id));
  const company = await store.companyName(db, row.account_id);
  const files = new Map<Language, number>();
  const mails: OutgoingMail[] = [];
  for (const person of recipients) {
    const language = asLanguage(person.preferred_language);
    const opened = openers.get(person.user_id)!;
    const facts: MailFacts = {
      firstName: person.name.split(' ')[0] ?? '',
      dashboard: mailedName(target, opened, language),
      company,
      period: filter.from_date && filter.to_date ? { from: filter.from_date, to: filter.to_date } : undefined,
      format: row.format === 'pdf' ? 'PDF' : 'CSV',
      link: targetLink(publicUrl, target, filter),
    };
    if (!files.has(language)) {
      let tables: ReportTable[];
      try {
        tables = await targetTables(
          db,
          row.account_id,
          target,
          opened,
          (chart) => weekFilter(row, today, chart),
          language,
        );
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return 0;
        throw error;
      }
      const name = `${slug}-${filter.to_date ?? today}.${row.format}`;
      const content =
        row.format === 'pdf'
          ? Buffer.from(
              await tablesPdf(
                { title: `${facts.dashboard} · ${company}`, subtitle: MAIL_WORDS[language].period(facts) },
                tables,
                language,
              ),
            )
          : Buffer.from(tablesCsv(tables), 'utf8');
      const [fileId] = await storeMailFiles(db, [
        {
          account_id: row.account_id,
          file_name: name,
          content_type: row.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
          content,
        },
      ]);
      files.set(language, fileId!);
    }
    mails.push({
      to: person.email,
      subject: MAIL_WORDS[language].subject(facts),
      text: MAIL_WORDS[language].text(facts),
      purpose: { reason: 'staff_notice', accountId: row.account_id },
      language,
      attachments: [files.get(language)!],
    });
  }
  await queueMail(db, mails);
  return mails.length;
}

/** Sends every mailing due on or before `now`'s UTC day; answers how many mails were queued. */
export async function sendDueMailings(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const today = utcDay(now);
  let sent = 0;
  for (const mailingId of await store.dueMailingIds(db, today)) {
    await db.transaction().execute(async (trx) => {
      const row = await store.lockDueMailing(trx, mailingId, today);
      if (!row) return;
      sent += await sendOne(trx, publicUrl, row, today);
      await store.recordSent(trx, mailingId, today, nextWeekday(today, row.weekday));
    });
  }
  return sent;
}

export const DASHBOARD_MAILINGS_JOB = 'dashboard-mailings';

/** Hourly: a mailing goes out within the hour its weekday begins (UTC). */
export const dashboardMailingsJob = (publicUrl: string): RecurringJob => ({
  kind: DASHBOARD_MAILINGS_JOB,
  everyMs: 60 * 60_000,
  run: async (db) => {
    await sendDueMailings(db, publicUrl);
  },
});
