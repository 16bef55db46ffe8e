import type { FastifyInstance } from 'fastify';
import * as onboarding from '../../../contracts/onboarding.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS, deviceOf } from '../attempt-lease/index.ts';
import * as service from './onboarding.service.ts';

/**
 * The candidate's form (only the tracker's candidate; everyone else 404), the staff's read of
 * submissions (job-access rule), the provider admin's forms (auth level 3) and the plan link. A
 * submission is accepted only from the device holding the activity's lease (offline promise 10).
 */
export function registerOnboardingRoutes(app: FastifyInstance, db: Db, leaseMs = DEFAULT_ACTIVITY_LEASE_MS): void {
  registerEndpoint(app, db, onboarding.getOnboardingForm, async ({ params, query, request }) =>
    service.readForm(db, requireUser(request).user_id, params.refId, query.job_step_activity_id),
  );
  registerEndpoint(app, db, onboarding.submitOnboardingForm, async ({ body, request }) =>
    service.submitForm(db, requireUser(request).user_id, body, activityLeaseRequest(deviceOf(request), leaseMs)),
  );
  registerEndpoint(app, db, onboarding.listStaffOnboardingAnswers, async ({ request }) =>
    service.staffSubmissions(db, checkedApplication(request)),
  );
  registerEndpoint(app, db, onboarding.listOnboardingForms, async () => service.listAccounts(db));
  registerEndpoint(app, db, onboarding.getOnboardingFormAdmin, async ({ params }) =>
    service.readAdminForm(db, params.id),
  );
  registerEndpoint(app, db, onboarding.createOnboardingForm, async ({ body }) => service.createForm(db, body));
  registerEndpoint(app, db, onboarding.updateOnboardingForm, async ({ params, body }) =>
    service.updateForm(db, params.id, body),
  );
  registerEndpoint(app, db, onboarding.deleteOnboardingForm, async ({ params }) => service.archiveForm(db, params.id));
  registerEndpoint(app, db, onboarding.setStepActivityOnboardingForm, async ({ params, body, request }) =>
    service.attachForm(db, requireUser(request), params.jobStepActivityId, body.onboarding_form_id),
  );
}
