import type { FastifyInstance } from 'fastify';
import * as authoring from '../../../contracts/skills-test-authoring.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './skills-test-authoring.service.ts';
import * as library from './skills-test-library.service.ts';
import * as publishing from './skills-test-publishing.service.ts';

/** Skills-test authoring: provider admins and a company's staff with settings access (skills-test-authoring.service.ts). */
export function registerSkillsTestAuthoringRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, authoring.listAuthoredSkillsTests, async ({ query, request }) =>
    service.listAuthored(db, requireUser(request), query),
  );
  registerEndpoint(app, db, authoring.listLibrarySections, async ({ query, request }) =>
    library.listLibrarySections(db, requireUser(request), query),
  );
  registerEndpoint(app, db, authoring.listLibraryQuestions, async ({ query, request }) =>
    library.listLibraryQuestions(db, requireUser(request), query),
  );
  registerEndpoint(app, db, authoring.listSkillsTestSections, async ({ params, request }) =>
    service.listSections(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, authoring.createSkillsTestSection, async ({ params, body, request }) =>
    service.createSection(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, authoring.createSkillsTestQuestion, async ({ params, body, request }) =>
    service.createQuestion(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, authoring.getAuthoredSkillsTest, async ({ params, request }) =>
    service.getTest(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, authoring.updateSkillsTest, async ({ params, body, request }) =>
    service.updateTest(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, authoring.publishSkillsTest, async ({ params, request }) =>
    publishing.publishTest(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, authoring.getSkillsTestSection, async ({ params, request }) =>
    service.getSection(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, authoring.updateSkillsTestSection, async ({ params, body, request }) =>
    service.updateSection(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, authoring.deleteSkillsTestSection, async ({ params, request }) =>
    service.deleteSection(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, authoring.updateSkillsTestQuestion, async ({ params, body, request }) =>
    service.updateQuestion(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, authoring.deleteSkillsTestQuestion, async ({ params, request }) =>
    service.deleteQuestion(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, authoring.previewSkillsTest, async ({ params, query, request }) =>
    publishing.previewTest(db, requireUser(request), params.id, query.language ?? 'en'),
  );
  registerEndpoint(app, db, authoring.createSkillsTest, async ({ body, request }) =>
    service.createTest(db, requireUser(request), body),
  );
}
