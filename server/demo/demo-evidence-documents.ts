/**
 * The demo evidence of the application step (demo-evidence.ts runs them): a resume PDF and its row
 * per candidate, the application form's answers, and the equal-opportunity answers.
 */
import { sql } from 'kysely';
import { EEOC_QUESTIONS } from '../../contracts/eeoc-questions.ts';
import type { Db } from '../db/database.ts';
import { RESUME_DIR, sha256Hex } from '../modules/resume/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { onePagePdf, type PdfLine } from '../db/seed/demo-files.ts';
import {
  DAY,
  MINUTE,
  between,
  fixedUuid,
  isoDate,
  pickFrom,
  putAll,
  type Completion,
  type Random,
} from './demo-evidence-kit.ts';

// ---- resumes ----

const ROLES = [
  'Sales Associate',
  'Cashier',
  'Customer Service Representative',
  'Barista',
  'Receptionist',
  'Call Center Agent',
  'Stock Associate',
  'Shift Lead',
  'Warehouse Picker',
  'Retail Supervisor',
];
const EMPLOYERS = [
  'Corner Market',
  'City Books',
  'Harbor Cafe',
  'Bright Telecom',
  'North Outfitters',
  'Lakeside Hotel',
  'Metro Pharmacy',
  'Sunrise Grocers',
  'Blue Line Logistics',
  'Riverside Mall',
];
const DUTIES = [
  'Served 80 to 120 customers a day and resolved most questions on the first contact.',
  'Trained four new colleagues on the till, returns and the loyalty programme.',
  'Kept the stock room organised and cut weekly counting time by a third.',
  'Answered phone, email and chat enquiries within the team’s service targets.',
  'Opened and closed the store, balanced the cash and reported to the manager.',
  'Handled complaints calmly and turned several unhappy customers into regulars.',
];
const SUMMARIES = [
  'Friendly and reliable, with several years of experience serving customers in busy stores.',
  'Organised team player who enjoys solving problems for customers and colleagues.',
  'Calm under pressure; happiest in a fast-paced job with plenty of people contact.',
  'Quick learner with a record of good customer feedback and punctual attendance.',
];
const SCHOOLS = [
  'Austin Community College',
  'Round Rock High School',
  'Texas State University',
  'Lanier High School',
  'St. Edward’s University',
];
const LANGUAGES = [
  'English',
  'English, Spanish',
  'English, French',
  'English, Portuguese',
  'English, Mandarin',
  'English, Arabic',
];

function resumeLines(c: Completion, random: Random): PdfLine[] {
  const lastYear = new Date(c.applied_at).getUTCFullYear();
  const firstJobEnd = lastYear - between(random, 0, 1);
  const firstJobStart = firstJobEnd - between(random, 1, 4);
  const secondJobStart = firstJobStart - between(random, 1, 3);
  const place = [c.city, c.state].filter(Boolean).join(', ') || 'Austin, TX';
  return [
    { text: `${c.first_name} ${c.last_name}`, size: 20, bold: true },
    { text: `${c.email}  |  ${place}` },
    { text: 'Summary', size: 13, bold: true, gap: 14 },
    { text: pickFrom(random, SUMMARIES) },
    { text: 'Experience', size: 13, bold: true, gap: 14 },
    {
      text: `${pickFrom(random, ROLES)}, ${pickFrom(random, EMPLOYERS)} (${firstJobStart} to ${firstJobEnd === lastYear ? 'present' : firstJobEnd})`,
      bold: true,
    },
    { text: pickFrom(random, DUTIES) },
    {
      text: `${pickFrom(random, ROLES)}, ${pickFrom(random, EMPLOYERS)} (${secondJobStart} to ${firstJobStart})`,
      bold: true,
      gap: 6,
    },
    { text: pickFrom(random, DUTIES) },
    { text: 'Education', size: 13, bold: true, gap: 14 },
    { text: pickFrom(random, SCHOOLS) },
    { text: 'Languages', size: 13, bold: true, gap: 14 },
    { text: pickFrom(random, LANGUAGES) },
  ];
}

export async function seedResumes(db: Db, files: FileStorage, done: Completion[], random: Random): Promise<void> {
  const have = new Set((await db.selectFrom('resumes').select('user_id').execute()).map((r) => r.user_id));
  const byUser = new Map<number, Completion>();
  for (const c of done)
    if (c.activity_type === 'resume' && !have.has(c.user_id) && !byUser.has(c.user_id)) byUser.set(c.user_id, c);
  const rows = [...byUser.values()].map((c) => {
    const bytes = onePagePdf(resumeLines(c, random));
    return { c, bytes, key: `${RESUME_DIR}/${c.user_id}/${fixedUuid('5e5e0000', c.user_id)}.pdf` };
  });
  // The file first, then its row: a failure leaves at most a file no row names (swept at start-up).
  await putAll(
    files,
    rows.map((r) => ({ key: r.key, bytes: r.bytes })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('resumes')
    .values(
      rows.map(({ c, bytes, key }) => ({
        user_id: c.user_id,
        file_name: `${c.first_name} ${c.last_name} - Resume.pdf`,
        content_type: 'application/pdf',
        size_bytes: bytes.length,
        sha256: sha256Hex(bytes),
        storage_path: key,
        created_at: new Date(c.started_at.getTime() - 5 * MINUTE),
      })),
    )
    .execute();
}

// ---- application forms ----

export async function seedForms(db: Db, done: Completion[], random: Random): Promise<void> {
  const forms = done.filter((c) => c.activity_type === 'form');
  if (forms.length === 0) return;
  const answered = new Set(
    (await db.selectFrom('user_field_answers').select('ref_id').where('ref_id', 'is not', null).execute()).map(
      (r) => r.ref_id,
    ),
  );
  const fields = await db
    .selectFrom('account_fields')
    .select(['account_field_id', 'account_id', 'field_type', 'options', 'is_required'])
    .where('usage_type_id', '=', 2)
    .where('field_group', '=', 'application')
    .where('is_archived', '=', false)
    .orderBy('sort_order')
    .orderBy('account_field_id')
    .execute();
  // A row per field, as a submission writes them; the optional ones left empty, so the company's
  // optional fields have no answers yet and can still be deleted or retyped in the settings.
  const rows = forms
    .filter((c) => !answered.has(c.ref_id))
    .flatMap((c) =>
      fields
        .filter((f) => f.account_id === c.account_id)
        .map((f) => {
          const options = Array.isArray(f.options) ? (f.options as unknown[]).map(String) : [];
          let answer: string | null = null;
          if (f.is_required) {
            if (f.field_type === 'select') answer = options[0] ?? null;
            else if (f.field_type === 'date') answer = isoDate(c.applied_at.getTime() + between(random, 7, 35) * DAY);
            else if (f.field_type === 'number') answer = String(between(random, 15, 24));
            else if (f.field_type === 'text') answer = 'Yes';
          }
          return {
            account_field_id: f.account_field_id,
            user_id: c.user_id,
            ref_id: c.ref_id,
            answer,
            file_upload_response: null,
            updated_at: c.completed_at,
          };
        }),
    );
  if (rows.length) await db.insertInto('user_field_answers').values(rows).execute();
}

// ---- equal-opportunity answers ----

type EeocQuestion = keyof typeof EEOC_QUESTIONS;
/** Shares of each answer; 'decline' is not stored. Rare groups stay rare, so the dashboard hides them. */
const EEOC_SHARES: Record<EeocQuestion, [string, number][]> = {
  gender: [
    ['female', 0.47],
    ['male', 0.44],
    ['non_binary', 0.03],
    ['decline', 0.06],
  ],
  race_ethnicity: [
    ['hispanic_latino', 0.32],
    ['white', 0.33],
    ['black_african_american', 0.13],
    ['asian', 0.1],
    ['american_indian_alaska_native', 0.02],
    ['native_hawaiian_pacific_islander', 0.01],
    ['two_or_more', 0.04],
    ['decline', 0.05],
  ],
  veteran_status: [
    ['protected_veteran', 0.07],
    ['not_protected_veteran', 0.85],
    ['decline', 0.08],
  ],
  disability: [
    ['yes', 0.09],
    ['no', 0.83],
    ['decline', 0.08],
  ],
};

function eeocAnswers(random: Random): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [question, shares] of Object.entries(EEOC_SHARES)) {
    let roll = random();
    const chosen = shares.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'decline';
    if (chosen !== 'decline') answers[question] = chosen;
  }
  return answers;
}

export async function seedEeoc(db: Db, done: Completion[], random: Random): Promise<void> {
  const linked = new Set(
    (await db.selectFrom('eeoc_answer_applications').select('ref_id').execute()).map((r) => r.ref_id),
  );
  const todo = done.filter((c) => c.activity_type === 'eeoc' && !linked.has(c.ref_id));
  if (todo.length === 0) return;
  // The ids first, so each answer's link names its own row (one statement either way).
  const ids = (
    await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('eeoc_answers', 'eeoc_answer_id'))::int as id from generate_series(1, ${todo.length})`.execute(
      db,
    )
  ).rows.map((r) => Number(r.id));
  await db
    .insertInto('eeoc_answers')
    .values(
      todo.map((c, i) => ({
        eeoc_answer_id: ids[i]!,
        account_id: c.account_id,
        job_id: c.job_id,
        answers: JSON.stringify(eeocAnswers(random)),
        created_at: c.completed_at,
      })),
    )
    .execute();
  await db
    .insertInto('eeoc_answer_applications')
    .values(todo.map((c, i) => ({ eeoc_answer_id: ids[i]!, ref_id: c.ref_id })))
    .execute();
}
