/** The candidate notice's SQL (D208): one row of texts per company, with its lead time (D297). */
import {
  NOTICE_LANGUAGES,
  type CandidateNotice,
  type NoticeLeadTime,
  type NoticeTexts,
} from '../../../contracts/candidate-notice.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { latestToday } from '../../../contracts/experience-dates.ts';
import type { Db } from '../../db/database.ts';
import { WordedFieldError, type RefusalWords } from '../../http/http-error.ts';
import { noticeLeadTime } from './notice-lead-time.ts';

const asTexts = (raw: unknown): NoticeTexts => {
  const t = (raw ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    NOTICE_LANGUAGES.map((l) => [l, typeof t[l] === 'string' && t[l] !== '' ? t[l] : null]),
  ) as NoticeTexts;
};

export async function noticeTexts(db: Db, accountId: number): Promise<NoticeTexts> {
  const row = await db
    .selectFrom('candidate_notices')
    .select('texts')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return asTexts(row?.texts);
}

/** What the company asks of its timed tests: full screen (D431) and the camera check by consent (D455); no row: neither. */
export interface TimedTestAsks {
  ask_full_screen: boolean;
  ask_camera_check: boolean;
}

/** What a company asks of its timed tests (D431, D455); no row: neither. */
export async function timedTestAsks(db: Db, accountId: number): Promise<TimedTestAsks> {
  const row = await db
    .selectFrom('candidate_notices')
    .select(['ask_full_screen', 'ask_camera_check'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { ask_full_screen: row?.ask_full_screen === true, ask_camera_check: row?.ask_camera_check === true };
}

/** What the company of a job asks of its timed tests (D431, D455). */
export async function timedTestAsksForJob(db: Db, jobId: number): Promise<TimedTestAsks> {
  const row = await db.selectFrom('jobs').select('account_id').where('job_id', '=', jobId).executeTakeFirst();
  return row ? timedTestAsks(db, row.account_id) : { ask_full_screen: false, ask_camera_check: false };
}

/** Whether the company of a job asks that its timed tests fill the screen (D431). */
export async function asksFullScreenForJob(db: Db, jobId: number): Promise<boolean> {
  return (await timedTestAsksForJob(db, jobId)).ask_full_screen;
}

/** The texts, the lead time (D297) and what timed tests ask (D431, D455), as the settings page reads them. */
export async function noticeSettings(db: Db, accountId: number): Promise<CandidateNotice> {
  const [texts, leadTime, asks] = await Promise.all([
    noticeTexts(db, accountId),
    noticeLeadTime(db, accountId),
    timedTestAsks(db, accountId),
  ]);
  return { ...texts, lead_time: leadTime, ...asks };
}

const futureDay: RefusalWords = {
  en: 'The notice cannot have gone up after today.',
  es: 'El aviso no puede haberse publicado después de hoy.',
  fr: 'L’avis ne peut pas avoir été publié après aujourd’hui.',
};

export async function saveNoticeTexts(
  db: Db,
  accountId: number,
  body: NoticeTexts & {
    lead_time?: NoticeLeadTime | undefined;
    ask_full_screen?: boolean | undefined;
    ask_camera_check?: boolean | undefined;
  },
  userId: number,
): Promise<CandidateNotice> {
  const lead = body.lead_time;
  if (lead?.posted_on && lead.posted_on > latestToday())
    throw new WordedFieldError(400, ErrorCode.validation, 'lead_time.posted_on', futureDay);
  const json = JSON.stringify(asTexts(body));
  const leadColumns = {
    ...(lead ? { lead_time_held: lead.held, posted_on: lead.posted_on } : {}),
    ...(body.ask_full_screen === undefined ? {} : { ask_full_screen: body.ask_full_screen }),
    ...(body.ask_camera_check === undefined ? {} : { ask_camera_check: body.ask_camera_check }),
  };
  await db
    .insertInto('candidate_notices')
    .values({ account_id: accountId, texts: json, updated_by: userId, ...leadColumns })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({ texts: json, updated_by: userId, updated_at: new Date(), ...leadColumns }),
    )
    .execute();
  return noticeSettings(db, accountId);
}
