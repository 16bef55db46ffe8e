/**
 * A bank question as its form holds it (every field a string, as typed) and the rules that turn it
 * into what the server takes: the contract's own rules between fields (questionProblems) first,
 * then the form's (numbers that are numbers, points from 0 to 100). An edit sends only what changed,
 * and never the choices unless they changed: once candidates answered, the server refuses new ones.
 * An interview-list question is text and guidance for the interviewer and the attributes it probes,
 * always of the interview type; only that list's form picks attributes. The question, its help and
 * each choice have versions in the company's other languages (D287), which candidates and employees
 * read; choices sent back with new versions only keep their ids on the server.
 */
import {
  CHOICE_TYPES,
  INTERVIEW_QUESTION_TYPE,
  questionProblems,
  type Question,
  type QuestionInput,
  type QuestionList,
  type QuestionType,
} from '../../../contracts/question-bank.ts';
import type { Versions } from '../../ui/field-versions/field-versions.tsx';

export const QUESTION_TEXT_MAX = 2_000;
export const OPTION_TEXT_MAX = 500;
export const MAX_OPTIONS = 50;

export interface ChoiceDraft {
  option_text: string;
  /** The choice in the company's other languages. */
  option_text_i18n: Versions;
  /** Points, 0 to 100, or empty for an unscored choice. */
  score: string;
  is_knockout: boolean;
}

export interface QuestionDraft {
  question_type: QuestionType;
  question_text: string;
  question_text_i18n: Versions;
  help_text: string;
  help_text_i18n: Versions;
  options: ChoiceDraft[];
  min: string;
  max: string;
  max_length: string;
  /** The attributes it probes (interview list). */
  attributeIds: number[];
}

export type DraftProblem =
  | { prop: 'question_text'; code: 'required' | 'too_long' }
  | { prop: 'help_text'; code: 'too_long' }
  | { prop: 'options'; code: 'options_required' | 'options_not_allowed' | 'too_many' }
  | { prop: 'option'; index: number; code: 'required' | 'too_long' | 'score_range' }
  | { prop: 'min' | 'max' | 'max_length'; code: 'not_a_number' }
  | { prop: 'max'; code: 'min_above_max' }
  | { prop: 'attributes'; code: 'too_many' };

/** The most attributes an interview kit lets one question probe, so every list question fits a kit. */
export const MAX_PROBES = 10;

export const hasChoices = (type: QuestionType) => CHOICE_TYPES.includes(type);
export const hasRange = (type: QuestionType) => type === 'number';
export const hasLength = (type: QuestionType) => type === 'short_text' || type === 'long_text';

export function emptyDraft(
  type: QuestionType = 'yes_no',
  yesNo: readonly [string, string] = ['Yes', 'No'],
): QuestionDraft {
  return {
    question_type: type,
    question_text: '',
    question_text_i18n: {},
    help_text: '',
    help_text_i18n: {},
    options:
      type === 'yes_no'
        ? yesNo.map((option_text) => ({ option_text, option_text_i18n: {}, score: '', is_knockout: false }))
        : [],
    min: '',
    max: '',
    max_length: '',
    attributeIds: [],
  };
}

export const emptyDraftFor = (list: QuestionList, yesNo: readonly [string, string]) =>
  list === 'interview' ? emptyDraft(INTERVIEW_QUESTION_TYPE) : emptyDraft('yes_no', yesNo);

export function draftOf(question: Question): QuestionDraft {
  const text = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    question_type: question.question_type,
    question_text: question.question_text,
    question_text_i18n: question.question_text_i18n,
    help_text: question.help_text,
    help_text_i18n: question.help_text_i18n,
    options: question.options.map((o) => ({
      option_text: o.option_text,
      option_text_i18n: o.option_text_i18n,
      score: o.score === null ? '' : String(o.score),
      is_knockout: o.is_knockout,
    })),
    min: text(question.settings.min),
    max: text(question.settings.max),
    max_length: text(question.settings.max_length),
    attributeIds: question.attributes.map((a) => a.attribute_type_id),
  };
}

/** The draft with its type changed: choices kept where the new type has them, Yes and No offered for yes_no. */
export function withType(draft: QuestionDraft, type: QuestionType, yesNo: readonly [string, string]): QuestionDraft {
  const options = !hasChoices(type)
    ? []
    : type === 'yes_no' && draft.options.length === 0
      ? emptyDraft('yes_no', yesNo).options
      : draft.options;
  return { ...draft, question_type: type, options };
}

/** Versions as the server keeps them: trimmed, blank ones left out. */
export function filledVersions(versions: Versions): Versions {
  return Object.fromEntries(
    Object.entries(versions)
      .map(([language, text]) => [language, (text ?? '').trim()])
      .filter(([, text]) => text !== ''),
  );
}
const sameVersions = (a: Versions | undefined, b: Versions | undefined) => {
  const [x, y] = [filledVersions(a ?? {}), filledVersions(b ?? {})];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k as keyof Versions] === y[k as keyof Versions]);
};

const number = (value: string): number | undefined | 'bad' => {
  if (value.trim() === '') return undefined;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : 'bad';
};

/** The server's body for this draft, or what is wrong with it. */
export function checkDraft(
  draft: QuestionDraft,
  list: QuestionList = 'prescreen',
): { value: QuestionDraft; input: QuestionInput; problems: DraftProblem[] } {
  if (list === 'interview') return checkInterviewDraft(draft);
  const text = draft.question_text.trim();
  const help = draft.help_text.trim();
  const problems = textProblems(text, help);

  const choices = hasChoices(draft.question_type)
    ? draft.options.map((o) => ({ ...o, option_text: o.option_text.trim(), score: o.score.trim() }))
    : [];
  if (choices.length > MAX_OPTIONS) problems.push({ prop: 'options', code: 'too_many' });
  const options = choices.map((o, index) => {
    if (!o.option_text) problems.push({ prop: 'option', index, code: 'required' });
    else if (o.option_text.length > OPTION_TEXT_MAX) problems.push({ prop: 'option', index, code: 'too_long' });
    const score = number(o.score);
    if (score === 'bad' || (score !== undefined && (score < 0 || score > 100)))
      problems.push({ prop: 'option', index, code: 'score_range' });
    return {
      option_text: o.option_text,
      option_text_i18n: filledVersions(o.option_text_i18n),
      score: typeof score === 'number' ? score : null,
      is_knockout: o.is_knockout,
    };
  });

  const settings: NonNullable<QuestionInput['settings']> = {};
  const numbers = hasRange(draft.question_type)
    ? (['min', 'max'] as const)
    : hasLength(draft.question_type)
      ? (['max_length'] as const)
      : [];
  for (const prop of numbers) {
    const n = number(draft[prop]);
    if (n === 'bad' || (prop === 'max_length' && n !== undefined && (!Number.isInteger(n) || n < 1 || n > 20_000)))
      problems.push({ prop, code: 'not_a_number' });
    else if (n !== undefined) settings[prop] = n;
  }

  const input: QuestionInput = {
    question_type: draft.question_type,
    question_text: text,
    question_text_i18n: filledVersions(draft.question_text_i18n),
    help_text: help,
    help_text_i18n: filledVersions(draft.help_text_i18n),
    options,
    settings,
  };
  for (const rule of questionProblems(input)) {
    if (rule.problem === 'min_above_max') problems.push({ prop: 'max', code: 'min_above_max' });
    else if (
      (rule.problem === 'options_required' || rule.problem === 'options_not_allowed') &&
      !problems.some((p) => p.prop === 'options')
    )
      problems.push({ prop: 'options', code: rule.problem });
  }
  const value: QuestionDraft = { ...draft, question_text: text, help_text: help, options: choices };
  return { value, input, problems };
}

function textProblems(text: string, help: string): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!text) problems.push({ prop: 'question_text', code: 'required' });
  else if (text.length > QUESTION_TEXT_MAX) problems.push({ prop: 'question_text', code: 'too_long' });
  if (help.length > QUESTION_TEXT_MAX) problems.push({ prop: 'help_text', code: 'too_long' });
  return problems;
}

function checkInterviewDraft(draft: QuestionDraft): {
  value: QuestionDraft;
  input: QuestionInput;
  problems: DraftProblem[];
} {
  const text = draft.question_text.trim();
  const help = draft.help_text.trim();
  const problems = textProblems(text, help);
  if (draft.attributeIds.length > MAX_PROBES) problems.push({ prop: 'attributes', code: 'too_many' });
  const attributes = draft.attributeIds.map((attribute_type_id) => ({ attribute_type_id }));
  const input: QuestionInput = {
    question_type: INTERVIEW_QUESTION_TYPE,
    question_text: text,
    help_text: help,
    options: [],
    settings: {},
    attributes,
  };
  return { value: { ...draft, question_text: text, help_text: help }, input, problems };
}

const sameOptions = (a: QuestionInput['options'], b: Question['options']) =>
  (a ?? []).length === b.length &&
  (a ?? []).every(
    (o, i) =>
      o.option_text === b[i]!.option_text &&
      (o.score ?? null) === b[i]!.score &&
      (o.is_knockout ?? false) === b[i]!.is_knockout,
  );

/** What an edit changes: only the fields that differ, the choices only when they differ. */
export function changesOf(question: Question, input: QuestionInput): Partial<QuestionInput> {
  const patch: Partial<QuestionInput> = {};
  if (input.question_type !== question.question_type) patch.question_type = input.question_type;
  if (input.question_text !== question.question_text) patch.question_text = input.question_text;
  if ((input.help_text ?? '') !== question.help_text) patch.help_text = input.help_text ?? '';
  if (input.question_text_i18n && !sameVersions(input.question_text_i18n, question.question_text_i18n))
    patch.question_text_i18n = input.question_text_i18n;
  if (input.help_text_i18n && !sameVersions(input.help_text_i18n, question.help_text_i18n))
    patch.help_text_i18n = input.help_text_i18n;
  // New versions of the same choices are sent too: the server keeps the choices and their ids.
  const newVersions = (input.options ?? []).some(
    (o, i) => !sameVersions(o.option_text_i18n, question.options[i]?.option_text_i18n),
  );
  if (patch.question_type !== undefined || !sameOptions(input.options, question.options) || newVersions)
    patch.options = input.options ?? [];
  if (JSON.stringify(input.settings ?? {}) !== JSON.stringify(question.settings)) patch.settings = input.settings ?? {};
  const sorted = (attributes: readonly { attribute_type_id: number }[]) =>
    attributes
      .map((a) => a.attribute_type_id)
      .sort((a, b) => a - b)
      .join();
  if (input.attributes !== undefined && sorted(input.attributes) !== sorted(question.attributes))
    patch.attributes = input.attributes;
  return patch;
}
