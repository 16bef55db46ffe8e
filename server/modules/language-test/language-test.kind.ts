/** The language test on the server: a plan's languages and parts, the answers, its routes (server/modules/activity/server-kind.ts). */
import { languageTestKind } from '../../../contracts/language-test-kind.ts';
import { sql } from 'kysely';
import { defineServerKind } from '../activity/index.ts';
import { byUserOrRef } from '../../db/personal-data-kit.ts';
import { registerLanguageTestRoutes } from './language-test.routes.ts';
import { languageTestPlanSlot } from './language-test-plan.ts';

export const languageTestServerKind = defineServerKind({
  kind: languageTestKind,
  applying: { minutes: 20 },
  plan: languageTestPlanSlot,
  registerRoutes: (app, { db, attemptLeaseMs }) => registerLanguageTestRoutes(app, db, attemptLeaseMs),
  personalData: [
    {
      table: 'user_vendor_answers',
      about: 'Your answers to language tests.',
      personalColumns: [],
      rows: (scope) =>
        sql<boolean>`user_vendor_assessment_id in (select user_vendor_assessment_id from user_vendor_assessments where ${byUserOrRef(scope)})`,
      erase: { kind: 'delete' },
    },
    {
      table: 'user_vendor_assessments',
      about: 'Your language tests and their results.',
      aboutIn: { es: 'Tus pruebas de idioma y sus resultados.', fr: 'Vos tests de langue et leurs résultats.' },
      personalColumns: ['external_user_id'],
      rows: byUserOrRef,
      exportColumns: ['ref_id', 'status', 'correct', 'total', 'percent', 'band', 'started_at', 'completed_at'],
      erase: { kind: 'delete' },
    },
  ],
});
