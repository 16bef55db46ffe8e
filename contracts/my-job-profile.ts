/**
 * /user/job-profile (decision D150): a signed-in employee's own role. For each employment still
 * running that is a participant of a job profile: the role and company, the profile's measurement
 * plan activities with whether the person has taken each (on any application of theirs), and the
 * satisfaction questions (outcome questions asked of employees) of the profile's current outcome
 * period, which they answer about themselves, 1 to 5. The mean answer becomes their satisfaction
 * dated the period's day, which the profile's satisfaction board reads.
 *
 * Who: any signed-in user; only their own employee records (employees.user_id). A period is
 * current for OUTCOME_LINK_DAYS days after it opens; answering another period, one of a role the
 * user is not in, or an ended employment answers 404.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

const id = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const MyActivitySchema = z.object({
  job_step_activity_id: z.number(),
  step_name: z.string(),
  title: z.string(),
  activity_type: z.string(),
  /** When the person completed this activity (the same kind and assessment) on any application of theirs; null when not yet. */
  completed_at: z.nullable(z.string()),
});

export const MyPeriodSchema = z.object({
  outcome_period_id: z.number(),
  name: z.string(),
  measured_on: z.string(),
  /** The last day answers are taken. */
  open_until: z.string(),
  questions: z.array(z.object({ outcome_question_id: z.number(), question: z.string() })),
  /** The person's answers so far, by question id. */
  answers: z.record(z.string(), z.number()),
  answered_at: z.nullable(z.string()),
});

export const MyRoleSchema = z.object({
  employee_id: z.number(),
  company_name: z.string(),
  job_title: z.string(),
  profile_title: z.string(),
  start_date: z.nullable(z.string()),
  activities: z.array(MyActivitySchema),
  /** The profile's current outcome period, when one is open and the company asks employees questions. */
  period: z.nullable(MyPeriodSchema),
});
export type MyRole = z.infer<typeof MyRoleSchema>;
export type MyPeriod = z.infer<typeof MyPeriodSchema>;

export const getMyJobProfile = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/my-job-profile/',
  access: 'signed-in',
  summary:
    "The signed-in user's roles as an employee measured in a job profile: plan activities and the current satisfaction questions; empty when they are no one's employee",
  response: z.object({ roles: z.array(MyRoleSchema) }),
});

export const AnswerSatisfactionBody = z.object({
  employee_id: id,
  outcome_period_id: id,
  answers: z.array(z.object({ outcome_question_id: id, value: z.number() })).check(z.maxLength(100)),
});
export type AnswerSatisfaction = z.infer<typeof AnswerSatisfactionBody>;

export const answerMySatisfaction = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/my-job-profile/satisfaction/',
  access: 'signed-in',
  summary:
    "An employee's own answers to the current period's satisfaction questions (every question, 1-5); answering again replaces them. 404 when the period is not the user's current one",
  body: AnswerSatisfactionBody,
  response: z.object({ roles: z.array(MyRoleSchema) }),
});

export const myJobProfileEndpoints = [getMyJobProfile, answerMySatisfaction];
