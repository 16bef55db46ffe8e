/**
 * The timed activities' part of the demo evidence (demo-evidence.ts says what each kind leaves):
 * typing results from a generated keystroke log, submitted skills-test runs, and video answers.
 */
import { BACKSPACE, replayKeystrokes, scoreTyping, type KeyEvent } from '../../contracts/typing-score.ts';
import type { Db } from '../db/database.ts';
import { VIDEO_DIR } from '../modules/video/index.ts';
import { sha256Hex } from '../modules/resume/index.ts';
import { companyDefaults } from '../modules/typing-test/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { silentWebm } from '../db/seed/demo-files.ts';
import { MINUTE, between, fixedUuid, pickFrom, putAll, type Completion, type Random } from './demo-evidence-kit.ts';

function typingRun(passage: string, wpm: number, typoRate: number, limitMs: number, random: Random): KeyEvent[] {
  const events: KeyEvent[] = [];
  const perChar = 60_000 / (wpm * 5);
  let t = 400;
  for (const ch of passage) {
    if (random() < typoRate && ch !== ' ') {
      t += perChar * (0.7 + random() * 0.6);
      if (t > limitMs) break;
      events.push({ t: Math.round(t), k: ch === 'e' ? 'r' : 'e' });
      t += 180 + random() * 200;
      if (t > limitMs) break;
      events.push({ t: Math.round(t), k: BACKSPACE });
    }
    t += perChar * (0.7 + random() * 0.6);
    if (t > limitMs) break;
    events.push({ t: Math.round(t), k: ch });
  }
  return events;
}

export async function seedTyping(db: Db, done: Completion[], random: Random): Promise<void> {
  const have = new Set(
    (await db.selectFrom('typing_results').select(['ref_id', 'job_step_activity_id']).execute()).map(
      (r) => `${r.ref_id}/${r.job_step_activity_id}`,
    ),
  );
  const todo = done.filter(
    (c) => c.activity_type === 'typing_test' && !have.has(`${c.ref_id}/${c.job_step_activity_id}`),
  );
  if (todo.length === 0) return;
  const passages = await db
    .selectFrom('typing_passages')
    .select(['typing_passage_id', 'language', 'text', 'account_id'])
    .where('archived_at', 'is', null)
    .orderBy('sort')
    .orderBy('typing_passage_id')
    .execute();
  const rows = [];
  for (const [n, c] of todo.entries()) {
    const setting = (c.settings as { typing_duration_seconds?: unknown } | null)?.typing_duration_seconds;
    const duration = typeof setting === 'number' ? setting : (await companyDefaults(db, c.account_id)).duration_seconds;
    const limitMs = Math.round(duration * Number(c.time_accommodation || 1) * 1000);
    const language = c.preferred_language ?? 'en';
    const mine = passages.filter(
      (p) => (p.account_id === null || p.account_id === c.account_id) && p.language === language,
    );
    const pool = mine.length ? mine : passages.filter((p) => p.language === 'en');
    const passage = pool[n % pool.length]!;
    const events = typingRun(passage.text, between(random, 28, 72), 0.01 + random() * 0.04, limitMs, random);
    // As the screen sends it: the time used, the whole limit unless the passage was finished first.
    const lastEvent = events.at(-1)?.t ?? 0;
    const finished = replayKeystrokes(events).text === passage.text;
    const elapsedMs = Math.min(limitMs, Math.max(lastEvent, finished ? lastEvent : limitMs, 1000));
    const score = scoreTyping(passage.text, events, elapsedMs);
    rows.push({
      attempt_id: fixedUuid('7e100000', n + 1),
      ref_id: c.ref_id,
      job_step_activity_id: c.job_step_activity_id,
      user_id: c.user_id,
      typing_passage_id: passage.typing_passage_id,
      typed_text: score.text,
      keystroke_log: JSON.stringify(events),
      keystrokes: score.keystrokes,
      corrections: score.corrections,
      elapsed_ms: elapsedMs,
      duration_seconds: duration,
      time_accommodation: c.time_accommodation,
      net_wpm: score.netWpm,
      raw_wpm: score.rawWpm,
      accuracy: score.accuracy,
      started_at: c.started_at,
      completed_at: c.completed_at,
    });
  }
  await db.insertInto('typing_results').values(rows).execute();
}

// ---- skills tests ----

export async function seedSkills(db: Db, done: Completion[], random: Random): Promise<void> {
  const have = new Set(
    (await db.selectFrom('user_skills_tests').select(['ref_id', 'job_step_activity_id']).execute()).map(
      (r) => `${r.ref_id}/${r.job_step_activity_id}`,
    ),
  );
  const todo = done.filter(
    (c) =>
      c.activity_type === 'skills_test' &&
      c.skills_test_id !== null &&
      !have.has(`${c.ref_id}/${c.job_step_activity_id}`),
  );
  if (todo.length === 0) return;
  const testIds = [...new Set(todo.map((c) => c.skills_test_id!))];
  const sections = await db
    .selectFrom('skills_test_sections')
    .select(['skills_test_section_id', 'skills_test_id', 'minutes'])
    .where('skills_test_id', 'in', testIds)
    .orderBy('sort_order')
    .execute();
  const questions = await db
    .selectFrom('skills_test_questions')
    .select(['skills_test_question_id', 'skills_test_section_id'])
    .where(
      'skills_test_section_id',
      'in',
      sections.map((s) => s.skills_test_section_id),
    )
    .orderBy('sort_order')
    .execute();
  const options = await db
    .selectFrom('skills_test_options')
    .select(['skills_test_option_id', 'skills_test_question_id', 'is_correct'])
    .where(
      'skills_test_question_id',
      'in',
      questions.map((q) => q.skills_test_question_id),
    )
    .orderBy('sort_order')
    .execute();
  await db
    .insertInto('user_skills_tests')
    .values(
      todo.map((c) => ({
        ref_id: c.ref_id,
        job_step_activity_id: c.job_step_activity_id,
        skills_test_id: c.skills_test_id!,
        user_id: c.user_id,
        created_at: c.started_at,
        submitted_at: c.completed_at,
      })),
    )
    .execute();
  const runs = await db
    .selectFrom('user_skills_tests')
    .select(['user_skills_test_id', 'ref_id', 'job_step_activity_id'])
    .where('ref_id', 'in', [...new Set(todo.map((c) => c.ref_id))])
    .execute();
  const runOf = (c: Completion) =>
    runs.find((r) => r.ref_id === c.ref_id && r.job_step_activity_id === c.job_step_activity_id)!.user_skills_test_id;
  const sectionRows = todo.flatMap((c) => {
    const mine = sections.filter((s) => s.skills_test_id === c.skills_test_id);
    const span = (c.completed_at.getTime() - c.started_at.getTime()) / Math.max(1, mine.length);
    return mine.map((s, k) => {
      const start = new Date(c.started_at.getTime() + k * span);
      const seconds = Math.round(s.minutes * 60 * Number(c.time_accommodation || 1));
      return {
        user_skills_test_id: runOf(c),
        skills_test_section_id: s.skills_test_section_id,
        section_started_at: start,
        client_started_at: start,
        time_accommodation: c.time_accommodation,
        duration_seconds: seconds,
        submitted_at: new Date(start.getTime() + Math.min(span * 0.9, seconds * 1000)),
      };
    });
  });
  await db.insertInto('user_skills_test_sections').values(sectionRows).execute();
  const userSections = await db
    .selectFrom('user_skills_test_sections')
    .select(['user_skills_test_section_id', 'user_skills_test_id', 'skills_test_section_id', 'section_started_at'])
    .where(
      'user_skills_test_id',
      'in',
      runs.map((r) => r.user_skills_test_id),
    )
    .execute();
  const answers = userSections.flatMap((us) => {
    const skill = 0.5 + random() * 0.45;
    return questions
      .filter((q) => q.skills_test_section_id === us.skills_test_section_id)
      .map((q, k) => {
        const mine = options.filter((o) => o.skills_test_question_id === q.skills_test_question_id);
        const correct = mine.find((o) => o.is_correct);
        const chosen = random() < skill && correct ? correct : pickFrom(random, mine);
        const at = new Date(new Date(us.section_started_at).getTime() + (k + 1) * 25_000);
        return {
          user_skills_test_section_id: us.user_skills_test_section_id,
          skills_test_question_id: q.skills_test_question_id,
          skills_test_option_id: chosen?.skills_test_option_id ?? null,
          revision: 1,
          answered_at: at,
          received_at: at,
          is_late: false,
          synced_late: false,
        };
      });
  });
  if (answers.length) await db.insertInto('user_skills_test_answers').values(answers).execute();
}

// ---- video answers ----

export async function seedVideos(db: Db, files: FileStorage, done: Completion[]): Promise<void> {
  const todo = done.filter((c) => c.activity_type === 'video');
  if (todo.length === 0) return;
  const questions = await db
    .selectFrom('video_questions')
    .select(['video_question_id', 'job_step_activity_id', 'media'])
    .where('job_step_activity_id', 'in', [...new Set(todo.map((c) => c.job_step_activity_id))])
    .orderBy('sort')
    .execute();
  const ready = new Set(
    (
      await db
        .selectFrom('video_answers')
        .select(['ref_id', 'video_question_id'])
        .where('status', '=', 'ready')
        .execute()
    ).map((r) => `${r.ref_id}/${r.video_question_id}`),
  );
  const seconds = 4;
  const bytes = silentWebm(seconds);
  const sha256 = sha256Hex(bytes);
  let n = 0;
  const rows = todo.flatMap((c) =>
    questions
      .filter(
        (q) => q.job_step_activity_id === c.job_step_activity_id && !ready.has(`${c.ref_id}/${q.video_question_id}`),
      )
      .map((q, k) => {
        const upload_id = fixedUuid('71de0000', ++n);
        const at = new Date(c.started_at.getTime() + (k + 1) * 3 * MINUTE);
        return {
          ref_id: c.ref_id,
          job_step_activity_id: c.job_step_activity_id,
          video_question_id: q.video_question_id,
          user_id: c.user_id,
          upload_id,
          storage_path: `${VIDEO_DIR}/${upload_id}.webm`,
          content_type: `${q.media === 'audio' ? 'audio' : 'video'}/webm`,
          size_bytes: bytes.length,
          sha256,
          duration_seconds: seconds,
          duration_source: 'container',
          status: 'ready' as const,
          created_at: at,
          ready_at: new Date(at.getTime() + 20_000),
        };
      }),
  );
  await putAll(
    files,
    rows.map((r) => ({ key: r.storage_path, bytes })),
  );
  if (rows.length) await db.insertInto('video_answers').values(rows).execute();
}
