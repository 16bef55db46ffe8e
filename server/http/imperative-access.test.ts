/**
 * Access is declared on the endpoint (contracts/permissions.ts) and enforced by the access layer
 * (endpoint-access.ts, resource-access.ts, team-access.ts). A service may still check access
 * itself only where the rule cannot be declared, each with a comment saying why. This test counts
 * the imperative checks (a requireAccountStaff or requireCompanyAccess call, a read of
 * `is_jf_admin`) per file of the server's production code against the list below, so the count
 * cannot creep back, nor hide in a read moved below the modules (D419): a new one fails here until
 * it is declared instead, or added with its reason. When a file needs fewer, lower its number.
 * Left out: the access layer itself (server/http, where the checks are made) and what holds
 * tables and rows rather than requests (migrations, the schema's types, the seeds, the test kits).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..');
const LEFT_OUT = ['http/', 'db/migrations/', 'db/schema/', 'db/seed/', 'demo/', 'test/'];
const CHECK = /requireAccountStaff\(|requireCompanyAccess\(|\bis_jf_admin\b/g;

/** File (below server/) -> how many it may hold, and why none can be declared. */
const ALLOWED: Record<string, [number, string]> = {
  'modules/email-templates/email-templates.service.ts': [
    2,
    'trying a template: with no account_id the system one, provider admins only (the body decides)',
  ],
  'modules/provider-admin/provider-users.store.ts': [3, 'a column read and returned, not a check'],
  'modules/user/user.store.ts': [1, 'a column read, the staff search leaving provider admins out: data, not a check'],
  'db/signed-in-user.store.ts': [
    4,
    "the signed-in user's column and its suspended-company rule read from the row (D327): data, not a check",
  ],
  'modules/user/user.routes.ts': [1, 'ownership: whether the person looked up shares a company with the caller'],
  'modules/sso/sso.store.ts': [
    1,
    "the provider admins' mail domains, which no company may claim (D261): data, not a check",
  ],
  'modules/sign-in/auth.routes.ts': [1, 'passed to the second-factor rule, not a check'],
  'modules/second-factor/second-factor.service.ts': [1, 'passed to the second-factor rule, not a check'],
  'modules/job-team/job-team.service.ts': [
    1,
    "managing a team takes the flag of the loaded job's type (D203), the job from the body or a member row",
  ],
  'modules/job/job-scoring-template.service.ts': [
    1,
    "a team endpoint: copying a template also takes the templates' read permission at the job's company",
  ],
  'modules/job/job.service.ts': [2, "who joins a new job's team (what is written)"],
  'modules/job/job.routes.ts': [
    1,
    "a provider admin naming no company reads the provider's own attribute types (what is returned)",
  ],
  'modules/separation-reasons/separation-reasons.service.ts': [1, 'the flag depends on the query (the active list)'],
  'modules/scorecard/scorecard.routes.ts': [
    1,
    'naming no company with no role is 400, not 404 (an optional account_id)',
  ],
  'modules/language-test/account-vendors.routes.ts': [
    1,
    'the companies listed: a provider admin manages all (what is returned)',
  ],
  'modules/job-postings/job-postings.service.ts': [
    2,
    "publishing, changing, unpublishing and deleting take smartreq_access at the loaded posting's company, after its team's 404 (D262); drafting one takes it at the loaded requisition's company, after its team's 404 (D378)",
  ],
  'modules/background-checks/background-checks.service.ts': [
    1,
    "starting a check, recording its outcome and inviting again take smartreq_access at the loaded application's company, after its team's 404 (D378)",
  ],
  'modules/skills-test-authoring/skills-test-reads.ts': [
    4,
    "the owner is a body's optional company or a loaded test's, the provider's library (null) hidden from staff",
  ],
  'modules/skills-test-authoring/skills-test-publishing.service.ts': [
    1,
    "the provider's published tests: staff copy them, provider admins edit them",
  ],
  'modules/interview/interview.service.ts': [1, "only a performance review's body names a company (startReview)"],
  'modules/reports/reports.service.ts': [1, 'a type field, not a check'],
  'modules/experience/experience.routes.ts': [
    1,
    "ownership: a provider admin reads a person's experience, never writes it",
  ],
  'modules/data-rights/data-rights.routes.ts': [
    1,
    'staff and provider-admin accounts are never erased by themselves (not an access check)',
  ],
  'modules/people/person.service.ts': [
    1,
    'every company where the viewer holds the flag, all for a provider admin (what is returned)',
  ],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('imperative access checks in the server', () => {
  it('given the server outside the access layer, then each file holds exactly the checks its entry allows, each with its reason', () => {
    const found: Record<string, number> = {};
    for (const path of sourceFiles(SERVER)) {
      const file = relative(SERVER, path).split('\\').join('/');
      if (LEFT_OUT.some((folder) => file.startsWith(folder))) continue;
      const count = readFileSync(path, 'utf8').match(CHECK)?.length ?? 0;
      if (count > 0) found[file] = count;
    }
    const allowed = Object.fromEntries(Object.entries(ALLOWED).map(([file, [count]]) => [file, count]));
    expect(found, 'declare the permission on the endpoint instead (D219)').toEqual(allowed);
  });
});
