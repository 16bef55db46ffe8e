/**
 * What each seeded completion left behind, so every tick on a scorecard matches something that
 * exists (a tick with nothing behind it opened an empty page): the demo seeds mark activities
 * completed in bulk, and this pass, run last,
 * writes for each completion without it what the activity's module writes when a candidate
 * completes it. Rows are written in bulk (a few statements per kind), with values a candidate
 * could have given, from a fixed seed:
 *
 * - resume: a one-page PDF in the file storage (written before its row, as an upload is) and its
 *   `resumes` row, one per candidate;
 * - form: the company's application fields as a submission writes them, the required ones answered;
 * - eeoc: the equal-opportunity answers and their link to the application (as eeoc.store.ts
 *   writes them; declined questions are left out), spread so the dashboard has ratios and small
 *   groups it hides;
 * - questions: a submitted attempt with an answer to the activity's questions (checked with the
 *   same rules a submission is), and the attribute scores screening-questions@1 gives them;
 * - assessment: the questionnaire's attribute scores, which its report on the scorecard shows:
 *   scored with the module's own scoring from the stored answers where a seed stored them, else
 *   written as scores only (the generated candidates' answers themselves are not kept);
 * - typing_test: a result scored from a generated keystroke log with the shared typing score;
 * - skills_test: a submitted run with every section and an answer to every question;
 * - video: a ready answer to every question, a short silent WebM (demo-files.ts) in the storage.
 *
 * The passes live in demo-evidence-documents.ts (resume, form, eeoc), demo-evidence-answers.ts
 * (questions, assessment) and demo-evidence-timed.ts (the rest); this file runs them in order.
 * Interviews and offers are left to the flows that make them (demo-hires.ts, demo-offers.ts).
 */
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { prng } from '../db/seed/demo-applicants.ts';
import { completions } from './demo-evidence-kit.ts';
import { seedSkills, seedTyping, seedVideos } from './demo-evidence-timed.ts';
import { seedAssessments, seedQuestions } from './demo-evidence-answers.ts';
import { seedEeoc, seedForms, seedResumes } from './demo-evidence-documents.ts';

export async function seedDemoEvidence(db: Db, files: FileStorage): Promise<void> {
  const random = prng(20261125);
  const done = await completions(db);
  await seedResumes(db, files, done, random);
  await seedForms(db, done, random);
  await seedEeoc(db, done, random);
  await seedQuestions(db, done, random);
  await seedAssessments(db, done, random);
  await seedTyping(db, done, random);
  await seedSkills(db, done, random);
  await seedVideos(db, files, done);
}
