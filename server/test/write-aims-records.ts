/**
 * More of write-aims.ts (D366, D379): the values the rightful sender's request is accepted with
 * where the write needs a record of another kind than requisition 1's (the demo pathway, a job
 * profile, a user who is no sender), a step-up proof, or values that follow rules the contract
 * does not state (five anchored levels, a choice’s options, a known chart). Records a write
 * creates in the sweep (a scoring template, a BI embed, an ATS integration, a dashboard mailing)
 * are named by the writes after it: the walker's id 1 where it is the first of its table, else the
 * next id of its table (`next`). The bystander joins the pathway's team first, for the write that
 * takes a member off it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';
import type { Hints } from './valid-body.ts';

/** The Demo Company's records these aims name. */
export async function moreAimRecords(db: Db, account: number): Promise<Hints> {
  const one = async (query: ReturnType<typeof sql<{ v: unknown }>>) => (await query.execute(db)).rows[0]?.v;
  const pathway = await one(sql`select min(job_id) as v from jobs where account_id = ${account} and job_type_id = 4`);
  const profiles = (
    await sql<{ v: number }>`select job_id as v from jobs where account_id = ${account} and job_type_id = 1
      order by job_id`.execute(db)
  ).rows.map((r) => r.v);
  // Active employees on no job profile, so a profile may take them.
  const employees = (
    await sql<{ v: number }>`select employee_id as v from employees e where account_id = ${account} and end_date is null
      and not exists (select 1 from job_profile_enrolments p where p.employee_id = e.employee_id)
      order by employee_id limit 4`.execute(db)
  ).rows.map((r) => r.v);
  const next = async (table: string, column: string) =>
    Number(await one(sql`select coalesce(max(${sql.ref(column)}), 0) + 1 as v from ${sql.table(table)}`));
  const bystander = await one(sql`select user_id as v from users where email = 'analyst@demo-company.test'`);
  // The pathway's team holds the bystander, for the write that takes a member off it.
  if (pathway !== undefined && bystander !== undefined)
    await sql`insert into job_team_members (job_id, user_id) select ${pathway}, ${bystander}
      where not exists (select 1 from job_team_members where job_id = ${pathway} and user_id = ${bystander})`.execute(
      db,
    );
  const values: Hints = {
    pathwayJob: pathway,
    pathwayRoles: (
      await sql<{ v: number }>`select pathway_job_id as v from pathway_jobs where job_id = ${pathway}
        order by pathway_job_id`.execute(db)
    ).rows.map((r) => r.v),
    pathwayTeamId: await one(sql`select min(job_team_id) as v from job_team_members where job_id = ${pathway}`),
    pathwayRef: await one(sql`select min(ref_id::text) as v from user_trackers where job_id = ${pathway}`),
    profileJob: profiles[0],
    otherProfileJob: profiles[1],
    employees,
    /** A staff member of the Demo Company who sends nothing in the sweep: reset, given a role, deactivated, removed. */
    bystanderId: bystander,
    // What the sweep's own writes create, named by the writes after them: the next id of their table.
    newPathwayRole: await next('pathway_jobs', 'pathway_job_id'),
    newRole: await next('roles', 'role_id'),
    newPassage: await next('typing_passages', 'typing_passage_id'),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
}

/** The password of the seed's people: the step-up proof their own request carries (D262). */
const stepUp = { proof: { password: DEMO_PASSWORD } };
/** A scale of five levels, each labelled and described. */
const fiveLevels = (labelled: (level: number) => Record<string, unknown>) =>
  [1, 2, 3, 4, 5].map((level) => ({ level, ...labelled(level) }));
const described = (level: number) => ({ label: `Level ${level}`, description: `What level ${level} looks like.` });
/** An attribute a hiring decision may weigh (extraversion, not emotional health). */
const HIRING_ATTRIBUTE = 8;
/** An interview kit's attribute with an anchor for each level from 1 to 5. */
export const kitAttribute = {
  attribute_type_id: HIRING_ATTRIBUTE,
  levels: fiveLevels((level) => ({ anchor: `What a ${level} sounds like.` })),
};
const atIndex = (list: unknown, i: number) => (Array.isArray(list) ? list[i] : undefined);
/** A day `days` from now. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A text field: no options. */
const noOptions = { options: undefined, options_i18n: undefined };

/** An aim of write-aims.ts: path parameters and body fields over the generated ones. */
interface Aim {
  params?: Hints;
  body?: Record<string, unknown>;
}

export const MORE_AIMS: Record<string, (records: Hints) => Aim> = {
  // Step-up: the request carries its sender's password (D262, D272); no one is locked out by it.
  'PUT /account/v1/{id}/second-factor-policy/': () => ({ body: { ...stepUp, require_second_factor: false } }),
  'POST /admin/v1/customers/': () => ({
    body: { ...stepUp, name: 'Northwind Traders', email: 'owner@northwind-traders.test' },
  }),
  'PUT /account/v1/{id}/account-preferences/{keyname}/': () => ({
    params: { keyname: 'WHITE_LABEL_LOGO' },
    body: { ...stepUp, value: '1' },
  }),
  'DELETE /account/v1/{id}/account-preferences/{keyname}/': () => ({
    params: { keyname: 'WHITE_LABEL_LOGO' },
    body: stepUp,
  }),
  'POST /admin/v1/users/{userId}/reset-sign-in/': (r) => ({ params: { userId: r.bystanderId }, body: stepUp }),
  'DELETE /account/v1/{id}/users/{userId}/second-factor/': (r) => ({
    params: { userId: r.bystanderId },
    body: stepUp,
  }),
  // The demo pathway (job_type_id 4) and its roles, team and participants.
  'POST /pathway/v1/jobs/{jobId}/': (r) => ({
    params: { jobId: r.pathwayJob },
    body: { attributes: [{ attribute_type_id: HIRING_ATTRIBUTE, weight: 1 }] },
  }),
  'PUT /pathway/v1/jobs/{jobId}/{pathwayJobId}/': (r) => ({
    params: { jobId: r.pathwayJob, pathwayJobId: atIndex(r.pathwayRoles, 0) },
    body: { title: 'Renamed role', attributes: [{ attribute_type_id: HIRING_ATTRIBUTE, weight: 1 }] },
  }),
  'PUT /pathway/v1/setup/{jobId}/': (r) => ({ params: { jobId: r.pathwayJob } }),
  'POST /pathway/v1/team/{jobId}/': (r) => ({
    params: { jobId: r.pathwayJob },
    body: { email: 'recruiter@demo-company.test', first_name: undefined, last_name: undefined },
  }),
  'POST /pathway/v1/participants/{jobId}/': (r) => ({
    params: { jobId: r.pathwayJob },
    body: { employee_ids: [atIndex(r.employees, 0)] },
  }),
  'PUT /pathway/v1/jobs/{jobId}/{pathwayJobId}/archive/': (r) => ({
    params: { jobId: r.pathwayJob, pathwayJobId: atIndex(r.pathwayRoles, 1) },
  }),
  // The role the sweep's POST adds: employees answered about the seeded ones, which are archived instead.
  'DELETE /pathway/v1/jobs/{jobId}/{pathwayJobId}/': (r) => ({
    params: { jobId: r.pathwayJob, pathwayJobId: r.newPathwayRole },
  }),
  'DELETE /pathway/v1/setup/{jobId}/': (r) => ({ params: { jobId: r.pathwayJob } }),
  'DELETE /pathway/v1/team/{jobId}/{jobTeamId}/': (r) => ({
    params: { jobId: r.pathwayJob, jobTeamId: r.pathwayTeamId },
  }),
  'DELETE /pathway/v1/participants/{jobId}/{refId}/': (r) => ({
    params: { jobId: r.pathwayJob, refId: r.pathwayRef },
  }),
  // The demo job profiles (job_type_id 1): the first is changed, the second receives and is deleted.
  'POST /job/v1/{accountId}/profiles/': () => ({ body: { outcomes: ['turnover'] } }),
  'PUT /job/v1/profiles/{jobId}/': (r) => ({ params: { jobId: r.profileJob } }),
  'PUT /job/v1/profiles/{jobId}/outcomes/': (r) => ({
    params: { jobId: r.profileJob },
    body: { outcomes: ['retention_90_day', 'turnover'] },
  }),
  // Two employees on no profile at all (write-aims-services.ts): the seed's are each some profile's.
  'POST /job/v1/profiles/{jobId}/participants/': (r) => ({
    params: { jobId: r.profileJob },
    body: { employee_ids: r.newcomers },
  }),
  'POST /job/v1/profiles/{jobId}/participants/remove/': (r) => ({
    params: { jobId: r.profileJob },
    body: { employee_ids: [atIndex(r.employees, 1)] },
  }),
  'POST /job/v1/profiles/{jobId}/participants/move/': (r) => ({
    params: { jobId: r.profileJob },
    body: { employee_ids: [atIndex(r.newcomers, 1)], to_job_id: r.otherProfileJob },
  }),
  'PUT /job/v1/profiles/{jobId}/plan-timing/': (r) => ({ params: { jobId: r.profileJob } }),
  'POST /job/v1/profiles/{jobId}/outcome-periods/': (r) => ({ params: { jobId: r.profileJob } }),
  'PUT /job/v1/profiles/{jobId}/outcome-schedule/': (r) => ({
    params: { jobId: r.profileJob },
    body: { every_months: 3, starts_on: inDays(7) },
  }),
  'DELETE /job/v1/profiles/{jobId}/outcome-schedule/': (r) => ({ params: { jobId: r.profileJob } }),
  'DELETE /job/v1/profiles/{jobId}/': (r) => ({ params: { jobId: r.otherProfileJob } }),
  'PUT /job/v1/requisition-role/{jobId}/': (r) => ({ body: { job_profile_id: r.profileJob } }),
  // Values by rules the contract does not state.
  'PUT /user-response/v1/performance-scale/': () => ({
    body: { levels: ['Below', 'Meets', 'Above'].map((label) => ({ label, description: `${label} expectations.` })) },
  }),
  'POST /account/v1/scoring-template/': () => ({
    body: { criteria: [{ name: 'Clarity', description: 'Explains plainly.', levels: fiveLevels(described) }] },
  }),
  'PUT /account/v1/scoring-template/{id}/': () => ({
    body: {
      name: 'Customer conversations, revised',
      criteria: [{ name: 'Clarity', description: 'Explains plainly.', levels: fiveLevels(described) }],
    },
  }),
  'PUT /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/levels/': () => ({
    body: { levels: fiveLevels(described) },
  }),
  // Attributes requisition 1 does not weigh yet (openness facets).
  'POST /job/v1/attribute-groups/{jobId}/': () => ({ body: { attributes: [{ attribute_type_id: 19, weight: 1 }] } }),
  'POST /job/v1/attribute-group-attribute/{jobAttributeGroupId}/': () => ({ body: { attribute_type_id: 20 } }),
  'POST /job/v1/predictive-models/{jobId}/': () => ({
    body: { weights: [{ attribute_type_id: HIRING_ATTRIBUTE, weight: 1 }] },
  }),
  'PUT /job/v1/predictive-model/{modelId}/': () => ({
    body: { weights: [{ attribute_type_id: HIRING_ATTRIBUTE, weight: 1 }] },
  }),
  'POST /admin/v1/ats-integrations/': () => ({
    body: { job_maps: [{ external_job_id: 'EXT-1', job_uuid: '11111111-1111-4111-8111-111111111111' }] },
  }),
  'PUT /admin/v1/ats-integrations/{id}/': () => ({
    body: { job_maps: [{ external_job_id: 'EXT-1', job_uuid: '11111111-1111-4111-8111-111111111111' }] },
  }),
  'POST /integration/v1/account/{accountId}/bi-embeds/': () => ({ body: { scope: 'company' } }),
  'PUT /integration/v1/account/{accountId}/bi-embeds/{embedId}/': () => ({ body: { scope: 'company' } }),
  'POST /report/v1/account/{accountId}/custom-dashboards/': () => ({ body: { charts: ['time-to-hire'] } }),
  'PUT /report/v1/custom-dashboards/{dashboardId}/': () => ({ body: { charts: ['time-to-hire', 'turnover'] } }),
  'POST /report/v1/account/{accountId}/dashboard-mailings/': (r) => ({
    body: {
      dashboard: 'time-to-hire',
      format: 'pdf',
      recipient_ids: [r.userId],
      job_ids: undefined,
      locations: undefined,
      source_ids: undefined,
      // The company's dashboard: a requisition's or a custom one names its own (D516).
      job_id: undefined,
      custom_dashboard_id: undefined,
    },
  }),
  'POST /report/v1/account/{accountId}/bias-audit/publications/': () => ({
    body: { scope: 'company', scope_id: undefined, data_source: 'test' },
  }),
  'POST /account/v1/typing-passage/': () => ({
    body: {
      language: 'en',
      text: 'The team met early to plan the week, sort the open requests and share the new rota.',
    },
  }),
  'PUT /integration/v1/messaging/connection/': () => ({ body: { address: 'smpp://sms.example.com:2775' } }),
  'PUT /account/v1/typing-passage/{id}/': (r) => ({
    params: { id: r.newPassage },
    body: { language: 'en', text: 'A calm voice and a clear plan help every caller feel heard and helped today.' },
  }),
  'POST /account/v1/typing-passage/{id}/archive/': (r) => ({ params: { id: r.newPassage } }),
  'PUT /account/v1/phone-numbers/{id}/': () => ({ body: { phone_number: '+14155550124' } }),
  // A field of the job group: the application form's fields are put in order (write-aims-services.ts).
  'POST /account/v1/account-field/': () => ({ body: { field_type: 'text', field_group: 'job', ...noOptions } }),
  // A text field of the company's, kept a text field (write-aims-services.ts).
  'PUT /account/v1/account-field/{id}/': (r) => ({
    params: { id: r.textField },
    body: { field_type: 'text', is_required: false, ...noOptions },
  }),
  'POST /interview/v1/kits/': () => ({ body: { attributes: [kitAttribute] } }),
  'PUT /interview/v1/kits/{kitId}/': () => ({ body: { attributes: [kitAttribute] } }),
  'POST /account/v1/{accountId}/people/': () => ({ body: { hired_from_ref_id: undefined } }),
  'PUT /account/v1/{accountId}/people/{employeeId}/': (r) => ({
    params: { employeeId: atIndex(r.employees, 3) },
    body: { hired_from_ref_id: undefined },
  }),
  'PUT /job/v1/job-posting/{postingId}/': () => ({ body: { pay_currency: 'EUR', valid_through: inDays(60) } }),
  // Roles and people: a role the sweep adds, the bystander (never the owner); the roles given: write-aims-fresh.ts.
  'PUT /account/v1/{id}/roles/{roleId}/': (r) => ({ params: { roleId: r.newRole } }),
  'DELETE /account/v1/{id}/roles/{roleId}/': (r) => ({ params: { roleId: r.newRole } }),
  'POST /account/v1/{id}/users/{userId}/deactivate/': (r) => ({ params: { userId: r.bystanderId } }),
  'DELETE /account/v1/{id}/users/{userId}/': (r) => ({ params: { userId: r.bystanderId } }),
};
