/**
 * The typing and speed tests' results on the scorecard as PL/pgSQL functions (D387), as the skills
 * test's already is (0147, D343): the same JSON objects the correlated subqueries of
 * typing-staff-result.ts and speed-staff-result.ts built, one index lookup each. As subqueries of
 * the scorecard's statement PostgreSQL set up their plan nodes (opening and locking each table and
 * its index) on every view, also of an applicant whose plan has no typing or speed test; a function
 * call costs nothing until a plan row of its kind calls it, and PL/pgSQL plans its lookup once per
 * connection. With these, the scorecard's statement holds no subquery of the Timed tests section.
 */
import { sql, type Kysely } from 'kysely';

const typing = `create or replace function typing_staff_result(p_ref_id uuid, p_activity integer)
  returns json language plpgsql stable as $$
begin
  return (select json_build_object('completed_at', r.completed_at, 'time_accommodation', r.time_accommodation,
      'net_wpm', r.net_wpm, 'raw_wpm', r.raw_wpm, 'accuracy', r.accuracy)
    from typing_results r where r.ref_id = p_ref_id and r.job_step_activity_id = p_activity limit 1);
end
$$`;

const speed = `create or replace function speed_staff_result(p_ref_id uuid, p_activity integer)
  returns json language plpgsql stable as $$
begin
  return (select json_build_object('completed_at', r.completed_at,
      'download_mbps', r.download_mbps, 'upload_mbps', r.upload_mbps, 'latency_ms', r.latency_ms)
    from speed_test_results r where r.ref_id = p_ref_id and r.job_step_activity_id = p_activity limit 1);
end
$$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(typing).execute(db);
  await sql.raw(speed).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop function if exists typing_staff_result(uuid, integer)').execute(db);
  await sql.raw('drop function if exists speed_staff_result(uuid, integer)').execute(db);
}
