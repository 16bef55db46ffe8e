/**
 * The demo company a newcomer signs in to. Runs once, on a database with no accounts. It builds the
 * company with the modules' own services (sign-in passwords, offers, interviews, scoring), so it
 * stands above the modules, as the start-up that calls it does; the rows and names that need no
 * module stay in server/db/seed/, the sign-ins in its demo-seed.ts. Seeded uploads go to the file
 * storage (resume PDFs, recorded answers), written before their rows.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-seed.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { seedDemoRequisitions } from '../db/seed/demo-requisitions.ts';
import { seedDemoFields } from '../db/seed/demo-fields.ts';
import { seedDemoApplicants } from '../db/seed/demo-applicants.ts';
import { seedDemoQuestions } from '../db/seed/demo-questions.ts';
import { seedDemoScoring } from './demo-scoring.ts';
import { hasAssessmentContent, linkDemoActivities, seedAssessmentContent } from '../db/seed/assessment-content.ts';
import { seedSkillsTests } from '../db/seed/skills-tests.ts';
import { seedDemoTypingAndSpeed } from '../db/seed/demo-typing-speed.ts';
import { seedDemoVideoQuestions } from '../db/seed/demo-video.ts';
import { seedDemoLanguageTest } from '../db/seed/demo-language-test.ts';
import { seedDemoReports } from '../db/seed/demo-reports.ts';
import { seedDemoOnboarding } from '../db/seed/demo-onboarding.ts';
import { seedDemoInterviews } from '../db/seed/demo-interviews.ts';
import { seedDemoPeople } from '../db/seed/demo-people.ts';
import { seedDemoJobProfiles } from '../db/seed/demo-job-profiles.ts';
import { seedDemoCustomDashboards } from '../db/seed/demo-custom-dashboards.ts';
import { seedDemoHires } from '../db/seed/demo-hires.ts';
import { seedDemoPathway } from './demo-pathway.ts';
import { seedDemoInterviewScheduling } from '../db/seed/demo-interview-scheduling.ts';
import { seedDemoPostings } from './demo-postings.ts';
import { seedDefaultReasons } from '../modules/company-reasons/index.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoSso } from './demo-sso.ts';
import { addDefaultOfferSetup } from '../modules/offer-letter/index.ts';
import { seedDemoEvidence } from './demo-evidence.ts';
import { seedDemoPerformanceScale } from './demo-performance-scale.ts';
import { seedDemoBiasAudit } from './demo-bias-audit.ts';
import { readConfig } from '../config.ts';
import { createFileStorage, type FileStorage } from '../storage/file-storage.ts';

const ALL_FLAGS = {
  all_employee_access: true,
  company_settings_access: true,
  full_access: true,
  job_profile_access: true,
  performance_access: true,
  private_data_access: true,
  company_dashboard_access: true,
  smartreq_access: true,
  all_pathways_access: true,
};

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

export interface SeedOptions {
  /** Where the seeded uploads (resumes, recorded answers) go: the server's file storage. */
  files?: FileStorage;
  /** The address the seeded mails link to. */
  publicUrl?: string;
}

/** Without options, the storage and address the environment configures, as `npm start` would use. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const config = options.files && options.publicUrl ? undefined : readConfig(process.env);
  const files = options.files ?? createFileStorage(config!);
  const publicUrl = options.publicUrl ?? config!.publicUrl;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const demo = await trx
      .insertInto('accounts')
      // The demo keeps the spec's profile rule for applicants (D267); Other Company has a new company's.
      .values({
        uuid: randomUUID(),
        name: 'Demo Company',
        applicant_dob_rule: 'required',
        applicant_gender_rule: 'required',
      })
      .returning('account_id')
      .executeTakeFirstOrThrow();
    const other = await trx
      .insertInto('accounts')
      .values({ uuid: randomUUID(), name: 'Other Company' })
      .returning('account_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('account_preferences')
      .values([
        { account_id: demo.account_id, keyname: 'PATHWAY_ACCESS', value: '1' },
        { account_id: demo.account_id, keyname: 'EEOC_DASHBOARD', value: '1' },
      ])
      .execute();

    const role = async (account_id: number, role_name: string, flags: Partial<typeof ALL_FLAGS>) =>
      (
        await trx
          .insertInto('roles')
          .values({ account_id, role_name, ...flags })
          .returning('role_id')
          .executeTakeFirstOrThrow()
      ).role_id;
    const roleByEmail: Record<string, number> = {
      'owner@demo-company.test': await role(demo.account_id, 'Owner', ALL_FLAGS),
      'recruiter@demo-company.test': await role(demo.account_id, 'Recruiter', { smartreq_access: true }),
      'interviewer@demo-company.test': await role(demo.account_id, 'Interviewer', {}),
      'analyst@demo-company.test': await role(demo.account_id, 'Analyst', { company_dashboard_access: true }),
      'owner@other-company.test': await role(other.account_id, 'Owner', ALL_FLAGS),
    };

    for (const user of DEMO_USERS) {
      const { user_id } = await trx
        .insertInto('users')
        .values({
          uuid: randomUUID(),
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
          is_jf_admin: user.is_jf_admin,
          password_hash: passwordHash,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      const roleId = roleByEmail[user.email];
      if (roleId) await trx.insertInto('user_roles').values({ user_id, role_id: roleId }).execute();
    }
    for (const account of [demo, other]) await seedDefaultReasons(trx, account.account_id);
    await seedDemoRequisitions(trx, passwordHash);
    await seedDemoFields(trx);
    if (!(await hasAssessmentContent(trx))) await seedAssessmentContent(trx);
    await linkDemoActivities(trx);
    await seedSkillsTests(trx);
    // After the assessment content: the generated candidates get personality scores.
    await seedDemoApplicants(trx);
    await seedDemoQuestions(trx);
    // Last: weights and a model for the demo requisitions, then every seeded application's fit.
    await seedDemoScoring(trx);
    // After everything else, so no earlier id moves: the remote support job (typing and speed tests).
    await seedDemoTypingAndSpeed(trx);
    await seedDemoVideoQuestions(trx);
    await seedDemoReports(trx);
    await seedDemoLanguageTest(trx);
    // The career pathways questionnaire, the pathway's roles and Li Wei's answers.
    await seedDemoPathway(trx);
    // Demo Company's onboarding form and the Store Associate requisition that gives it.
    await seedDemoOnboarding(trx);
    await seedDemoInterviewScheduling(trx);
    // Demo Company's interview kits and the Shift Supervisor requisition with its interview.
    await seedDemoInterviews(trx);
    // Demo Company's employees (the people side).
    await seedDemoPeople(trx);
    // Demo Company's career page: two published postings.
    await seedDemoPostings(trx);
    // Demo Company's single sign-on domain, verified (its provider is named when it is tried).
    await seedDemoSso(trx, demo.account_id);
    // Demo Company's job profiles, with the employees of those job titles as participants.
    await seedDemoJobProfiles(trx);
    await seedDemoCustomDashboards(trx);
    // Some of those employees hired from applications, so every profile dashboard has figures.
    await seedDemoHires(trx);
    // The Assistant Store Manager requisition: interviews and offers through the modules' services.
    await seedDemoOffers(trx, publicUrl);
    // Other Company starts with the offer setup every new company gets (D216).
    await addDefaultOfferSetup(trx, other.account_id);
    await seedDemoPerformanceScale(trx);
    // What every completed activity above left behind (resumes, answers, results, recordings),
    // the applicants' equal-opportunity answers and activity scores among them.
    await seedDemoEvidence(trx, files);
    // Last: a published bias-audit summary over every application above, linked from the career
    // page (D273). It counts the equal-opportunity answers and scores the evidence pass writes, so it
    // comes after it; before, its tables held only the applicants whose answers were unknown.
    await seedDemoBiasAudit(trx, demo.account_id);
  });
}
