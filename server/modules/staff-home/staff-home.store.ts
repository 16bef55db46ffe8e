/** The staff home's SQL (contracts/staff-home.ts): every list scoped to one company and one viewer. */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HOME_TASKS_SHOWN, HOME_TASKS_WHOLE, type HomeWholeList } from '../../../contracts/staff-home.ts';
import { stageSince } from '../pipeline/index.ts';

export interface HomeScope {
  accountId: number;
  userId: number;
  /** The viewer's access rule on a job aliased `oj` (visibleJobsCondition): a task on a job they can no longer open is not theirs. */
  openJobs: RawBuilder<boolean>;
  timeZone: string;
  /** The list asked for whole (D325). */
  whole?: HomeWholeList | undefined;
}

/** How many items of `list` the home answers: its first few, or all of it up to a bound when asked (D325). */
const shown = (s: HomeScope, list: HomeWholeList) => (s.whole === list ? HOME_TASKS_WHOLE : HOME_TASKS_SHOWN);

const myJobs = (s: HomeScope) =>
  sql`(select j.job_id from jobs j join job_team_members m on m.job_id = j.job_id
        where m.user_id = ${s.userId} and j.account_id = ${s.accountId} and j.deleted_at is null and j.job_type_id = 2)`;

type Counted<T> = T & { total: string | number };

function split<T>(rows: Counted<T>[]): { count: number; items: T[] } {
  const count = rows.length ? Number(rows[0]!.total) : 0;
  return { count, items: rows.map(({ total: _total, ...row }) => row as T) };
}

interface InterviewRow {
  interview_uuid: string;
  candidate_name: string;
  job_title: string | null;
  starts_at: Date | null;
  time_zone: string | null;
}

/** The viewer's own interviews at the company that `where` picks (over `i`), soonest first. */
async function interviews(db: Db, s: HomeScope, where: ReturnType<typeof sql>, order = sql`i.starts_at asc`) {
  const { rows } = await sql<Counted<InterviewRow>>`
    select i.interview_uuid::text as interview_uuid,
           trim(u.first_name || ' ' || u.last_name) as candidate_name,
           j.title as job_title, i.starts_at, i.time_zone, count(*) over () as total
      from interviews i
      join interview_interviewers ii on ii.interview_id = i.interview_id and ii.user_id = ${s.userId}
      join users u on u.user_id = i.participant_user_id
      left join user_trackers t on t.ref_id = i.ref_id
      left join jobs j on j.job_id = t.job_id
     where i.account_id = ${s.accountId} and ${where}
     order by ${order}, i.interview_id
     limit ${HOME_TASKS_SHOWN}`.execute(db);
  return split(rows.map((r) => ({ ...r, starts_at: r.starts_at ? new Date(r.starts_at).toISOString() : null })));
}

export async function feedbackDue(db: Db, s: HomeScope) {
  // Held (completed, or its end has passed while still scheduled) and the viewer's evaluation not submitted.
  return interviews(
    db,
    s,
    sql`(i.status = 'completed' or (i.status in ('scheduled', 'in_progress') and coalesce(i.ends_at, i.starts_at) < now()))
        and not exists (select 1 from interview_evaluations e
                         where e.interview_id = i.interview_id and e.interviewer_user_id = ${s.userId} and e.submitted_at is not null)`,
    sql`coalesce(i.ends_at, i.starts_at) asc nulls last`,
  );
}

/** Scheduled interviews from `fromDay` (0 today) for `days` days, counted in the viewer's time zone. */
export async function interviewsBetween(db: Db, s: HomeScope, fromDay: number, days: number) {
  const today = sql`(now() at time zone ${s.timeZone})::date`;
  return interviews(
    db,
    s,
    sql`i.status in ('scheduled', 'in_progress')
        and i.starts_at >= ((${today} + ${fromDay}::int)::timestamp at time zone ${s.timeZone})
        and i.starts_at < ((${today} + ${fromDay + days}::int)::timestamp at time zone ${s.timeZone})`,
  );
}

interface ApplicantRow {
  user_smartreq_id: number;
  job_id: number;
  job_title: string;
  candidate_name: string;
  since: Date;
  stage_name: string | null;
  company_stage: 'interview' | 'offer' | null;
  company_stage_names: Partial<Record<'en' | 'es' | 'fr', string>>;
}

/** The company stage an application stands in past its plan (D384) and the company's names of it. */
const companyStageColumns = (s: HomeScope) => sql`t.company_stage,
           coalesce((select jsonb_object_agg(n.language, n.name) from company_stage_names n
                      where n.account_id = ${s.accountId} and n.stage = t.company_stage), '{}'::jsonb) as company_stage_names`;

function applicantRows(rows: Counted<ApplicantRow>[]) {
  const now = Date.now();
  return split(
    rows.map((r) => {
      const since = new Date(r.since);
      return { ...r, since: since.toISOString(), days: Math.max(0, Math.floor((now - since.getTime()) / 86_400_000)) };
    }),
  );
}

/** Applications on the viewer's requisitions nobody has opened yet (is_new), newest first. */
export async function newApplicants(db: Db, s: HomeScope) {
  const { rows } = await sql<Counted<ApplicantRow>>`
    select t.user_step_tracker_id as user_smartreq_id, t.job_id, j.title as job_title,
           trim(u.first_name || ' ' || u.last_name) as candidate_name, t.created_at as since,
           (select st.name from job_steps st where st.job_step_id = t.pipeline_job_step_id) as stage_name,
           ${companyStageColumns(s)},
           count(*) over () as total
      from user_trackers t
      join jobs j on j.job_id = t.job_id
      join users u on u.user_id = t.user_id
     where t.job_id in ${myJobs(s)} and t.removed_at is null and t.status = 'active' and t.is_new
     order by t.created_at desc, t.ref_id
     limit ${HOME_TASKS_SHOWN}`.execute(db);
  return applicantRows(rows);
}

/** Active applications on the viewer's requisitions in the same stage for more than `idleDays` days, longest first. */
export async function idleApplicants(db: Db, s: HomeScope, idleDays: number) {
  const { rows } = await sql<Counted<ApplicantRow>>`
    select * , count(*) over () as total from (
      select t.user_step_tracker_id as user_smartreq_id, t.job_id, j.title as job_title,
             trim(u.first_name || ' ' || u.last_name) as candidate_name, ${stageSince} as since,
             (select st.name from job_steps st where st.job_step_id = t.pipeline_job_step_id) as stage_name,
             ${companyStageColumns(s)}
        from user_trackers t
        join jobs j on j.job_id = t.job_id
        join users u on u.user_id = t.user_id
       where t.job_id in ${myJobs(s)} and t.removed_at is null and t.status = 'active'
    ) a
     where a.since < now() - make_interval(days => ${idleDays}::int)
     order by a.since asc, a.user_smartreq_id
     limit ${shown(s, 'idle_applicants')}`.execute(db);
  return applicantRows(rows);
}

interface OfferRow {
  user_smartreq_id: number;
  job_title: string;
  candidate_name: string;
  waiting_for: 'approval' | 'my_approval' | 'signature' | 'my_signature';
  since: Date;
}

/**
 * An approval the viewer owes on offer `o` of application `t`, while they can open its requisition:
 * one taken off its team is no longer asked (D438), and their task would open to a 404.
 */
const myPendingApproval = (s: HomeScope) =>
  sql`(exists (select 1 from offer_approvals p where p.offer_id = o.offer_id and p.user_id = ${s.userId}
                  and p.status = 'pending')
       and exists (select 1 from jobs oj where oj.job_id = t.job_id and ${s.openJobs}))`;

/**
 * Offers of the viewer's requisitions still in draft or out for signature, and any waiting for the
 * viewer's own approval (D320) or signature.
 */
export async function offers(db: Db, s: HomeScope) {
  const { rows } = await sql<Counted<OfferRow>>`
    select t.user_step_tracker_id as user_smartreq_id, j.title as job_title,
           trim(u.first_name || ' ' || u.last_name) as candidate_name,
           case when exists (select 1 from offer_signers g where g.offer_id = o.offer_id and g.user_id = ${s.userId}
                                and g.status in ('pending', 'viewed')) then 'my_signature'
                when ${myPendingApproval(s)} then 'my_approval'
                when o.status = 'draft' then 'approval' else 'signature' end as waiting_for,
           coalesce(o.sent_at, o.created_at) as since,
           count(*) over () as total
      from offers o
      join user_trackers t on t.ref_id = o.ref_id
      join jobs j on j.job_id = t.job_id
      join users u on u.user_id = t.user_id
     where o.account_id = ${s.accountId} and t.removed_at is null
       and o.status in ('draft', 'sent', 'viewed')
       and (t.job_id in ${myJobs(s)}
            or exists (select 1 from offer_signers g where g.offer_id = o.offer_id and g.user_id = ${s.userId}
                          and g.status in ('pending', 'viewed'))
            or ${myPendingApproval(s)})
     order by (case when o.status = 'draft' then 1 else 0 end), coalesce(o.sent_at, o.created_at) asc, o.offer_id
     limit ${shown(s, 'offers')}`.execute(db);
  return split(rows.map((r) => ({ ...r, since: new Date(r.since).toISOString() })));
}

/**
 * Accommodation requests (an alternative process among them, D208) on the viewer's requisitions
 * waiting for a decision, oldest first. Each item carries what its read's audit entry names (D321):
 * the application's ref_id, the candidate and the job, which the home does not answer.
 */
export async function accommodationRequests(db: Db, s: HomeScope) {
  const { rows } = await sql<
    Counted<{
      user_smartreq_id: number;
      job_title: string;
      candidate_name: string;
      kinds: string[];
      since: Date;
      ref_id: string;
      user_id: number;
      job_id: number;
    }>
  >`
    select t.user_step_tracker_id as user_smartreq_id, j.title as job_title,
           trim(u.first_name || ' ' || u.last_name) as candidate_name, r.kinds, r.created_at as since,
           t.ref_id::text as ref_id, t.user_id, j.job_id,
           count(*) over () as total
      from accommodation_requests r
      join user_trackers t on t.ref_id = r.ref_id
      join jobs j on j.job_id = t.job_id
      join users u on u.user_id = t.user_id
     where r.status = 'pending' and t.removed_at is null and t.job_id in ${myJobs(s)}
     order by r.created_at asc, r.accommodation_request_id
     limit ${shown(s, 'accommodation_requests')}`.execute(db);
  return split(rows.map((r) => ({ ...r, since: new Date(r.since).toISOString() })));
}

export async function myRequisitions(db: Db, s: HomeScope) {
  const { rows } = await sql<{ job_id: number; title: string; active_count: string | number }>`
    select j.job_id, j.title,
           (select count(*) from user_trackers t where t.job_id = j.job_id and t.removed_at is null and t.status = 'active') as active_count
      from jobs j
     where j.job_id in ${myJobs(s)}
     order by j.created_at desc, j.job_id desc
     limit 20`.execute(db);
  return rows.map((r) => ({ ...r, active_count: Number(r.active_count) }));
}

/** Notes at the company that mention the viewer and that they have not seen, newest first. */
export async function mentions(db: Db, s: HomeScope) {
  const { rows } = await sql<
    Counted<{
      comment_uuid: string;
      user_smartreq_id: number;
      job_title: string;
      candidate_name: string;
      author_name: string;
      since: Date;
    }>
  >`
    select c.comment_uuid::text as comment_uuid, t.user_step_tracker_id as user_smartreq_id, j.title as job_title,
           trim(p.first_name || ' ' || p.last_name) as candidate_name,
           trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) as author_name,
           c.created_at as since, count(*) over () as total
      from comment_mentions m
      join application_comments c on c.comment_id = m.comment_id
      join user_trackers t on t.ref_id = c.ref_id and t.removed_at is null
      join jobs j on j.job_id = t.job_id and j.deleted_at is null
      join users p on p.user_id = t.user_id
      left join users a on a.user_id = c.author_user_id
     where m.user_id = ${s.userId} and m.seen_at is null and j.account_id = ${s.accountId}
     order by c.created_at desc, c.comment_id desc
     limit ${shown(s, 'mentions')}`.execute(db);
  return split(rows.map((r) => ({ ...r, since: new Date(r.since).toISOString() })));
}

/** Candidates' replies not read yet on the viewer's requisitions, newest first (D298). */
export async function replies(db: Db, s: HomeScope) {
  const { rows } = await sql<
    Counted<{
      reply_id: number;
      user_smartreq_id: number;
      job_title: string;
      candidate_name: string;
      subject: string;
      since: Date;
    }>
  >`
    select r.reply_id, t.user_step_tracker_id as user_smartreq_id, j.title as job_title,
           trim(p.first_name || ' ' || p.last_name) as candidate_name, r.subject,
           r.received_at as since, count(*) over () as total
      from application_replies r
      join user_trackers t on t.ref_id = r.ref_id and t.removed_at is null
      join jobs j on j.job_id = t.job_id
      join users p on p.user_id = t.user_id
     where r.read_at is null and r.account_id = ${s.accountId} and t.job_id in ${myJobs(s)}
     order by r.received_at desc, r.reply_id desc
     limit ${shown(s, 'replies')}`.execute(db);
  return split(rows.map((r) => ({ ...r, since: new Date(r.since).toISOString() })));
}
