/**
 * NYC Local Law 144's lead time, enforced where a company holds it (D297): a requisition whose plan
 * assesses or scores the candidate (contracts/candidate-notice-rules.ts) opens to candidates only
 * once the candidate notice has stood 10 business days. Checked when staff publish a requisition
 * or open it again to applications; a requisition already open stays open, but an assessment added
 * to it waits for the lead time as opening would (D308). The refusal is in the reader's language.
 * Business days skip New York's public holidays (D307).
 */
import { sql } from 'kysely';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  isScoredActivityType,
  SCORED_ACTIVITY_TYPES,
  toolUsableFrom,
  type NoticeLeadTime,
} from '../../../contracts/candidate-notice.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { WordedFieldError, type RefusalWords } from '../../http/http-error.ts';

/** The company's lead-time setting: not held unless it asked. */
export async function noticeLeadTime(db: Db, accountId: number): Promise<NoticeLeadTime> {
  const row = await db
    .selectFrom('candidate_notices')
    .select(['lead_time_held', sql<string | null>`to_char(posted_on, 'YYYY-MM-DD')`.as('posted_on')])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { held: row?.lead_time_held ?? false, posted_on: row?.posted_on ?? null };
}

const dayIn = (day: string, locale: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });

const notPosted: RefusalWords = {
  en: 'This requisition assesses candidates, and your company holds New York City’s notice lead time: give the day the candidate notice went up in its settings. The requisition can open 10 business days after that day.',
  es: 'Esta vacante evalúa a los candidatos y tu empresa aplica el plazo de aviso de la ciudad de Nueva York: indica en la configuración del aviso a los candidatos el día en que lo publicaste. La vacante puede abrirse 10 días hábiles después de ese día.',
  fr: 'Ce poste à pourvoir évalue les candidats et votre entreprise applique le délai de préavis de la ville de New York\u202f: indiquez dans les paramètres de l’avis aux candidats le jour où il a été publié. Le poste peut ouvrir 10 jours ouvrables après ce jour.',
};

const tooEarly = (from: string): RefusalWords => ({
  en: `This requisition assesses candidates, and New York City’s notice lead time holds it until the candidate notice has stood 10 business days: it can open on ${dayIn(from, 'en')}.`,
  es: `Esta vacante evalúa a los candidatos y el plazo de aviso de la ciudad de Nueva York la retiene hasta que el aviso a los candidatos lleve publicado 10 días hábiles: puede abrirse el ${dayIn(from, 'es')}.`,
  fr: `Ce poste à pourvoir évalue les candidats et le délai de préavis de la ville de New York le retient jusqu’à ce que l’avis aux candidats soit publié depuis 10 jours ouvrables\u202f: il peut ouvrir le ${dayIn(from, 'fr')}.`,
});

const addNotPosted: RefusalWords = {
  en: 'This requisition is open and this activity assesses candidates, and your company holds New York City’s notice lead time: give the day the candidate notice went up in its settings. The activity can be added 10 business days after that day.',
  es: 'Esta vacante está abierta y esta actividad evalúa a los candidatos, y tu empresa aplica el plazo de aviso de la ciudad de Nueva York: indica en la configuración del aviso a los candidatos el día en que lo publicaste. La actividad puede añadirse 10 días hábiles después de ese día.',
  fr: 'Ce poste à pourvoir est ouvert, cette activité évalue les candidats et votre entreprise applique le délai de préavis de la ville de New York\u202f: indiquez dans les paramètres de l’avis aux candidats le jour où il a été publié. L’activité peut être ajoutée 10 jours ouvrables après ce jour.',
};

const addTooEarly = (from: string): RefusalWords => ({
  en: `This requisition is open and this activity assesses candidates: New York City’s notice lead time holds it until the candidate notice has stood 10 business days. It can be added on ${dayIn(from, 'en')}.`,
  es: `Esta vacante está abierta y esta actividad evalúa a los candidatos: el plazo de aviso de la ciudad de Nueva York la retiene hasta que el aviso a los candidatos lleve publicado 10 días hábiles. Puede añadirse el ${dayIn(from, 'es')}.`,
  fr: `Ce poste à pourvoir est ouvert et cette activité évalue les candidats\u202f: le délai de préavis de la ville de New York la retient jusqu’à ce que l’avis aux candidats soit publié depuis 10 jours ouvrables. Elle peut être ajoutée le ${dayIn(from, 'fr')}.`,
});

/** Refuses (409 notice_lead_time) when the company holds the lead time and its notice has not stood it by `today`. */
async function refuseBeforeLeadTime(
  db: Db,
  accountId: number,
  today: string,
  words: { notPosted: RefusalWords; tooEarly: (from: string) => RefusalWords },
): Promise<void> {
  const lead = await noticeLeadTime(db, accountId);
  if (!lead.held) return;
  if (lead.posted_on === null) throw new WordedFieldError(409, ErrorCode.noticeLeadTime, 'notice', words.notPosted);
  const from = toolUsableFrom(lead.posted_on);
  if (today < from) throw new WordedFieldError(409, ErrorCode.noticeLeadTime, 'notice', words.tooEarly(from));
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Refuses (409 notice_lead_time) opening a requisition that assesses before the company's notice has stood its lead time. */
export async function checkNoticeLeadTime(
  db: Db,
  job: { job_id: number; account_id: number; job_type_id: number },
  today = todayUtc(),
): Promise<void> {
  // A pathway develops employees; no hiring decision follows it.
  if (job.job_type_id !== JOB_TYPE.requisition) return;
  if (!(await noticeLeadTime(db, job.account_id)).held) return;
  const scored = await db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select('a.job_step_activity_id')
    .where('s.job_id', '=', job.job_id)
    .where('a.activity_type', 'in', SCORED_ACTIVITY_TYPES)
    .limit(1)
    .executeTakeFirst();
  if (!scored) return;
  await refuseBeforeLeadTime(db, job.account_id, today, { notPosted, tooEarly });
}

/**
 * Adding an activity that assesses or scores to a requisition already published (D308): candidates
 * are in it or can apply, and the tool would be used on them before the notice stood its lead time.
 * Refused as opening would be; a draft is checked when it is published, a pathway never.
 */
export async function checkNoticeLeadTimeForAdded(
  db: Db,
  job: { job_id: number; account_id: number; job_type_id: number },
  activityTypes: readonly string[],
  today = todayUtc(),
): Promise<void> {
  if (job.job_type_id !== JOB_TYPE.requisition || !activityTypes.some(isScoredActivityType)) return;
  const row = await db.selectFrom('jobs').select('is_draft').where('job_id', '=', job.job_id).executeTakeFirst();
  if (!row || row.is_draft) return;
  await refuseBeforeLeadTime(db, job.account_id, today, { notPosted: addNotPosted, tooEarly: addTooEarly });
}
