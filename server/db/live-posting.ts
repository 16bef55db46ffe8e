/**
 * Whether the public sees a job posting now (isLiveSql). Below the modules (D338, D404): job
 * postings show it on each posting, the career pages and the job-board distribution read only what
 * it lets through, and job postings ask the distribution to push a posting, so it belongs to none
 * of the three.
 */
import { sql, type SqlBool } from 'kysely';

/**
 * The one rule for "the public sees it now", as SQL over aliases p (job_postings), j (jobs) and
 * a (accounts): published, the requisition open and not deleted, the company not suspended, and
 * valid_through not passed. Checked on every request, so closing a requisition hides it at once.
 */
export const isLiveSql = sql<SqlBool>`(p.status = 'published' and j.is_accepting_applications and j.deleted_at is null
  and a.suspended_at is null and (p.valid_through is null or p.valid_through >= current_date))`;
