/**
 * An interview kit being written: its questions, the attributes it scores with a five-level
 * rubric, and what is wrong with it before the server is asked. The rules are the contract's
 * (contracts/interview.ts); a question can only probe attributes the kit scores, so removing an
 * attribute takes it off every question too.
 */
import { MAX_KIT_QUESTIONS, type InterviewPurposeCode, type Kit, type SaveKit } from '../../../contracts/interview.ts';

export const RUBRIC_LEVELS = [1, 2, 3, 4, 5] as const;
export const MAX_KIT_NAME = 200;
export const MAX_QUESTION_TEXT = 1000;
export const MAX_GUIDANCE = 2000;
export const MAX_ANCHOR = 500;
export const MAX_KIT_ATTRIBUTES = 20;
export const MAX_PROBES_PER_QUESTION = 10;

export interface KitQuestionDraft {
  /** Stable across reordering, for React keys and field ids. */
  key: number;
  accountQuestionId: number | null;
  text: string;
  guidance: string;
  attributeIds: number[];
}

export interface KitAttributeDraft {
  attributeId: number;
  /** The anchors of levels 1 to 5, in order. */
  anchors: string[];
}

export interface KitDraft {
  name: string;
  purpose: InterviewPurposeCode;
  questions: KitQuestionDraft[];
  attributes: KitAttributeDraft[];
  nextKey: number;
}

export type KitProblemCode = 'required' | 'too_long' | 'none' | 'too_many';
/** Field paths: name, questions, attributes, questions.{key}.text, questions.{key}.guidance, questions.{key}.attributes, attributes.{id}.{level}. */
export type KitProblems = Record<string, KitProblemCode>;

export function emptyQuestion(key: number): KitQuestionDraft {
  return { key, accountQuestionId: null, text: '', guidance: '', attributeIds: [] };
}

export function newKitDraft(purpose: InterviewPurposeCode = 'interview'): KitDraft {
  return { name: '', purpose, questions: [emptyQuestion(1)], attributes: [], nextKey: 2 };
}

export function kitDraftFrom(kit: Kit): KitDraft {
  return {
    name: kit.name,
    purpose: kit.purpose,
    questions: kit.questions.map((q, i) => ({
      key: i + 1,
      accountQuestionId: q.account_question_id,
      text: q.question_text,
      guidance: q.guidance,
      attributeIds: [...q.attribute_type_ids],
    })),
    attributes: kit.attributes.map((a) => ({
      attributeId: a.attribute_type_id,
      anchors: RUBRIC_LEVELS.map((level) => a.levels.find((l) => l.level === level)?.anchor ?? ''),
    })),
    nextKey: kit.questions.length + 1,
  };
}

export function addQuestion(draft: KitDraft): KitDraft {
  return { ...draft, questions: [...draft.questions, emptyQuestion(draft.nextKey)], nextKey: draft.nextKey + 1 };
}

/** What the kit copies from a question of the company's interview list. */
export interface ListQuestion {
  account_question_id: number;
  question_text: string;
  help_text: string;
  attributes: readonly { attribute_type_id: number }[];
}

/**
 * Copies questions of the interview list into the kit, keeping the link to each; the attributes
 * they probe join the rubric with the given anchors when the kit does not score them yet. A blank
 * question left in place is replaced rather than kept.
 */
export function addFromList(draft: KitDraft, picked: readonly ListQuestion[], anchors: readonly string[]): KitDraft {
  let next: KitDraft = {
    ...draft,
    questions: draft.questions.filter(
      (q) => q.text.trim() !== '' || q.guidance.trim() !== '' || q.accountQuestionId !== null,
    ),
  };
  for (const question of picked) {
    const attributeIds = question.attributes.map((a) => a.attribute_type_id);
    for (const attributeId of attributeIds) next = addAttribute(next, attributeId, anchors);
    const copy = {
      key: next.nextKey,
      accountQuestionId: question.account_question_id,
      text: question.question_text,
      guidance: question.help_text,
      attributeIds,
    };
    next = { ...next, questions: [...next.questions, copy], nextKey: next.nextKey + 1 };
  }
  return next;
}

export function updateQuestion(draft: KitDraft, key: number, change: Partial<Omit<KitQuestionDraft, 'key'>>): KitDraft {
  return { ...draft, questions: draft.questions.map((q) => (q.key === key ? { ...q, ...change } : q)) };
}

export function removeQuestion(draft: KitDraft, key: number): KitDraft {
  return { ...draft, questions: draft.questions.filter((q) => q.key !== key) };
}

/** Moves a question one place up (-1) or down (+1); nothing at the ends. */
export function moveQuestion(draft: KitDraft, key: number, by: -1 | 1): KitDraft {
  const from = draft.questions.findIndex((q) => q.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.questions.length) return draft;
  const questions = [...draft.questions];
  [questions[from], questions[to]] = [questions[to]!, questions[from]!];
  return { ...draft, questions };
}

export function toggleProbe(draft: KitDraft, key: number, attributeId: number): KitDraft {
  return {
    ...draft,
    questions: draft.questions.map((q) =>
      q.key !== key
        ? q
        : {
            ...q,
            attributeIds: q.attributeIds.includes(attributeId)
              ? q.attributeIds.filter((a) => a !== attributeId)
              : [...q.attributeIds, attributeId],
          },
    ),
  };
}

/** Adds an attribute to the rubric with the given anchors (the screen offers generic ones to edit). */
export function addAttribute(draft: KitDraft, attributeId: number, anchors: readonly string[]): KitDraft {
  if (draft.attributes.some((a) => a.attributeId === attributeId)) return draft;
  return { ...draft, attributes: [...draft.attributes, { attributeId, anchors: [...anchors] }] };
}

export function setAnchor(draft: KitDraft, attributeId: number, level: number, anchor: string): KitDraft {
  return {
    ...draft,
    attributes: draft.attributes.map((a) =>
      a.attributeId === attributeId ? { ...a, anchors: a.anchors.map((x, i) => (i === level - 1 ? anchor : x)) } : a,
    ),
  };
}

export function removeAttribute(draft: KitDraft, attributeId: number): KitDraft {
  return {
    ...draft,
    attributes: draft.attributes.filter((a) => a.attributeId !== attributeId),
    questions: draft.questions.map((q) => ({ ...q, attributeIds: q.attributeIds.filter((a) => a !== attributeId) })),
  };
}

function lengthProblem(value: string, max: number, required: boolean): KitProblemCode | undefined {
  const trimmed = value.trim();
  if (required && trimmed === '') return 'required';
  return trimmed.length > max ? 'too_long' : undefined;
}

export function kitProblems(draft: KitDraft): KitProblems {
  const problems: KitProblems = {};
  const note = (field: string, code: KitProblemCode | undefined) => {
    if (code) problems[field] = code;
  };
  note('name', lengthProblem(draft.name, MAX_KIT_NAME, true));
  if (draft.attributes.length === 0) problems.attributes = 'none';
  else if (draft.attributes.length > MAX_KIT_ATTRIBUTES) problems.attributes = 'too_many';
  for (const a of draft.attributes)
    RUBRIC_LEVELS.forEach((level) =>
      note(`attributes.${a.attributeId}.${level}`, lengthProblem(a.anchors[level - 1] ?? '', MAX_ANCHOR, true)),
    );
  if (draft.questions.length === 0) problems.questions = 'none';
  else if (draft.questions.length > MAX_KIT_QUESTIONS) problems.questions = 'too_many';
  for (const q of draft.questions) {
    note(`questions.${q.key}.text`, lengthProblem(q.text, MAX_QUESTION_TEXT, true));
    note(`questions.${q.key}.guidance`, lengthProblem(q.guidance, MAX_GUIDANCE, false));
    if (q.attributeIds.length > MAX_PROBES_PER_QUESTION) problems[`questions.${q.key}.attributes`] = 'too_many';
  }
  return problems;
}

export function toSaveKit(draft: KitDraft, accountId: number | undefined): SaveKit {
  return {
    ...(accountId !== undefined ? { account_id: accountId } : {}),
    name: draft.name.trim(),
    purpose: draft.purpose,
    questions: draft.questions.map((q) => ({
      account_question_id: q.accountQuestionId,
      question_text: q.text.trim(),
      guidance: q.guidance.trim(),
      attribute_type_ids: q.attributeIds.filter((a) => draft.attributes.some((x) => x.attributeId === a)),
    })),
    attributes: draft.attributes.map((a) => ({
      attribute_type_id: a.attributeId,
      levels: RUBRIC_LEVELS.map((level) => ({ level, anchor: (a.anchors[level - 1] ?? '').trim() })),
    })),
  };
}

/**
 * Where the server's refusal of a field belongs in the draft: the contract names fields by
 * position (questions.2.question_text), the screen by question key.
 */
export function draftField(draft: KitDraft, prop: string): string {
  const question = /^questions\.(\d+)\.(question_text|guidance|attribute_type_ids)/.exec(prop);
  if (question) {
    const q = draft.questions[Number(question[1])];
    const part = question[2] === 'question_text' ? 'text' : question[2] === 'guidance' ? 'guidance' : 'attributes';
    return q ? `questions.${q.key}.${part}` : 'questions';
  }
  const level = /^attributes\.(\d+)\.levels\.(\d+)/.exec(prop);
  if (level) {
    const a = draft.attributes[Number(level[1])];
    return a ? `attributes.${a.attributeId}.${Number(level[2]) + 1}` : 'attributes';
  }
  return prop.split('.')[0] ?? prop;
}
