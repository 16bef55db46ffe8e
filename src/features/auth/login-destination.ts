/**
 * Where signing in leads (seed 000 sections 2.1, 2.2): a safe `redirect` wins; otherwise each
 * /login variant keeps its ids in the destination; plain sign-in goes to the user progress page.
 */
import { isCompanyUser, type AccessSubject } from '../../../contracts/access.ts';
import { safeRedirect } from '../../lib/redirect-target.ts';

export const DEFAULT_DESTINATION = '/user/progress';
/** Staff land on their own home instead (D202); candidates on their tracker. */
export const STAFF_DESTINATION = '/home';

/** Where a plain sign-in lands this person: staff (a role at a company, or a provider admin) on their home. */
export function landingFor(destination: string, user: AccessSubject): string {
  if (destination !== DEFAULT_DESTINATION) return destination;
  return user.is_jf_admin || isCompanyUser(user) ? STAFF_DESTINATION : destination;
}

export type LoginVariant =
  | { kind: 'anonymous' }
  | { kind: 'applicant'; jobUUID: string }
  | { kind: 'participant'; jobUUID: string }
  | { kind: 'interview'; interviewUUID: string }
  | { kind: 'scorecard'; scorecardUUID: string; userID: string }
  | { kind: 'admin'; accountUUID: string }
  | { kind: 'career-pathways'; careerPathwaysUUID: string }
  | { kind: 'interview-list'; interviewListUUID: string };

type QueryValue = string | number | boolean;

/** The search of a login page: an optional safe redirect, and any other query kept as parsed. */
export type LoginSearch = { redirect?: string } & { [key: string]: QueryValue | undefined };

/** The entry redirect's own keys (seed 000 section 2.1); they are already in the path. */
const ENTRY_KEYS = new Set(['redirect', 'sr', 'in', 'pc', 'sc', 'cp', 'ins', 'id']);

export function parseLoginSearch(raw: Record<string, unknown>): LoginSearch {
  const search: LoginSearch = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'redirect') continue;
    // Kept as the router parsed it (`?x=12` is a number): turned into text, the router would
    // rewrite the address bar to `?x=%2212%22`.
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') search[key] = value;
  }
  const redirect = safeRedirect(raw.redirect);
  if (redirect) search.redirect = redirect;
  return search;
}

function withQuery(path: string, query: Record<string, QueryValue | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function keptQuery(search: LoginSearch): Record<string, QueryValue | undefined> {
  return Object.fromEntries(Object.entries(search).filter(([key]) => !ENTRY_KEYS.has(key)));
}

const seg = encodeURIComponent;

export function variantDestination(variant: LoginVariant, search: LoginSearch = {}): string {
  switch (variant.kind) {
    case 'applicant':
      // "query kept" (seed 000 section 2.1): for example an external application id.
      return withQuery(DEFAULT_DESTINATION, { ...keptQuery(search), jobUuid: variant.jobUUID });
    case 'participant':
      return withQuery(DEFAULT_DESTINATION, { jobUuid: variant.jobUUID });
    case 'career-pathways':
      return withQuery(DEFAULT_DESTINATION, { jobUuid: variant.careerPathwaysUUID });
    case 'interview':
      return `/interview/${seg(variant.interviewUUID)}`;
    case 'scorecard':
      return withQuery(`/smartreq-detail-applicant/${seg(variant.userID)}`, { sc: variant.scorecardUUID });
    case 'interview-list':
      return withQuery(`/user/interview-list/${seg(variant.interviewListUUID)}`, keptQuery(search));
    case 'admin':
    case 'anonymous':
      return DEFAULT_DESTINATION;
  }
}

export function loginDestination(variant: LoginVariant, search: LoginSearch): string {
  return safeRedirect(search.redirect) ?? variantDestination(variant, search);
}
