/**
 * The candidate notice (D208): a company's own text per language, edited by those
 * with company_settings_access. The candidate reads it inside their tracker (contracts/progress.ts,
 * `candidate_notice`), so it is there offline with the tracker; asking for an alternative process
 * is an accommodation request of kind `alternative_process` (contracts/accommodations.ts).
 */
import * as z from 'zod/mini';
import { NOTICE_TEXT_MAX } from './candidate-notice-rules.ts';
import { defineEndpoint } from './endpoint.ts';
import { isCalendarDate } from './experience-dates.ts';

export * from './candidate-notice-rules.ts';

const text = z.nullable(
  z.string().check(z.trim(), z.maxLength(NOTICE_TEXT_MAX, `At most ${NOTICE_TEXT_MAX} characters.`)),
);

export const NoticeTextsSchema = z.object({ en: text, es: text, fr: text });

/**
 * NYC Local Law 144's lead time, held per company (D297): when `held`, a requisition whose plan
 * assesses or scores opens to candidates only from `toolUsableFrom(posted_on)`; `posted_on` is the
 * day the notice went up (the career page, the posting or a mail), null while it has not.
 */
export const NoticeLeadTimeSchema = z.object({
  held: z.boolean(),
  posted_on: z.nullable(z.string().check(z.refine(isCalendarDate, { message: 'Enter a real date as YYYY-MM-DD.' }))),
});
export type NoticeLeadTime = z.infer<typeof NoticeLeadTimeSchema>;

/**
 * The notice settings: the texts, the lead time, whether the company asks that timed tests
 * fill the screen (D431: asked when each timed part starts, never a lock; leaving it is a fact the
 * device notes, waived by an approved accommodation), and whether it asks for the camera check by
 * consent (D455: up to three photos per timed test, only with the candidate's consent, declining
 * never a failure). A save without `lead_time`, `ask_full_screen` or `ask_camera_check` leaves it
 * as it was.
 */
export const CandidateNoticeSchema = z.extend(NoticeTextsSchema, {
  lead_time: NoticeLeadTimeSchema,
  ask_full_screen: z.boolean(),
  ask_camera_check: z.boolean(),
});
export type CandidateNotice = z.infer<typeof CandidateNoticeSchema>;
export const SaveCandidateNoticeBody = z.extend(NoticeTextsSchema, {
  lead_time: z.optional(NoticeLeadTimeSchema),
  ask_full_screen: z.optional(z.boolean()),
  ask_camera_check: z.optional(z.boolean()),
});

export const TrackerNoticeSchema = z.object({
  before_job_step_id: z.number(),
  texts: NoticeTextsSchema,
  /** The company's retention period for applicants it did not hire (months after the last activity); null: none set. */
  retention_months: z.optional(z.nullable(z.number())),
  /** The qualifications and characteristics assessed: the attributes the requisition's fit score weighs, by name (D511). */
  assessed: z.optional(z.array(z.string())),
});

const AccountIdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

export const getCandidateNotice = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/candidate-notice/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "The company's candidate notice per language (null: the default text shows) and its lead time",
  params: AccountIdParams,
  response: CandidateNoticeSchema,
});

export const saveCandidateNotice = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/candidate-notice/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    'Saves the candidate notice per language (an empty text brings back the default in that language) and, when given, its lead time, whether timed tests ask for full screen and whether they ask for the camera check by consent',
  params: AccountIdParams,
  body: SaveCandidateNoticeBody,
  response: CandidateNoticeSchema,
});
