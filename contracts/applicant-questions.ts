/**
 * A company's setting for what applicants before an offer are asked about their date of birth and
 * gender (D267; the rules in applicant-questions-rules.ts). Read and changed by the company's
 * staff with company_settings_access and by provider admins; staff of another company get 404,
 * the company's other staff and candidates 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AccountIdParams } from './account.ts';
import { QUESTION_MODES } from './applicant-questions-rules.ts';

export const ProfileQuestionsSchema = z.object({
  dob: z.enum(QUESTION_MODES),
  gender: z.enum(QUESTION_MODES),
});

export const getApplicantQuestions = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/applicant-questions/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'What the company asks applicants before an offer about their date of birth and gender (D267)',
  params: AccountIdParams,
  response: ProfileQuestionsSchema,
});

export const saveApplicantQuestions = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/applicant-questions/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    "Sets per field whether applicants before an offer must give it (the spec's rule), may give it, or are not asked; employees' and hires' profiles keep the spec's rule",
  params: AccountIdParams,
  body: ProfileQuestionsSchema,
  response: ProfileQuestionsSchema,
});

export const applicantQuestionsEndpoints = [getApplicantQuestions, saveApplicantQuestions];
