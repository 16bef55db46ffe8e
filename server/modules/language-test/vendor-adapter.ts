/**
 * The language-assessment vendor adapter (D65).
 * A vendor knows the candidate by its own user id and runs each part (vendor assessment) on its
 * own site; we only create the user, hand out a sign-in link per part, and read each part's
 * status and score. The activity is complete when every part's status is 'completed' (decided in
 * language-test.service.ts, whichever adapter answers).
 *
 * The only adapter today is the built-in one: our own in-app listening and reading test, whose
 * "vendor side" is this database. No outside service is called. A provider adapter implements
 * the same interface over HTTP (createUser and signInLink on the candidate's first visit, status
 * polled or pushed through the result-update link), is registered in ADAPTERS under the name an
 * account_vendors row names, and needs no change elsewhere.
 */
import type { LanguageBand, PartStatus } from '../../../contracts/language-test.ts';
import type { Db } from '../../db/database.ts';

export interface VendorCandidate {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The application (tracker) the test belongs to. */
  refId: string;
  jobUuid: string;
}

export interface VendorPart {
  vendorAssessmentId: number;
  jobStepActivityId: number;
  /** 'type|language|instruction language'. */
  externalVendorAsmtId: string;
  assessmentType: string;
  language: string;
  instructionLanguage: string;
}

export interface VendorPartStatus {
  status: PartStatus;
  /** Present once the part is complete and the vendor has scored it. */
  score: { correct: number | null; total: number | null; percent: number; band: LanguageBand | null } | null;
  completedAt: Date | null;
}

export interface LanguageVendorAdapter {
  /** The name an account_vendors row uses ('built-in'). */
  readonly name: string;
  /** The candidate's id at the vendor; called once per candidate and part, the first time they start it. */
  createUser(candidate: VendorCandidate): Promise<{ externalUserId: string }>;
  /** Where the candidate takes the part. */
  signInLink(candidate: VendorCandidate, part: VendorPart): Promise<string>;
  /** The part's status for the candidate's application (not_started when the vendor has nothing). */
  status(externalUserId: string, refId: string, part: VendorPart): Promise<VendorPartStatus>;
}

/** Our own test: the user is ours, the link is this app's screen, the status is in user_vendor_assessments. */
export function builtInAdapter(db: Db): LanguageVendorAdapter {
  return {
    name: 'built-in',
    async createUser(candidate) {
      return { externalUserId: `assay-${candidate.userId}` };
    },
    async signInLink(candidate, part) {
      const search = new URLSearchParams({
        jobUuid: candidate.jobUuid,
        refId: candidate.refId,
        activityId: String(part.jobStepActivityId),
        part: String(part.vendorAssessmentId),
      });
      return `/user/language-test?${search.toString()}`;
    },
    async status(externalUserId, refId, part) {
      const row = await db
        .selectFrom('user_vendor_assessments')
        .select(['status', 'correct', 'total', 'percent', 'band', 'completed_at'])
        .where('ref_id', '=', refId)
        .where('vendor_assessment_id', '=', part.vendorAssessmentId)
        .where('external_user_id', '=', externalUserId)
        .executeTakeFirst();
      if (!row) return { status: 'not_started', score: null, completedAt: null };
      return {
        status: row.status,
        score:
          row.percent === null
            ? null
            : { correct: row.correct, total: row.total, percent: row.percent, band: row.band as LanguageBand | null },
        completedAt: row.completed_at,
      };
    },
  };
}

const ADAPTERS: Record<string, (db: Db) => LanguageVendorAdapter> = {
  'built-in': builtInAdapter,
};

/** The adapter an account's vendor row names; an unknown name falls back to the built-in test (and says so in docs). */
export function adapterFor(db: Db, name: string | null | undefined): LanguageVendorAdapter {
  return (ADAPTERS[name ?? 'built-in'] ?? builtInAdapter)(db);
}
