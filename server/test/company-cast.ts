/**
 * The demo's cast for the tests of a company's own lists and settings (phone numbers, reasons,
 * templates, company details): Demo Company's owner, recruiter and interviewer, Other Company's
 * owner, the provider admin and a candidate, each signed in, and the two companies' ids. Each test
 * file kept its own copy of these sign-ins before.
 */
import type { SignedIn } from './staff-roles.ts';
import type { TestApp } from './test-app.ts';

export interface CompanyCast {
  owner: SignedIn;
  recruiter: SignedIn;
  interviewer: SignedIn;
  otherOwner: SignedIn;
  admin: SignedIn;
  candidate: SignedIn;
  demoId: number;
  otherId: number;
}

const EMAILS = [
  'owner@demo-company.test',
  'recruiter@demo-company.test',
  'interviewer@demo-company.test',
  'owner@other-company.test',
  'admin@assay.test',
  'candidate@assay.test',
] as const;

export async function signInCompanyCast(t: TestApp): Promise<CompanyCast> {
  const [owner, recruiter, interviewer, otherOwner, admin, candidate] = await Promise.all(
    EMAILS.map((email) => t.signIn(email)),
  );
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  const idOf = (name: string) => accounts.find((a) => a.name === name)!.account_id;
  return {
    owner: owner!,
    recruiter: recruiter!,
    interviewer: interviewer!,
    otherOwner: otherOwner!,
    admin: admin!,
    candidate: candidate!,
    demoId: idOf('Demo Company'),
    otherId: idOf('Other Company'),
  };
}
