/** The language test on the server: its routes (server/modules/activity/server-kind.ts). */
import { languageTestKind } from '../../../contracts/language-test-kind.ts';
import { defineServerKind } from '../activity/server-kind.ts';
import { registerLanguageTestRoutes } from './language-test.routes.ts';

export const languageTestServerKind = defineServerKind({
  kind: languageTestKind,
  registerRoutes: (app, { db, attemptLeaseMs }) => registerLanguageTestRoutes(app, db, attemptLeaseMs),
});
