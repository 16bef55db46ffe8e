/**
 * The read-only reporting schema for BI tools (D229; docs/reporting.md).
 * Schema `reporting` holds plain views over the live tables, each row carrying its company's
 * `account_id`, so Metabase or Superset filter per company. A view reads with its owner's rights,
 * so the role `npm run reporting:role` creates needs SELECT on these views only, never on `public`.
 * Nothing here exposes a secret or a contact: no password hashes, tokens, e-mail addresses, phone
 * numbers, names of candidates, free-text notes, offer amounts or anyone's equal-opportunity answers;
 * `eeo_counts` holds counts only, with cells of 1 to 4 people (MIN_CELL, contracts/analytics.ts) hidden.
 * The view texts are frozen here: a later migration that changes a column a view reads drops and
 * recreates the view (PostgreSQL refuses to alter a column a view depends on).
 */
import { sql, type Kysely } from 'kysely';

/** The small-cell rule's threshold, frozen at migration time (MIN_CELL in contracts/analytics.ts). */
const MIN_CELL = 5;

interface ReportingView {
  name: string;
  comment: string;
  select: string;
  columns: Record<string, string>;
}

/** Where an application stands (server/modules/pipeline/stage-sql.ts, frozen): the later in the plan of its progress step and the step staff moved it to. */
const STAGE_STEP = `(
  select s.job_step_id from job_steps s
   where s.job_step_id in (
     coalesce(t.current_job_step_id, (
       select fs.job_step_id from job_steps fs where fs.job_id = t.job_id
        order by fs.sort_order * (case when t.completed_activity_count = 0 then 1 else -1 end), fs.job_step_id limit 1)),
     t.stage_job_step_id)
   order by s.sort_order desc, s.job_step_id desc limit 1)`;

/** A step's position in its requisition's plan, from 1 (the analytics reports' numbering). */
const STEP_POSITION = `(select count(*)::int from job_steps o where o.job_id = s.job_id
   and (o.sort_order < s.sort_order or (o.sort_order = s.sort_order and o.job_step_id <= s.job_step_id)))`;

const ACCOUNT = { account_id: "The company's id: filter every view by it.", company_name: "The company's name." };
const APPLICATION = {
  application_id: "The application's id (ref_id), the same in every view.",
  job_id: "The requisition's id.",
  requisition_title: "The requisition's title.",
};

/** Requisitions only (job_type_id 2): pathways and job-profile trackers are not hiring pipelines. */
export const REPORTING_VIEWS: ReportingView[] = [
  {
    name: 'applications',
    comment: 'One row per application to a requisition (user_trackers), removed ones included and flagged.',
    select: `select t.account_id, a.name as company_name, t.ref_id as application_id, t.user_id as candidate_id,
        t.job_id, j.title as requisition_title, j.city as requisition_city, j.state as requisition_state,
        j.deleted_at is not null as requisition_deleted,
        t.created_at as applied_at, t.status, stage.job_step_id as stage_step_id, stage.name as stage_name,
        t.stage_changed_at, t.completed_activity_count, t.source_id, src.name as source_name, src.source_type,
        rr.name as rejection_reason, t.rejected_at, t.hired_at, t.hire_start_date,
        t.removed_at is not null as is_removed, t.removed_at
      from user_trackers t
      join jobs j on j.job_id = t.job_id and j.job_type_id = 2
      join accounts a on a.account_id = t.account_id
      left join job_steps stage on stage.job_step_id = ${STAGE_STEP}
      left join sources src on src.source_id = t.source_id
      left join rejection_reasons rr on rr.rejection_reason_id = t.rejection_reason_id`,
    columns: {
      ...ACCOUNT,
      ...APPLICATION,
      candidate_id: "The candidate's user id: counts distinct people, names nobody (no name, e-mail or phone here).",
      requisition_city: "The requisition's city.",
      requisition_state: "The requisition's state or region code.",
      requisition_deleted: 'True when the requisition was deleted (kept for its candidates\u2019 history).',
      applied_at: 'When the application started.',
      status: 'active, rejected or hired.',
      stage_step_id:
        'The pipeline stage (job step) the application stands at: the later of its progress and a staff move.',
      stage_name: "That stage's name.",
      stage_changed_at: 'When staff last moved the application to a stage; null when never moved.',
      completed_activity_count: 'How many activities of the plan the candidate completed.',
      source_id: 'Where the applicant came from (sources); null when unknown.',
      source_name: "The source's name.",
      source_type: "The source's kind.",
      rejection_reason: "The rejection reason's name (the free-text rejection note is not here).",
      rejected_at: 'When the application was rejected.',
      hired_at: 'When the applicant was hired.',
      hire_start_date: 'The hire\u2019s start day.',
      is_removed: 'True when deleted from the requisition (hidden from lists; the dashboards skip it).',
      removed_at: 'When it was deleted from the requisition.',
    },
  },
  {
    name: 'stages',
    comment: "One row per step (pipeline stage) of a requisition's plan.",
    select: `select j.account_id, a.name as company_name, s.job_id, j.title as requisition_title,
        s.job_step_id as stage_step_id, s.name as stage_name, ${STEP_POSITION} as stage_position,
        (select count(*)::int from job_step_activities x where x.job_step_id = s.job_step_id) as activity_count
      from job_steps s
      join jobs j on j.job_id = s.job_id and j.job_type_id = 2
      join accounts a on a.account_id = j.account_id`,
    columns: {
      ...ACCOUNT,
      job_id: APPLICATION.job_id,
      requisition_title: APPLICATION.requisition_title,
      stage_step_id: "The step's id (applications.stage_step_id, stage_progress.stage_step_id).",
      stage_name: "The step's name.",
      stage_position: 'Its position in the plan, from 1.',
      activity_count: 'How many activities the step holds.',
    },
  },
  {
    name: 'stage_progress',
    comment: 'One row per activity an application started (user_step_activities), with its step and completion.',
    select: `select t.account_id, a.name as company_name, t.ref_id as application_id, t.job_id,
        j.title as requisition_title, s.job_step_id as stage_step_id, s.name as stage_name,
        ${STEP_POSITION} as stage_position, x.job_step_activity_id as activity_id, x.activity_type,
        x.title as activity_title, u.created_at as started_at, u.is_completed, u.completed_at
      from user_step_activities u
      join user_trackers t on t.ref_id = u.ref_id
      join jobs j on j.job_id = t.job_id and j.job_type_id = 2
      join accounts a on a.account_id = t.account_id
      join job_step_activities x on x.job_step_activity_id = u.job_step_activity_id
      join job_steps s on s.job_step_id = x.job_step_id`,
    columns: {
      ...ACCOUNT,
      ...APPLICATION,
      stage_step_id: 'The step the activity belongs to.',
      stage_name: "The step's name.",
      stage_position: "The step's position in the plan, from 1.",
      activity_id: 'The activity (job_step_activities).',
      activity_type: "The activity's kind (assessment, interview, offer...).",
      activity_title: "The activity's title.",
      started_at: 'When the candidate started the activity.',
      is_completed: 'True once completed.',
      completed_at: 'When it was completed.',
    },
  },
  {
    name: 'scores',
    comment:
      "One row per stored score of an application: its fit score, its predictive score, and each attribute's score.",
    select: `select t.account_id, a.name as company_name, t.ref_id as application_id, t.job_id,
        j.title as requisition_title, sc.score_kind, sc.attribute_type_id, sc.attribute_name, sc.score, sc.scored_at
      from user_trackers t
      join jobs j on j.job_id = t.job_id and j.job_type_id = 2
      join accounts a on a.account_id = t.account_id
      cross join lateral (
        select 'fit'::text as score_kind, null::int as attribute_type_id, null::text as attribute_name,
               t.fit_score::numeric as score, t.scored_at
         where t.fit_score is not null
        union all
        select 'predictive', null, null, t.predictive_score::numeric, t.scored_at
         where t.predictive_score is not null
        union all
        select 'attribute', s.attribute_type_id, coalesce(tx.name, at.code), s.score::numeric, s.computed_at
          from application_attribute_scores s
          join attribute_types at on at.attribute_type_id = s.attribute_type_id
          left join attribute_type_texts tx on tx.attribute_type_id = s.attribute_type_id and tx.language = 'en'
         where s.ref_id = t.ref_id
      ) sc`,
    columns: {
      ...ACCOUNT,
      ...APPLICATION,
      score_kind: 'fit (the 0 to 100 fit score), predictive (the predictive model\u2019s) or attribute.',
      attribute_type_id: 'For an attribute score: the attribute; null otherwise.',
      attribute_name: "The attribute's English name.",
      score: 'The score.',
      scored_at: 'When it was computed.',
    },
  },
  {
    name: 'interviews',
    comment:
      'One row per interview of an application (purpose interview): schedule, status, kit and evaluations, no notes, places or links.',
    select: `select i.account_id, a.name as company_name, i.interview_id, i.ref_id as application_id, t.job_id,
        j.title as requisition_title, i.status, i.starts_at, i.ends_at,
        coalesce(i.duration_minutes, (extract(epoch from (i.ends_at - i.starts_at)) / 60)::int) as duration_minutes,
        i.interview_kit_id, k.name as kit_name, i.job_step_activity_id as activity_id, i.created_at, i.completed_at,
        (select count(*)::int from interview_interviewers ii where ii.interview_id = i.interview_id) as interviewer_count,
        (select count(*)::int from interview_evaluations e where e.interview_id = i.interview_id and e.submitted_at is not null)
          as evaluations_submitted
      from interviews i
      join accounts a on a.account_id = i.account_id
      left join user_trackers t on t.ref_id = i.ref_id
      left join jobs j on j.job_id = t.job_id
      left join interview_kits k on k.interview_kit_id = i.interview_kit_id
      where i.purpose = 'interview'`,
    columns: {
      ...ACCOUNT,
      interview_id: "The interview's id.",
      ...APPLICATION,
      status: 'unscheduled, requested, scheduled, in_progress, completed, cancelled or declined.',
      starts_at: 'When it starts; null until scheduled.',
      ends_at: 'When it ends.',
      duration_minutes: 'Its length in minutes: the own duration, else ends_at minus starts_at.',
      interview_kit_id: 'The interview kit it runs; null without.',
      kit_name: "The kit's name.",
      activity_id: 'The interview activity of the plan; null for an interview outside the plan.',
      created_at: 'When it was created.',
      completed_at: 'When it was completed.',
      interviewer_count: 'How many interviewers sit on it.',
      evaluations_submitted: 'How many interviewers submitted their evaluation.',
    },
  },
  {
    name: 'offers',
    comment: 'One row per offer: status and dates, no amounts, letter, signers or decline reasons.',
    select: `select o.account_id, a.name as company_name, o.offer_id, o.ref_id as application_id, t.job_id,
        j.title as requisition_title, o.status, o.recorded_response, o.language, o.created_at, o.sent_at,
        o.expires_at, o.finished_at
      from offers o
      join accounts a on a.account_id = o.account_id
      join user_trackers t on t.ref_id = o.ref_id
      join jobs j on j.job_id = t.job_id`,
    columns: {
      ...ACCOUNT,
      offer_id: "The offer's id.",
      ...APPLICATION,
      status: 'draft, sent, viewed, signed, declined, expired or cancelled.',
      recorded_response: 'accepted or declined when staff recorded the answer by hand; null otherwise.',
      language: "The letter's language.",
      created_at: 'When the offer was drafted.',
      sent_at: 'When it was sent.',
      expires_at: 'When its signing link expires.',
      finished_at: 'When it was signed, declined, expired or cancelled.',
    },
  },
  {
    name: 'hires',
    comment: 'One row per hired application (status hired), with its days from application to hire.',
    select: `select t.account_id, a.name as company_name, t.ref_id as application_id, t.user_id as candidate_id,
        t.job_id, j.title as requisition_title, t.source_id, src.name as source_name, t.created_at as applied_at,
        t.hired_at, t.hire_start_date,
        (extract(epoch from (t.hired_at - t.created_at)) / 86400)::numeric(10, 1) as days_to_hire
      from user_trackers t
      join jobs j on j.job_id = t.job_id and j.job_type_id = 2
      join accounts a on a.account_id = t.account_id
      left join sources src on src.source_id = t.source_id
      where t.status = 'hired' and t.removed_at is null`,
    columns: {
      ...ACCOUNT,
      ...APPLICATION,
      candidate_id: "The hire's user id (no name or contact).",
      source_id: 'Where the hire came from; null when unknown.',
      source_name: "The source's name.",
      applied_at: 'When the application started.',
      hired_at: 'When the applicant was hired.',
      hire_start_date: 'The start day.',
      days_to_hire: 'Days from application to hire, to one decimal.',
    },
  },
  {
    name: 'eeo_counts',
    comment: `Equal-opportunity counts per company, requisition, category and answer, for companies with the EEO dashboard on. A count of 1 to ${MIN_CELL - 1} people is NULL (never the number), and so is a count its row or category would give away by subtraction.`,
    // Per (requisition, category): applicants and hires per answer. A cell is hidden when it, or
    // (for hires) its not-hired remainder, is 1 to MIN_CELL - 1; when exactly one cell of a
    // requisition and category is hidden, the smallest shown one is hidden too, so no hidden
    // count can be found by subtracting the shown ones from a total another category gives away.
    select: `with answered as (
        select e.account_id, e.job_id, c.category,
               coalesce(nullif(e.answers ->> c.category, 'decline'), 'not_disclosed') as answer,
               t.status = 'hired' as hired
          from eeoc_answers e
          cross join (values ('gender'), ('race_ethnicity'), ('veteran_status'), ('disability')) c(category)
          left join eeoc_answer_applications l on l.eeoc_answer_id = e.eeoc_answer_id
          left join user_trackers t on t.ref_id = l.ref_id
         where t.removed_at is null
           and exists (select 1 from account_preferences p
                        where p.account_id = e.account_id and p.keyname = 'EEOC_DASHBOARD' and p.value = '1')
      ),
      counted as (
        select account_id, job_id, category, answer, count(*)::int as n,
               count(*) filter (where hired)::int as h
          from answered group by account_id, job_id, category, answer
      ),
      by_applicants as (
        select *,
               n < ${MIN_CELL} as n_small,
               (h > 0 and h < ${MIN_CELL}) or (n - h > 0 and n - h < ${MIN_CELL}) as h_small,
               count(*) filter (where n < ${MIN_CELL}) over w as n_hidden,
               row_number() over (partition by account_id, job_id, category order by n < ${MIN_CELL}, n, answer) as n_rank
          from counted
        window w as (partition by account_id, job_id, category)
      ),
      shown as (
        select *, case when n_small or (n_hidden = 1 and n_rank = 1) then null else n end as applicants
          from by_applicants
      ),
      by_hired as (
        select *,
               count(*) filter (where applicants is null or h_small) over w as h_hidden,
               row_number() over (partition by account_id, job_id, category
                                  order by applicants is null or h_small, h, answer) as h_rank
          from shown
        window w as (partition by account_id, job_id, category)
      )
      select r.account_id, a.name as company_name, r.job_id, j.title as requisition_title, r.category, r.answer,
             r.applicants,
             case when r.applicants is null or r.h_small or (r.h_hidden = 1 and r.h_rank = 1) then null else r.h end as hired
        from by_hired r
        join accounts a on a.account_id = r.account_id
        join jobs j on j.job_id = r.job_id`,
    columns: {
      ...ACCOUNT,
      job_id: APPLICATION.job_id,
      requisition_title: APPLICATION.requisition_title,
      category: 'gender, race_ethnicity, veteran_status or disability.',
      answer: "The answer's code; not_disclosed when not given or declined.",
      applicants: `How many applications gave that answer; NULL when 1 to ${MIN_CELL - 1} (or hidden to protect such a cell).`,
      hired: `How many of them were hired; NULL when it or the not-hired rest is 1 to ${MIN_CELL - 1}, or applicants is NULL.`,
    },
  },
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('create schema if not exists reporting').execute(db);
  await sql
    .raw(
      `comment on schema reporting is ${literal('Read-only views for BI tools (docs/reporting.md, D229): filter by account_id.')}`,
    )
    .execute(db);
  for (const view of REPORTING_VIEWS) {
    await sql.raw(`create view reporting.${view.name} as ${view.select}`).execute(db);
    await sql.raw(`comment on view reporting.${view.name} is ${literal(view.comment)}`).execute(db);
    for (const [column, comment] of Object.entries(view.columns))
      await sql.raw(`comment on column reporting.${view.name}.${column} is ${literal(comment)}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop schema if exists reporting cascade').execute(db);
}
