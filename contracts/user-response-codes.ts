/**
 * What the answer endpoints (contracts/user-response.ts) and their callers share apart from the
 * schemas: the error codes, the batch limit and the canonical answers hash, so that browser code
 * can use them without loading zod.
 */
/**
 * An answer's value: a choice (number or option key), a text, a multiple choice, or cleared. Written
 * here without zod so the rules can name it; user-response.ts checks its schema infers exactly this.
 */
export type AnswerValue = number | string | string[] | null;

export const UserResponseErrorCode = {
  attemptSubmitted: 'attempt_submitted',
  answersMismatch: 'answers_mismatch',
} as const;

/**
 * Our addition: several answers of one attempt in one request and one transaction, so a long
 * offline spell syncs in a few requests instead of one per answer. Each item carries its own
 * idempotency key and revision and gets exactly the single endpoint's rules and answer (a key
 * already used with the single endpoint replays its first answer here, and the other way round).
 */
export const MAX_ANSWER_BATCH = 100;

/** The limits of one answer's value (AnswerValueSchema): a text's length, a choice list's length and each choice's. */
export const MAX_ANSWER_TEXT = 20_000;
export const MAX_ANSWER_CHOICES = 100;
export const MAX_ANSWER_CHOICE_TEXT = 200;

/**
 * Whether `value` is an answer value AnswerValueSchema accepts (null, a finite number, a text, a
 * list of choices), without zod: the device checks every answer before queueing it.
 */
export function isAnswerValue(value: unknown): value is AnswerValue {
  if (value === null) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= MAX_ANSWER_TEXT;
  return (
    Array.isArray(value) &&
    value.length <= MAX_ANSWER_CHOICES &&
    value.every((choice) => typeof choice === 'string' && choice.length <= MAX_ANSWER_CHOICE_TEXT)
  );
}

/**
 * The canonical text of an attempt's answers: sorted by item_id (plain code-unit order, not
 * locale order), one `item_id:JSON(value)` line each, joined by '\n' with no trailing newline.
 * The hash is the lowercase hex SHA-256 of its UTF-8 bytes. Server and client both use this.
 */
export function canonicalAnswersText(answers: ReadonlyArray<{ item_id: string; value: AnswerValue }>): string {
  return [...answers]
    .sort((a, b) => (a.item_id < b.item_id ? -1 : a.item_id > b.item_id ? 1 : 0))
    .map((a) => `${a.item_id}:${JSON.stringify(a.value)}`)
    .join('\n');
}

export async function answersHash(answers: ReadonlyArray<{ item_id: string; value: AnswerValue }>): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalAnswersText(answers));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The count and canonical hash of a set of answers: what a receipt (offline promise 8) repeats. */
export interface AnswersDigest {
  answer_count: number;
  answers_hash: string;
}

export async function answersDigest(
  answers: ReadonlyArray<{ item_id: string; value: AnswerValue }>,
): Promise<AnswersDigest> {
  return { answer_count: answers.length, answers_hash: await answersHash(answers) };
}
