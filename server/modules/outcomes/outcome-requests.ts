/**
 * The signed-in user's outcome requests (GET /user-response/v1/outcomes/, D171). As a supervisor:
 * the links mailed to their account email for periods of a company whose staff they are. A staff
 * account's email was proven by the invitation that set its password (or by single sign-on), while
 * anyone may register a candidate account with any address, so a candidate account sees no
 * supervisor's requests. As an employee: their own records (`employees.user_id`, set by staff), the
 * current period's satisfaction questions and past periods they answered.
 */
import { sql } from 'kysely';
import { OUTCOME_LINK_DAYS, type OutcomeRequest } from '../../../contracts/outcome-questions.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/index.ts';
import * as mine from './my-job-profile.store.ts';
import { listQuestions } from './outcomes.store.ts';

const iso = (expression: ReturnType<typeof sql>) =>
  sql<string>`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

async function supervisorRequests(db: Db, email: string, accountIds: number[]): Promise<OutcomeRequest[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .selectFrom('outcome_invitations as i')
    .innerJoin('outcome_periods as p', 'p.outcome_period_id', 'i.outcome_period_id')
    .innerJoin('jobs as j', 'j.job_id', 'p.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select([
      'p.outcome_period_id',
      'a.name as company_name',
      'j.title as profile_title',
      'p.name as period_name',
      sql<string>`to_char(p.measured_on, 'YYYY-MM-DD')`.as('measured_on'),
      iso(sql`i.expires_at`).as('open_until'),
      sql<boolean>`i.expires_at <= now()`.as('expired'),
      sql<string>`(select count(*) from outcome_invitation_employees ie where ie.outcome_invitation_id = i.outcome_invitation_id)`.as(
        'people',
      ),
      sql<string>`(select count(*) from outcome_invitation_employees ie where ie.outcome_invitation_id = i.outcome_invitation_id and ie.answered_at is not null)`.as(
        'answered',
      ),
    ])
    .where('i.supervisor_email', '=', email.trim().toLowerCase())
    .where('j.account_id', 'in', accountIds)
    .where('j.deleted_at', 'is', null)
    .execute();
  return rows.map((r): OutcomeRequest => {
    const people = Number(r.people);
    const answered = Number(r.answered);
    const { expired, ...rest } = r;
    return {
      ...rest,
      audience: 'supervisor',
      people,
      answered,
      status: answered >= people ? 'answered' : expired ? 'expired' : 'pending',
      employee_id: null,
    };
  });
}

/** Past periods the user answered about themselves, under any of their employee records. */
async function answeredAsEmployee(db: Db, userId: number): Promise<OutcomeRequest[]> {
  const rows = await db
    .selectFrom('employees as e')
    .innerJoin('outcome_periods as p', (join) =>
      join.on(
        sql<boolean>`exists (select 1 from satisfaction_answers s where s.outcome_period_id = p.outcome_period_id and s.employee_id = e.employee_id)`,
      ),
    )
    .innerJoin('jobs as j', 'j.job_id', 'p.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'e.account_id')
    .select([
      'p.outcome_period_id',
      'e.employee_id',
      'a.name as company_name',
      'j.title as profile_title',
      'p.name as period_name',
      sql<string>`to_char(p.measured_on, 'YYYY-MM-DD')`.as('measured_on'),
      iso(sql`p.created_at + make_interval(days => ${OUTCOME_LINK_DAYS})`).as('open_until'),
    ])
    .where('e.user_id', '=', userId)
    .where('j.deleted_at', 'is', null)
    .execute();
  return rows.map((r): OutcomeRequest => ({ ...r, audience: 'employee', status: 'answered', people: 1, answered: 1 }));
}

/** The current period of each profile the user is measured in, when the company asks employees questions. */
async function currentAsEmployee(db: Db, userId: number): Promise<OutcomeRequest[]> {
  const requests: OutcomeRequest[] = [];
  for (const role of await mine.myRoles(db, userId)) {
    const period = await mine.currentPeriod(db, role.job_id!);
    if (!period || (await listQuestions(db, role.account_id, 'employee')).length === 0) continue;
    const answered = (await mine.myAnswers(db, period.outcome_period_id, role.employee_id)).length > 0;
    requests.push({
      audience: 'employee',
      outcome_period_id: period.outcome_period_id,
      employee_id: role.employee_id,
      company_name: role.company_name,
      profile_title: role.profile_title,
      period_name: period.name,
      measured_on: period.measured_on,
      open_until: period.open_until,
      status: answered ? 'answered' : 'pending',
      people: 1,
      answered: answered ? 1 : 0,
    });
  }
  return requests;
}

const rank = { pending: 0, answered: 1, expired: 1 } as const;

export async function myRequests(db: Db, viewer: LoadedUser): Promise<{ results: OutcomeRequest[] }> {
  const staffOf = [...new Set(viewer.roles.map((r) => r.account_id))];
  const [supervised, current, answered] = await Promise.all([
    supervisorRequests(db, viewer.email, staffOf),
    currentAsEmployee(db, viewer.user_id),
    answeredAsEmployee(db, viewer.user_id),
  ]);
  const seen = new Set(current.map((r) => `${r.outcome_period_id}:${r.employee_id}`));
  const results = [
    ...supervised,
    ...current,
    ...answered.filter((r) => !seen.has(`${r.outcome_period_id}:${r.employee_id}`)),
  ];
  results.sort(
    (a, b) =>
      rank[a.status] - rank[b.status] ||
      b.measured_on.localeCompare(a.measured_on) ||
      b.outcome_period_id - a.outcome_period_id,
  );
  return { results };
}
