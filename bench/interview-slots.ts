/**
 * Interview slots for a panel of 5 over 4 weeks.
 * 1. The pure computation (slots.ts): five interviewers in five zones (Madrid, London, New York,
 *    Kolkata, UTC), weekday hours 07:00-20:00 local, two exceptions each, 60 bookings each; a
 *    window of four weeks over both the European (25 Oct) and the American (1 Nov) clock change.
 * 2. The booking page as the candidate opens it (GET /schedule-interview/v1/{token}/ through the
 *    real app): the same panel's availability and bookings read from the database, then the
 *    computation over the next four weeks. PGlite in memory, or PostgreSQL when DATABASE_URL is
 *    set (a scratch database is created and dropped).
 *
 *   node --import tsx bench/interview-slots.ts
 *   DATABASE_URL=postgres://... node --import tsx bench/interview-slots.ts
 */
import { randomUUID } from 'node:crypto';
import { migrateToLatest, type Db } from '../server/db/database.ts';
import { seedDemo } from '../server/demo/seed-demo.ts';
import { readConfig } from '../server/config.ts';
import { buildApp } from '../server/app.ts';
import { scratchDatabase, timingStats as stats } from './support/scratch-database.ts';
import { freeSlots, type InterviewerAvailability } from '../server/modules/interview-scheduling/index.ts';

// The server's own keys are sealed at rest (D272): this bench's fresh database uses a key of its own.
process.env.ASSAY_SECRETS_KEY ??= Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');

const RUNS = Number(process.env.RUNS ?? 200);
const PAGE_RUNS = Number(process.env.PAGE_RUNS ?? 50);
const ZONES = ['Europe/Madrid', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC'];
const DAY = 86_400_000;

function pure() {
  const start = Date.parse('2026-10-12T00:00:00Z');
  const window = { start, end: start + 28 * DAY };
  const panel: InterviewerAvailability[] = ZONES.map((timeZone, i) => ({
    userId: i + 1,
    timeZone,
    weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: 7 * 60, end: 20 * 60 })),
    exceptions: [
      { date: '2026-10-20', hours: [] },
      { date: '2026-10-31', hours: [{ start: 9 * 60, end: 12 * 60 }] },
    ],
  }));
  const busy = panel.flatMap((p) =>
    Array.from({ length: 60 }, (_, k) => ({
      userId: p.userId,
      start: start + k * 11 * 3_600_000 + p.userId * 1_800_000,
      end: start + k * 11 * 3_600_000 + p.userId * 1_800_000 + 3_600_000,
    })),
  );
  let slots = 0;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    slots = freeSlots({ panel, busy, durationMinutes: 60, stepMinutes: 30, window }).length;
    times.push(performance.now() - t0);
  }
  return { slots, ...stats(times) };
}

/** Five staff of the demo company with availability and 60 booked interviews each, and an interview requested from the candidate. */
async function prepare(db: Db, token: string) {
  const account = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('role_id')
    .where('account_id', '=', account.account_id)
    .executeTakeFirstOrThrow();
  const staff: number[] = [];
  for (let i = 0; i < 5; i++) {
    const user = await db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email: `bench-interviewer-${i}@assay.test`,
        first_name: 'Bench',
        last_name: String(i),
        password_hash: null,
        phone_number: null,
        preferred_language: null,
        updated_at: new Date(),
        deactivated_at: null,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: role.role_id }).execute();
    await db
      .insertInto('interviewer_profiles')
      .values({ user_id: user.user_id, time_zone: ZONES[i]!, updated_at: new Date() })
      .execute();
    await db
      .insertInto('interviewer_weekly_hours')
      .values(
        [1, 2, 3, 4, 5].map((weekday) => ({
          user_id: user.user_id,
          weekday,
          start_minute: 7 * 60,
          end_minute: 20 * 60,
        })),
      )
      .execute();
    staff.push(user.user_id);
  }
  const candidate = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'candidate@assay.test')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  for (const [i, userId] of staff.entries()) {
    for (let k = 0; k < 60; k++) {
      const startsAt = new Date(now + DAY + k * 11 * 3_600_000 + i * 1_800_000);
      const row = await db
        .insertInto('interviews')
        .values({
          account_id: account.account_id,
          purpose: 'performance_review',
          participant_user_id: candidate.user_id,
          status: 'scheduled',
          starts_at: startsAt,
          ends_at: new Date(startsAt.getTime() + 3_600_000),
          updated_at: new Date(),
        })
        .returning('interview_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('interview_interviewers')
        .values({ interview_id: row.interview_id, user_id: userId })
        .execute();
    }
  }
  const tracker = await db
    .selectFrom('user_trackers')
    .select(['ref_id', 'job_id', 'user_id'])
    .where('user_step_tracker_id', '=', 3)
    .executeTakeFirstOrThrow();
  const step = await db
    .selectFrom('job_steps')
    .select('job_step_id')
    .where('job_id', '=', tracker.job_id)
    .executeTakeFirstOrThrow();
  const activity = await db
    .insertInto('job_step_activities')
    .values({
      job_step_id: step.job_step_id,
      activity_type: 'interview',
      title: 'Panel interview',
      settings: JSON.stringify({ durationMinutes: 60 }),
      asmt_id: null,
      retake_interval_days: null,
      measurement_type_id: null,
    })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  const interview = await db
    .insertInto('interviews')
    .values({
      account_id: account.account_id,
      purpose: 'interview',
      job_step_activity_id: activity.job_step_activity_id,
      ref_id: tracker.ref_id,
      participant_user_id: tracker.user_id,
      status: 'requested',
      updated_at: new Date(),
    })
    .returning('interview_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('interview_interviewers')
    .values(staff.map((user_id) => ({ interview_id: interview.interview_id, user_id })))
    .execute();
  const { hashToken } = await import('../server/secrets/opaque-token.ts');
  await db
    .insertInto('interview_booking_links')
    .values({
      token_hash: hashToken(token),
      interview_id: interview.interview_id,
      expires_at: new Date(now + 14 * DAY),
      created_by: null,
    })
    .execute();
}

async function page() {
  const database = await scratchDatabase('slots');
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db);
    const token = randomUUID();
    await prepare(database.db, token);
    const app = await buildApp({
      db: database.db,
      config: {
        ...readConfig({ JOB_WORKER: '0', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' }),
        staticDir: undefined,
      },
      databaseKind: database.kind,
    });
    await app.ready();
    const times: number[] = [];
    let slots = 0;
    for (let i = 0; i < PAGE_RUNS; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/schedule-interview/v1/${token}/?time_zone=Europe/Paris`,
      });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`booking page answered ${res.statusCode}: ${res.body}`);
      slots = res.json().data.slots.length;
    }
    await app.close();
    return { database: database.kind, slots, ...stats(times) };
  } finally {
    await database.close();
    await database.drop();
  }
}

const result = { panel: 5, weeks: 4, bookings_per_interviewer: 60, pure: pure(), booking_page: await page() };
console.log(JSON.stringify(result, null, 2));
