/**
 * The canonical answers of the activities a candidate submits whole (onboarding forms, language
 * test parts, typing runs) and their digests (offline promise 8): the device hashes what it queued,
 * the server what it stored. No zod here: the browser's outbox imports these at start-up, and
 * importing them from the contracts built those contracts' schemas (and loaded zod) with them.
 * Re-exported by contracts/onboarding.ts, language-test.ts and typing-test.ts.
 */
import type { KeyEvent } from './typing-log.ts';
import { answersDigest, type AnswersDigest } from './user-response-codes.ts';

/**
 * The canonical answers of an onboarding submission, as items for `answersHash`: one per field
 * answered, its key and trimmed value; an empty value is no answer; of a repeated key the last
 * counts (as the server's check).
 */
export function canonicalOnboardingAnswers(
  answers: ReadonlyArray<{ field_key: string; value: string }>,
): { item_id: string; value: string }[] {
  const byKey = new Map<string, string>();
  for (const answer of answers) byKey.set(answer.field_key, answer.value.trim());
  return [...byKey].filter(([, value]) => value !== '').map(([item_id, value]) => ({ item_id, value }));
}

export function onboardingDigest(answers: ReadonlyArray<{ field_key: string; value: string }>): Promise<AnswersDigest> {
  return answersDigest(canonicalOnboardingAnswers(answers));
}

/**
 * The canonical answers of a language test part, as items for `answersHash`: one per item with an
 * option chosen (a cleared answer is no answer), item_id the item, value the option. The count is
 * their number.
 */
export function canonicalLanguagePartAnswers(
  answers: ReadonlyArray<{ item_id: string; option_id: string | null }>,
): { item_id: string; value: string }[] {
  return answers.flatMap((a) => (a.option_id === null ? [] : [{ item_id: a.item_id, value: a.option_id }]));
}

export function languagePartDigest(
  answers: ReadonlyArray<{ item_id: string; option_id: string | null }>,
): Promise<AnswersDigest> {
  return answersDigest(canonicalLanguagePartAnswers(answers));
}

/**
 * The canonical "answers" of a typing run: what the server scores from, as items for
 * `answersHash`: the passage, the typed text and the keystroke log, each event in log order as
 * 't:k' (an edit at the end of the text, as every event of a log written by an older version) or as the
 * JSON array [t, k, p, n] (an edit with a place or a length). The count is the log's length. The
 * device keeps its run until a receipt repeats both.
 */
export function canonicalTypingRun(run: {
  typing_passage_id: number;
  typed_text: string;
  events: readonly KeyEvent[];
}) {
  return [
    { item_id: 'events', value: run.events.map(canonicalKeyEvent) },
    { item_id: 'typed_text', value: run.typed_text },
    { item_id: 'typing_passage_id', value: run.typing_passage_id },
  ];
}

function canonicalKeyEvent(e: KeyEvent): string {
  return e.p === undefined && e.n === undefined
    ? `${e.t}:${e.k}`
    : JSON.stringify([e.t, e.k, e.p ?? null, e.n ?? null]);
}

export async function typingRunDigest(run: {
  typing_passage_id: number;
  typed_text: string;
  events: readonly KeyEvent[];
}): Promise<AnswersDigest> {
  const { answers_hash } = await answersDigest(canonicalTypingRun(run));
  return { answer_count: run.events.length, answers_hash };
}
