/** The demo sign-ins of the seed (server/db/seed/demo-seed.ts); all share one password. */
export const DEMO_PASSWORD = 'Assay-demo-1';

export const demo = {
  admin: 'admin@assay.test',
  owner: 'owner@demo-company.test',
  recruiter: 'recruiter@demo-company.test',
  interviewer: 'interviewer@demo-company.test',
  analyst: 'analyst@demo-company.test',
  candidate: 'candidate@assay.test',
  otherOwner: 'owner@other-company.test',
} as const;
