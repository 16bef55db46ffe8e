/**
 * More of write-aims.ts (D366, D396): writes aimed at records put there for them, which no other
 * write of the sweep names, or at what the sweep's own writes create (the next id of their table).
 * A company attribute of the Demo Company's own (the seed's are the provider's), a custom role
 * (the seed's roles are not custom roles, which alone may be given), a candidate's waiting request
 * for breaks on Maria Garcia's application, a scoring template, a hiring class with a member to
 * take off before the sweep's own class is deleted, a rejection reason and a separation reason no
 * application or employee was given, a plan step and an activity nobody answered yet, an employee
 * still employed, an active applicant of requisition 1 moved on and back, a booking link proposing
 * no times, and single sign-on settings listing the company's own domain, checked against a DNS
 * server on loopback that holds no record for it yet. Put here first, before the records of the
 * other aims count their tables' next ids.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';
import { DEMO_TRACKERS } from '../db/seed/demo-requisitions.ts';
import { ONBOARDING_JOB_UUID } from '../db/seed/demo-onboarding.ts';
import { insertAttribute } from '../modules/company-attributes/index.ts';
import type { Hints } from './valid-body.ts';
import { SERVICE_AIMS, serviceAimRecords } from './write-aims-services.ts';

/** The step-up proof the owner's request carries (D262). */
const stepUp = { proof: { password: DEMO_PASSWORD } };
/** The Demo Company's own mail domain: listed for single sign-on, not yet proved. */
const OWN_DOMAIN = 'demo-company.test';
const today = () => new Date().toISOString().slice(0, 10);

export async function freshAimRecords(db: Db, account: number): Promise<Hints> {
  const one = async (query: ReturnType<typeof sql<{ v: unknown }>>) => (await query.execute(db)).rows[0]?.v;
  const next = async (table: string, column: string) =>
    Number(await one(sql`select coalesce(max(${sql.ref(column)}), 0) + 1 as v from ${sql.table(table)}`));
  const maria = await one(sql`select user_id as v from user_trackers where ref_id = ${DEMO_TRACKERS.mariaOpen}`);
  const owner = await one(sql`select user_id as v from users where email = 'owner@demo-company.test'`);
  const onboardingJob = await one(sql`select job_id as v from jobs where uuid = ${ONBOARDING_JOB_UUID}`);
  if (maria === undefined || owner === undefined || onboardingJob === undefined) return {};
  const attribute = await insertAttribute(db, account, {
    name: 'Store upkeep',
    category: 'competencies',
    description: 'Keeps the shop floor tidy, stocked and safe.',
  });
  const { role_id: customRole } = await db
    .insertInto('roles')
    .values({ account_id: account, role_name: 'Shift lead', is_custom: true, smartreq_access: true })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  const { accommodation_request_id: accommodation } = await db
    .insertInto('accommodation_requests')
    .values({
      ref_id: DEMO_TRACKERS.mariaOpen,
      kinds: ['breaks'],
      note: 'I need a short break between the timed parts for my medication.',
      requested_by: maria as number,
    })
    .returning('accommodation_request_id')
    .executeTakeFirstOrThrow();
  const { scoring_template_id: template } = await db
    .insertInto('scoring_templates')
    .values({
      account_id: account,
      name: 'Customer conversations',
      criteria: JSON.stringify([
        {
          name: 'Listening',
          description: 'Lets the customer finish and checks what they need.',
          levels: [1, 2, 3, 4, 5].map((level) => ({
            level,
            label: `Level ${level}`,
            description: `What level ${level} of listening looks like.`,
          })),
        },
      ]),
      updated_at: new Date(),
    })
    .returning('scoring_template_id')
    .executeTakeFirstOrThrow();
  const { hiring_class_id: hiringClass } = await db
    .insertInto('hiring_classes')
    .values({
      account_id: account,
      job_id: 1,
      name: 'Spring cohort',
      starts_on: '2099-03-02',
      created_by: owner as number,
    })
    .returning('hiring_class_id')
    .executeTakeFirstOrThrow();
  const { rejection_reason_id: rejectionReason } = await db
    .insertInto('rejection_reasons')
    .values({ account_id: account, rejection_type: 'candidate', name: 'Took another offer before the interview' })
    .returning('rejection_reason_id')
    .executeTakeFirstOrThrow();
  const { separation_reason_id: separationReason } = await db
    .insertInto('separation_reasons')
    .values({ account_id: account, separation_type: 'voluntary', name: 'Moved to another city' })
    .returning('separation_reason_id')
    .executeTakeFirstOrThrow();
  // On the requisition with the onboarding step (whose team the interviewer is not on): a step
  // of its own and an activity added to its first step, neither answered by anyone.
  const resume = { activity_type: 'resume', title: 'Your resume', sort_order: 2 };
  const { job_step_id: newStep } = await db
    .insertInto('job_steps')
    .values({ job_id: onboardingJob as number, name: 'Paperwork', sort_order: 2 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_step_activities')
    .values({ ...resume, job_step_id: newStep, sort_order: 1 })
    .execute();
  const firstStep = await one(
    sql`select min(job_step_id) as v from job_steps where job_id = ${onboardingJob} and job_step_id <> ${newStep}`,
  );
  const { job_step_activity_id: newActivity } = await db
    .insertInto('job_step_activities')
    .values({ ...resume, job_step_id: firstStep as number })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  const values: Hints = {
    companyAttribute: attribute,
    customRole,
    accommodation,
    scoringTemplate: template,
    // Every class write names this one; the sweep's own new class, next, is the one deleted.
    classId: hiringClass,
    sweepClass: await next('hiring_classes', 'hiring_class_id'),
    rejectionReason,
    separationReason,
    newStep,
    newActivity,
    // The sweep's own new records of these tables, which nothing uses yet.
    newAccountField: await next('account_fields', 'account_field_id'),
    newOnboardingForm: await next('account_onboarding_forms', 'onboarding_form_id'),
    // Active employees on no job profile after the four the other aims name.
    employedOne: await one(sql`select employee_id as v from employees e where account_id = ${account}
      and end_date is null and not exists (select 1 from job_profile_enrolments p where p.employee_id = e.employee_id)
      order by employee_id offset 4 limit 1`),
    onboardingJob,
    // An active applicant of requisition 1 whom no other write names: moved on, then back.
    applicationToAdvance: await one(sql`select min(user_step_tracker_id) as v from user_trackers where job_id = 1
      and status = 'active' and ref_id not in (${sql.join(Object.values(DEMO_TRACKERS))})`),
    // The outside services' records and the last kinds a write needs (write-aims-services.ts).
    ...(await serviceAimRecords(db, account)),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
}

interface Aim {
  params?: Hints;
  body?: Record<string, unknown> | ((generated: unknown) => unknown);
}

export const FRESH_AIMS: Record<string, (records: Hints) => Aim> = {
  'PUT /account/v1/company-attribute/{id}/': (r) => ({
    params: { id: r.companyAttribute },
    body: () => ({
      name: 'Store upkeep and safety',
      category: 'competencies',
      description: 'Keeps the shop floor tidy, stocked and safe for customers.',
    }),
  }),
  'PUT /account/v1/company-attribute/{id}/archive/': (r) => ({
    params: { id: r.companyAttribute },
    body: () => ({ is_archived: true }),
  }),
  'DELETE /account/v1/company-attribute/{id}/': (r) => ({ params: { id: r.companyAttribute } }),
  // A company's own role (the seed's are not custom roles), given to a newcomer and to the bystander.
  'POST /account/v1/{id}/users/': (r) => ({ body: { role_id: r.customRole } }),
  'PUT /account/v1/{id}/users/{userId}/role/': (r) => ({
    params: { userId: r.bystanderId },
    body: { role_id: r.customRole },
  }),
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/accommodations/{requestId}/decision/': (r) => ({
    params: { requestId: r.accommodation },
    body: () => ({ decision: 'approved', decision_note: 'Breaks of up to ten minutes between the timed parts.' }),
  }),
  'POST /job/v1/attribute-groups/{jobId}/scoring-template/': (r) => ({
    params: { jobId: r.onboardingJob },
    body: () => ({ scoring_template_id: r.scoringTemplate }),
  }),
  'DELETE /smartreq/v1/hiring-classes/{classId}/': (r) => ({ params: { classId: r.sweepClass } }),
  'DELETE /account/v1/rejection-reason/{id}/': (r) => ({ params: { id: r.rejectionReason } }),
  'DELETE /account/v1/separation-reason/{id}/': (r) => ({ params: { id: r.separationReason } }),
  'DELETE /account/v1/account-field/{id}/': (r) => ({ params: { id: r.newAccountField } }),
  'DELETE /account/v1/account-onboarding-form/{id}/': (r) => ({ params: { id: r.newOnboardingForm } }),
  'DELETE /job/v1/job-step/step/{jobStepId}/': (r) => ({ params: { jobStepId: r.newStep } }),
  'DELETE /job/v1/job-step/activity/{jobStepActivityId}/': (r) => ({ params: { jobStepActivityId: r.newActivity } }),
  'POST /account/v1/{accountId}/people/{employeeId}/end/': (r) => ({
    params: { employeeId: r.employedOne },
    body: () => ({
      end_date: today(),
      separation_type: 'voluntary',
      separation_reason: 'Went back to school full time',
    }),
  }),
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/advance/': (r) => ({
    params: { userSmartreqId: r.applicationToAdvance },
    // To the next stage.
    body: () => ({}),
  }),
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/undo/': (r) => ({
    params: { userSmartreqId: r.applicationToAdvance },
  }),
  // No times proposed: the candidate books one of the panel's free times.
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/booking-link/': (r) => ({
    body: { interviewer_user_ids: [r.recruiterId], proposed_times: undefined },
  }),
  // The provider named, the company's domain listed and not yet proved: nothing is enforced yet.
  'PUT /account/v1/{id}/sso/': () => ({
    body: () => ({
      enabled: false,
      issuer: 'https://login.demo-company.test',
      client_id: 'assay-hiring',
      domains: [OWN_DOMAIN],
      password_allowed: true,
      ...stepUp,
    }),
  }),
  'POST /account/v1/{id}/sso/domains/{domain}/check/': () => ({ params: { domain: OWN_DOMAIN }, body: () => stepUp }),
  ...SERVICE_AIMS,
};
