/** The skills test on the server: its routes (server/modules/activity/server-kind.ts). */
import { skillsTestKind } from '../../../contracts/skills-test-kind.ts';
import { defineServerKind } from '../activity/server-kind.ts';
import { registerSkillsTestRoutes } from './skills-test.routes.ts';

export const skillsTestServerKind = defineServerKind({
  kind: skillsTestKind,
  registerRoutes: (app, { db, attemptLeaseMs }) => registerSkillsTestRoutes(app, db, attemptLeaseMs),
});
