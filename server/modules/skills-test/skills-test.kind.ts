/** The skills test on the server: the test a plan gives, its runs, sections and answers, its routes (server/modules/activity/server-kind.ts). */
import { skillsTestKind } from '../../../contracts/skills-test-kind.ts';
import { sql } from 'kysely';
import { defineServerKind } from '../activity/index.ts';
import { byUserOrRef } from '../../db/personal-data-kit.ts';
import { registerSkillsTestRoutes } from './skills-test.routes.ts';
import { skillsStaffResult } from './skills-staff-result.ts';
import { skillsTestPlanSlot } from './skills-test-plan.ts';

/** Reading the instructions and the practice questions before the timed sections. */
const EXTRA_MINUTES = 5;
const WITHOUT_SECTIONS_MINUTES = 15;

export const skillsTestServerKind = defineServerKind({
  kind: skillsTestKind,
  applying: {
    // Its timed sections, and the reading before them.
    minutes(activity) {
      const timed = Number(activity.skills_test_minutes ?? 0);
      return timed > 0 ? timed + EXTRA_MINUTES : WITHOUT_SECTIONS_MINUTES;
    },
  },
  plan: skillsTestPlanSlot,
  staffResult: skillsStaffResult,
  registerRoutes: (app, { db, attemptLeaseMs }) => registerSkillsTestRoutes(app, db, attemptLeaseMs),
  personalData: [
    {
      table: 'user_skills_test_answers',
      about: 'Your answers to skills tests.',
      personalColumns: [],
      rows: (scope) =>
        sql<boolean>`user_skills_test_section_id in (select user_skills_test_section_id from user_skills_test_sections where user_skills_test_id in (select user_skills_test_id from user_skills_tests where ${byUserOrRef(scope)}))`,
      erase: { kind: 'delete' },
    },
    {
      table: 'user_skills_test_sections',
      about: 'Your skills-test sections.',
      personalColumns: [],
      rows: (scope) =>
        sql<boolean>`user_skills_test_id in (select user_skills_test_id from user_skills_tests where ${byUserOrRef(scope)})`,
      erase: { kind: 'delete' },
    },
    {
      table: 'user_skills_tests',
      about: 'Your skills tests and their results.',
      aboutIn: {
        es: 'Tus pruebas de habilidades y sus resultados.',
        fr: 'Vos tests de compétences et leurs résultats.',
      },
      personalColumns: [],
      rows: byUserOrRef,
      exportColumns: ['ref_id', 'job_step_activity_id', 'skills_test_id', 'created_at', 'submitted_at'],
      erase: { kind: 'delete' },
    },
  ],
});
