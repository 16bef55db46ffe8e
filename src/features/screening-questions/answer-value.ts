/** How what the candidate types becomes the stored answer value (contracts/screening-questions.ts). */
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';

/** Text fields' content to the value kept: empty is null; a number field keeps what cannot be read as a number, for the rules to name. */
export function valueFromText(question: CandidateQuestion, text: string): AnswerValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (question.question_type === 'number') {
    const normalised = trimmed.replace(',', '.');
    return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : trimmed;
  }
  return question.question_type === 'date' ? trimmed : text;
}

/** The stored value shown back in a text field. */
export function textFromValue(value: AnswerValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

export function isAnswered(value: AnswerValue | undefined): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}
