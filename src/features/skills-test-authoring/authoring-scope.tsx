/**
 * Whose skills tests the authoring screens edit: the provider's library (its admins, under
 * /admin/measurements/settings/skills-test) or one company's own tests (its owners, under
 * /settings/measurement/job-assessments). The same screens serve both; the scope names the pages
 * they link to and the company a new test belongs to.
 */
import { createContext, useContext, type ReactNode } from 'react';

const PROVIDER_PAGES = {
  list: '/admin/measurements/settings/skills-test/list',
  newTest: '/admin/measurements/settings/skills-test/new',
  test: '/admin/measurements/settings/skills-test/$id/details',
  newSection: '/admin/measurements/settings/skills-test/sections/new',
  section: '/admin/measurements/settings/skills-test/sections/$id/details',
} as const;

const COMPANY_PAGES = {
  list: '/settings/measurement/job-assessments',
  newTest: '/settings/measurement/job-assessments/new',
  test: '/settings/measurement/job-assessments/$id',
  newSection: '/settings/measurement/job-assessments/sections/new',
  section: '/settings/measurement/job-assessments/sections/$id',
  /** A test as candidates see it (companies preview their drafts and the provider's published tests). */
  preview: '/settings/measurement/job-assessments/preview/$id',
} as const;

export type AuthoringScope = {
  /** null: the provider's library; a number: that company's own tests (undefined: not known on this page). */
  accountId: number | null | undefined;
  pages: typeof PROVIDER_PAGES | typeof COMPANY_PAGES;
};

const ScopeContext = createContext<AuthoringScope>({ accountId: null, pages: PROVIDER_PAGES });

export function useAuthoringScope(): AuthoringScope {
  return useContext(ScopeContext);
}

/** The company's own tests: wraps the screens of /settings/measurement/job-assessments. */
export function CompanyAuthoringScope({ accountId, children }: { accountId?: number; children: ReactNode }) {
  return <ScopeContext.Provider value={{ accountId, pages: COMPANY_PAGES }}>{children}</ScopeContext.Provider>;
}
