/** The interviewer's own list of interviews: to score, upcoming and done. */
import { sql } from 'kysely';
import {
  MY_INTERVIEWS_DONE_SHOWN,
  MY_INTERVIEWS_TO_SCORE_SHOWN,
  MY_INTERVIEWS_UPCOMING_SHOWN,
  type MyInterview,
} from '../../../contracts/interview.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './interview.store.ts';

type MyInterviewPart = 'to_score' | 'upcoming' | 'done';
const MY_INTERVIEWS_SHOWN: Record<MyInterviewPart, number> = {
  to_score: MY_INTERVIEWS_TO_SCORE_SHOWN,
  upcoming: MY_INTERVIEWS_UPCOMING_SHOWN,
  done: MY_INTERVIEWS_DONE_SHOWN,
};

/** The interviewer's rows ranked per part, only the shown ones joined to people and jobs (exported for the benchmark's plan). */
export function myInterviewsQuery(db: Db, userId: number, now: Date, accountIds: readonly number[]) {
  const part = sql<MyInterviewPart>`case when e.submitted_at is not null then 'done' when i.starts_at > ${now} and i.status <> 'in_progress' then 'upcoming' else 'to_score' end`;
  return db
    .with('mine', (qb) =>
      qb
        .selectFrom('interview_interviewers as ii')
        .innerJoin('interviews as i', 'i.interview_id', 'ii.interview_id')
        .leftJoin('interview_evaluations as e', (jn) =>
          jn.onRef('e.interview_id', '=', 'i.interview_id').onRef('e.interviewer_user_id', '=', 'ii.user_id'),
        )
        .where('ii.user_id', '=', userId)
        // Only the companies they are staff of (a panel seats only their staff): a seat outlives no removal (D520).
        .where('i.account_id', 'in', accountIds.length > 0 ? [...accountIds] : [0])
        .where('i.status', 'not in', ['cancelled', 'declined'])
        .select([
          'i.interview_id',
          'e.submitted_at',
          part.as('part'),
          // Scored ones latest first; the others by their time, oldest first.
          sql<number>`row_number() over (partition by ${part} order by e.submitted_at desc nulls last, coalesce(i.starts_at, i.created_at))`.as(
            'rank',
          ),
          sql<string>`count(*) over (partition by ${part})`.as('total'),
        ]),
    )
    .selectFrom('mine as m')
    .innerJoin('interviews as i', 'i.interview_id', 'm.interview_id')
    .innerJoin('users as u', 'u.user_id', 'i.participant_user_id')
    .leftJoin('user_trackers as t', 't.ref_id', 'i.ref_id')
    .leftJoin('jobs as j', 'j.job_id', 't.job_id')
    .select([
      'm.part',
      'm.total',
      'i.interview_uuid',
      'i.purpose',
      'i.status',
      'i.starts_at',
      'i.created_at',
      'u.user_id',
      'u.first_name',
      'u.last_name',
      'j.title as job_title',
      'm.submitted_at',
    ])
    .where((eb) =>
      eb.or(
        (Object.keys(MY_INTERVIEWS_SHOWN) as MyInterviewPart[]).map((p) =>
          eb.and([eb('m.part', '=', p), eb('m.rank', '<=', MY_INTERVIEWS_SHOWN[p])]),
        ),
      ),
    )
    .orderBy('m.part')
    .orderBy('m.rank');
}

/**
 * The interviewer's list, each part bounded so an interviewer with years of interviews still sees
 * today's: everything waiting for their score (oldest first), the next upcoming ones and the latest
 * scored ones, with each part's total.
 */
export async function myInterviews(db: Db, viewer: LoadedUser) {
  const now = new Date();
  const companies = viewer.roles.map((r) => r.account_id);
  const rows = await myInterviewsQuery(db, viewer.user_id, now, companies).execute();
  const parts: Record<MyInterviewPart, MyInterview[]> = { to_score: [], upcoming: [], done: [] };
  const totals: Record<MyInterviewPart, number> = { to_score: 0, upcoming: 0, done: 0 };
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const endOfDay = startOfDay.getTime() + 86_400_000;
  const today: MyInterview[] = [];
  for (const r of rows) {
    const item: MyInterview = {
      interview_uuid: r.interview_uuid,
      purpose: r.purpose,
      status: r.status,
      participant: { user_id: r.user_id, first_name: r.first_name, last_name: r.last_name },
      job_title: r.job_title ?? '',
      starts_at: store.iso(r.starts_at),
      submitted_at: store.iso(r.submitted_at),
    };
    parts[r.part].push(item);
    totals[r.part] = Number(r.total);
    const when = new Date(r.starts_at ?? r.created_at).getTime();
    if (r.part !== 'done' && when >= startOfDay.getTime() && when < endOfDay) today.push(item);
  }
  return {
    to_score: parts.to_score,
    upcoming: parts.upcoming,
    upcoming_total: totals.upcoming,
    done: parts.done,
    done_total: totals.done,
    today,
  };
}
