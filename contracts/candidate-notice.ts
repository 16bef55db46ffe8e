/**
 * The candidate notice (D208): a company's own text per language, edited by those
 * with company_settings_access. The candidate reads it inside their tracker (contracts/progress.ts,
 * `candidate_notice`), so it is there offline with the tracker; asking for an alternative process
 * is an accommodation request of kind `alternative_process` (contracts/accommodations.ts).
 */
import * as z from 'zod/mini';
import { NOTICE_TEXT_MAX } from './candidate-notice-rules.ts';
import { defineEndpoint } from './endpoint.ts';

export * from './candidate-notice-rules.ts';

const text = z.nullable(
  z.string().check(z.trim(), z.maxLength(NOTICE_TEXT_MAX, `At most ${NOTICE_TEXT_MAX} characters.`)),
);

export const NoticeTextsSchema = z.object({ en: text, es: text, fr: text });

export const TrackerNoticeSchema = z.object({
  before_job_step_id: z.number(),
  texts: NoticeTextsSchema,
  /** The company's retention period for applicants it did not hire (months after the last activity); null: none set. */
  retention_months: z.optional(z.nullable(z.number())),
});

const AccountIdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

export const getCandidateNotice = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/candidate-notice/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "The company's candidate notice per language (null: the default text shows)",
  params: AccountIdParams,
  response: NoticeTextsSchema,
});

export const saveCandidateNotice = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/candidate-notice/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'Saves the candidate notice per language; an empty text brings back the default in that language',
  params: AccountIdParams,
  body: NoticeTextsSchema,
  response: NoticeTextsSchema,
});
