/**
 * The matrix's vocabulary, shared by authorization-matrix.ts and the per-area row files in this
 * folder (kept apart so a row file never imports the matrix that imports it).
 */
export const ACTORS = [
  'anonymous',
  'candidate',
  'otherCandidate',
  'owner',
  'recruiter',
  'interviewer',
  'otherOwner',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];

export interface MatrixContext {
  userId: Record<Exclude<Actor, 'anonymous'>, number>;
  demoAccountId: number;
  /** The seeded Store Associate job profile (server/db/seed/demo-job-profiles.ts). */
  demoProfileJobId: number;
  /** A Demo Company employee without a user (most imported employees are). */
  demoEmployeeId: number;
  /** Demo Company's shared custom Turnover dashboard, the owner's (server/db/seed/demo-custom-dashboards.ts). */
  demoCustomDashboardId: number;
  /** A skills test of Demo Company's own, created by its owner before the rows run. */
  demoSkillsTestId: number;
  /** The last experience id handed out before the rows run (the demo seed's people have experiences on record). */
  experienceIdBefore: number;
  unique(): string;
}

interface RowBase {
  /** `METHOD /path/with/{params}/` exactly as in the contract. */
  endpoint: string;
  what: string;
  request(ctx: MatrixContext, actor: Actor): { url: string; body?: unknown; headers?: Record<string, string> };
}

/** A read (GET): every actor's status written out; the matrix test checks none contradicts the declaration. */
export interface ReadRow extends RowBase {
  expect: Record<Actor, number>;
}

/**
 * A write (POST, PUT, PATCH, DELETE), its statuses computed from the endpoint's declared permission
 * (D510): each actor the declaration refuses gets the declared refusal (declared-outcome.ts); each
 * it lets through gets `passes`, unless `except` names what the data decides for them (another
 * company's record, a body refused). `except` may name only actors the declaration lets through.
 */
export interface WriteRow extends RowBase {
  passes: number;
  except?: Partial<Record<Actor, number>>;
}

export type MatrixRow = ReadRow | WriteRow;

export const isWriteRow = (row: MatrixRow): row is WriteRow => 'passes' in row;

/**
 * A step-up proof (D262) with the seeded staff's password: the rows of changes that need one send
 * it, so each actor proves themselves and the declaration alone decides who is refused.
 */
export const DEMO_PROOF = { password: 'Assay-demo-1' };

export const all = (status: number): Record<Actor, number> =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, number>;

/** Company staff and provider admins all get `status`; set the exceptions after spreading. */
export const staffStatus = (status: number) => ({
  owner: status,
  recruiter: status,
  interviewer: status,
  otherOwner: status,
  admin: status,
});

/** Who may work on Demo Company's job 1: its team (the owner, the recruiter) and provider admins; the interviewer is not on it. */
export const job1 = (status: number): Record<Actor, number> => ({
  ...all(403),
  anonymous: 401,
  owner: status,
  recruiter: status,
  interviewer: 404,
  otherOwner: 404,
  admin: status,
});

/** Any company role and provider admins get `status`; candidates 403, anonymous 401. */
export const staffOnly = (status: number): Record<Actor, number> => ({
  ...all(403),
  anonymous: 401,
  ...staffStatus(status),
});
