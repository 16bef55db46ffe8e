/**
 * Reads of a candidate's sensitive material (a recorded answer, a scorecard, an offer letter, the
 * notes of accommodation requests, background checks, an offer's terms, applicants' scores
 * compared, a questionnaire report and the list of them) written into the company's audit log without flooding it
 * (D290, D296, D309, D329, D336, D348):
 * one entry per person, per
 * kind, per thing read (the `about` part of the details: an application, an answer or an offer),
 * per sliding hour. A player's parallel requests (file, poster, captions) and a screen's refetches
 * write one entry: the check and the write are serialised per key, so concurrent requests on
 * PostgreSQL see each other's entry. Called only after the access check and the read succeeded, so
 * a refused request writes nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { audit } from './audit-trail.ts';

/** How long one entry stands for every further read of the same thing by the same person. */
export const READ_AUDIT_WINDOW_MINUTES = 60;

export interface ReadAuditEntry {
  event: string;
  actorUserId: number;
  subjectUserId: number;
  accountId: number;
  /** What was read, matched against earlier entries' details (ids only). */
  about: Record<string, string | number>;
  /** Written with the first entry only: names that help an investigator read it. */
  details?: Record<string, unknown>;
}

function earlier(db: Db, entry: ReadAuditEntry) {
  return db
    .selectFrom('audit_events')
    .select('audit_event_id')
    .where('account_id', '=', entry.accountId)
    .where('event', '=', entry.event)
    .where('actor_user_id', '=', entry.actorUserId)
    .where('occurred_at', '>', sql<Date>`now() - make_interval(mins => ${READ_AUDIT_WINDOW_MINUTES})`)
    .where(sql<boolean>`details @> ${JSON.stringify(entry.about)}::jsonb`)
    .limit(1)
    .executeTakeFirst();
}

/** Writes the entry unless the same person's entry of this kind about the same thing is less than an hour old. */
export async function auditRead(db: Db, entry: ReadAuditEntry): Promise<void> {
  // Most reads come back within the hour: one indexed look-up, no transaction.
  if (await earlier(db, entry)) return;
  const key = `read:${entry.event}:${entry.accountId}:${entry.actorUserId}:${JSON.stringify(entry.about)}`;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    if (await earlier(trx, entry)) return;
    await audit(trx, {
      event: entry.event,
      actorUserId: entry.actorUserId,
      subjectUserId: entry.subjectUserId,
      accountId: entry.accountId,
      details: { ...entry.details, ...entry.about },
    });
  });
}

/** Who read and which application, as the staff API names it (server/http/team-access.ts). */
interface ReadApplication {
  ref_id: string;
  user_smartreq_id: number;
  user_id: number;
  job: { job_id: number; account_id: number; title: string };
}

const applicationDetails = (application: ReadApplication) => ({
  user_smartreq_id: application.user_smartreq_id,
  job_id: application.job.job_id,
  job_title: application.job.title,
});

/** An offer as the entries about it name it: its application and requisition. */
interface AuditedOffer {
  offer_uuid: string;
  ref_id: string;
  user_smartreq_id: number;
  candidate_user_id: number;
  job_id: number;
  account_id: number;
  job_title: string;
}

const offerApplication = (offer: AuditedOffer): ReadApplication => ({
  ref_id: offer.ref_id,
  user_smartreq_id: offer.user_smartreq_id,
  user_id: offer.candidate_user_id,
  job: { job_id: offer.job_id, account_id: offer.account_id, title: offer.job_title },
});

/** Opening an application's scorecard, on the screen or its print view (D290). */
export function auditScorecardRead(db: Db, viewer: { user_id: number }, application: ReadApplication): Promise<void> {
  return auditRead(db, {
    event: 'scorecard_viewed',
    actorUserId: viewer.user_id,
    subjectUserId: application.user_id,
    accountId: application.job.account_id,
    about: { ref_id: application.ref_id },
    details: applicationDetails(application),
  });
}

/**
 * Reading an application's accommodation and alternative-process requests with their notes, which
 * may carry health information (only holders of the private-data permission are shown them, D263),
 * or its background checks and their outcomes (D309).
 */
export function auditApplicationRead(
  db: Db,
  event: 'accommodation_requests_viewed' | 'background_checks_viewed',
  viewer: { user_id: number },
  application: ReadApplication,
): Promise<void> {
  return auditRead(db, {
    event,
    actorUserId: viewer.user_id,
    subjectUserId: application.user_id,
    accountId: application.job.account_id,
    about: { ref_id: application.ref_id },
    details: applicationDetails(application),
  });
}

/**
 * The staff home's list of accommodation requests to decide (D321): no notes, but a candidate's
 * name beside the kinds asked (extra time, a screen reader, an alternative process), which tell of
 * a disability. One entry per application shown, per person and hour, as for the notes (D309).
 */
export async function auditAccommodationsListed(
  db: Db,
  viewer: { user_id: number },
  accountId: number,
  shown: {
    ref_id: string;
    user_smartreq_id: number;
    user_id: number;
    job_id: number;
    job_title: string;
    kinds: string[];
  }[],
): Promise<void> {
  for (const item of shown)
    await auditRead(db, {
      event: 'accommodation_requests_listed',
      actorUserId: viewer.user_id,
      subjectUserId: item.user_id,
      accountId,
      about: { ref_id: item.ref_id },
      details: {
        user_smartreq_id: item.user_smartreq_id,
        job_id: item.job_id,
        job_title: item.job_title,
        kinds: item.kinds,
      },
    });
}

/** Playing or downloading one recorded answer: its file, poster, captions or playback link (D290). */
export function auditVideoAnswerRead(
  db: Db,
  viewer: { user_id: number },
  application: ReadApplication,
  videoAnswerId: number,
): Promise<void> {
  return auditRead(db, {
    event: 'video_answer_viewed',
    actorUserId: viewer.user_id,
    subjectUserId: application.user_id,
    accountId: application.job.account_id,
    about: { video_answer_id: videoAnswerId },
    details: { ref_id: application.ref_id, ...applicationDetails(application) },
  });
}

/**
 * An offer's terms read by staff as data (D329): the offer itself, the application's offers panel
 * (one entry per offer shown) and a draft's candidate mail preview. Its field values carry the pay,
 * the start date and the like, as the letter does (D296), so the log says who saw them. A
 * separate kind from `offer_document_viewed`: no letter was opened.
 */
export function auditOfferRead(db: Db, viewer: { user_id: number }, offer: AuditedOffer): Promise<void> {
  return auditRead(db, {
    event: 'offer_viewed',
    actorUserId: viewer.user_id,
    subjectUserId: offer.candidate_user_id,
    accountId: offer.account_id,
    about: { offer_uuid: offer.offer_uuid },
    details: { ref_id: offer.ref_id, ...applicationDetails(offerApplication(offer)) },
  });
}

/**
 * Applicants compared side by side (D329): each one's attribute scores, personality scales among
 * them, beside the fit and predictive scores, as on their scorecard (D290). One entry per
 * applicant shown, per person and hour.
 */
export async function auditApplicantsCompared(
  db: Db,
  viewer: { user_id: number },
  job: { job_id: number; account_id: number; title: string },
  shown: { ref_id: string; user_smartreq_id: number; user_id: number }[],
): Promise<void> {
  for (const applicant of shown)
    await auditRead(db, {
      event: 'applicant_scores_compared',
      actorUserId: viewer.user_id,
      subjectUserId: applicant.user_id,
      accountId: job.account_id,
      about: { ref_id: applicant.ref_id },
      details: {
        user_smartreq_id: applicant.user_smartreq_id,
        job_id: job.job_id,
        job_title: job.title,
        compared_with: shown.length - 1,
      },
    });
}

/**
 * An offer letter's PDF shown to staff on the offer's screen: the draft as it would be sent, or the
 * version sent or signed (D296). Its download is written on every download instead
 * (`offer_document_downloaded`, D264): a copy leaves the product.
 */
export function auditOfferLetterRead(
  db: Db,
  viewer: { user_id: number },
  offer: AuditedOffer,
  /** The version shown: `preview` for a draft, `vN` once sent. */
  document: string,
): Promise<void> {
  return auditRead(db, {
    event: 'offer_document_viewed',
    actorUserId: viewer.user_id,
    subjectUserId: offer.candidate_user_id,
    accountId: offer.account_id,
    about: { offer_uuid: offer.offer_uuid },
    details: { ref_id: offer.ref_id, ...applicationDetails(offerApplication(offer)), document },
  });
}

/**
 * A provider admin reading a candidate's questionnaire report (D336): each scale's score and band,
 * personality among them, as a scorecard shows them (D290). Written in the log of the company whose
 * requisition asked the questionnaire, so its admins see the provider's reads of their applicants.
 */
export function auditQuestionnaireReportRead(
  db: Db,
  viewer: { user_id: number },
  report: {
    attempt_id: string;
    ref_id: string;
    user_id: number;
    user_step_tracker_id: number;
    job_id: number;
    account_id: number;
    job_title: string;
    kind: string;
  },
): Promise<void> {
  return auditRead(db, {
    event: 'questionnaire_report_viewed',
    actorUserId: viewer.user_id,
    subjectUserId: report.user_id,
    accountId: report.account_id,
    about: { attempt_id: report.attempt_id },
    details: {
      ref_id: report.ref_id,
      user_smartreq_id: report.user_step_tracker_id,
      job_id: report.job_id,
      job_title: report.job_title,
      questionnaire: report.kind,
    },
  });
}

/**
 * A provider admin listing a person's questionnaire reports (D348): no scores, but which
 * questionnaires the person answered, for which requisitions and when. One entry in the log of
 * each company whose requisitions asked the reports listed, naming only that company's reports, per
 * admin and person per hour, as for a report read (D336).
 */
export async function auditQuestionnaireReportsListed(
  db: Db,
  viewer: { user_id: number },
  userId: number,
  listed: {
    attempt_id: string;
    ref_id: string;
    user_step_tracker_id: number;
    job_id: number;
    account_id: number;
    job_title: string;
    kind: string;
  }[],
): Promise<void> {
  for (const accountId of new Set(listed.map((report) => report.account_id))) {
    const reports = listed.filter((report) => report.account_id === accountId);
    await auditRead(db, {
      event: 'questionnaire_reports_listed',
      actorUserId: viewer.user_id,
      subjectUserId: userId,
      accountId,
      about: { listed_user_id: userId },
      details: {
        reports: reports.map((report) => ({
          attempt_id: report.attempt_id,
          ref_id: report.ref_id,
          user_smartreq_id: report.user_step_tracker_id,
          job_id: report.job_id,
          job_title: report.job_title,
          questionnaire: report.kind,
        })),
      },
    });
  }
}
