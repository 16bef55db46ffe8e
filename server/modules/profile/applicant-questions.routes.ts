import type { FastifyInstance } from 'fastify';
import * as questions from '../../../contracts/applicant-questions.ts';
import type { Db } from '../../db/database.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { companyQuestions, saveCompanyQuestions } from './profile-questions.ts';

/** A company's setting for what applicants before an offer are asked (D267); the access layer admits company settings access only. */
export function registerApplicantQuestionsRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, questions.getApplicantQuestions, async ({ request }) =>
    companyQuestions(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, questions.saveApplicantQuestions, async ({ body, request }) => {
    const accountId = checkedCompany(request);
    await saveCompanyQuestions(db, accountId, body);
    return companyQuestions(db, accountId);
  });
}
