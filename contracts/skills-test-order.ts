/**
 * The order a candidate's skills test showed its questions and options in (D332, D492): each run
 * of the application, rebuilt on the server from the run's seed with the one function the
 * candidate's content is served in (contracts/attempt-order.ts `skillsTestSections`), with the
 * option the candidate chose once the run is submitted (before, it would tell which answers are
 * right). For staff who may work on the application's job; read as opening the scorecard.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { UserSmartreqIdParams } from './scorecard-common.ts';
import { LanguageSchema } from './user.ts';

export const ShownSkillsOptionSchema = z.object({
  skills_test_option_id: z.number(),
  text: z.string(),
  /** Once submitted: the option the candidate chose, on time (the one scored). */
  chosen: z.boolean(),
  /** Once submitted: the option is a right answer. */
  is_correct: z.boolean(),
});

export const ShownSkillsQuestionSchema = z.object({
  skills_test_question_id: z.number(),
  text: z.string(),
  /** The options in the order the candidate saw them. */
  options: z.array(ShownSkillsOptionSchema),
});

export const ShownSkillsSectionSchema = z.object({
  skills_test_section_id: z.number(),
  title: z.string(),
  is_practice: z.boolean(),
  /** The questions in the order the candidate saw them (a practice section's as authored). */
  questions: z.array(ShownSkillsQuestionSchema),
});

/** One skills test run of the application as its candidate saw it. */
export const SkillsTestOrderSchema = z.object({
  job_step_activity_id: z.number(),
  /** The test's title in the language asked for. */
  title: z.string(),
  /** False where the author fixed the order: every run shows the author's. */
  shuffled: z.boolean(),
  /** The candidate submitted the run: `chosen` and `is_correct` are filled. */
  submitted: z.boolean(),
  sections: z.array(ShownSkillsSectionSchema),
});
export type SkillsTestOrder = z.infer<typeof SkillsTestOrderSchema>;

export const listSkillsTestOrders = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/skills-test-order/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "The order each skills test the candidate started showed its questions and options in (shuffled per run unless the author fixed it), with the chosen options once submitted, for staff who may work on the application's job",
  params: UserSmartreqIdParams,
  query: z.object({ language: z.optional(LanguageSchema) }),
  response: z.array(SkillsTestOrderSchema),
});
