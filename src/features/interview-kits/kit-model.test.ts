import { describe, expect, it } from 'vitest';
import { SaveKitBody, type Kit } from '../../../contracts/interview.ts';
import {
  addAttribute,
  addFromList,
  addQuestion,
  draftField,
  kitDraftFrom,
  kitProblems,
  moveQuestion,
  newKitDraft,
  removeAttribute,
  removeQuestion,
  setAnchor,
  toggleProbe,
  toSaveKit,
  updateQuestion,
} from './kit-model.ts';

const ANCHORS = ['Poor', 'Weak', 'Meets', 'Strong', 'Exceptional'];

function filledDraft() {
  let draft = newKitDraft();
  draft = { ...draft, name: '  Supervisor interview ' };
  draft = addAttribute(draft, 11, ANCHORS);
  draft = addAttribute(draft, 12, ANCHORS);
  draft = updateQuestion(draft, 1, { text: 'Tell us about a shift that went wrong.' });
  draft = toggleProbe(draft, 1, 11);
  draft = addQuestion(draft);
  draft = updateQuestion(draft, 2, { text: 'How do you plan a week of rotas?', guidance: 'Listen for fairness.' });
  draft = toggleProbe(draft, 2, 12);
  return draft;
}

describe('writing an interview kit', () => {
  it('given a new draft, then it asks for a name, an attribute and the first question', () => {
    expect(kitProblems(newKitDraft())).toEqual({
      name: 'required',
      attributes: 'none',
      'questions.1.text': 'required',
    });
  });

  it('given a complete draft, then it has no problems and becomes a body the contract accepts, trimmed and in order', () => {
    const draft = filledDraft();
    expect(kitProblems(draft)).toEqual({});
    const body = toSaveKit(draft, 7);
    expect(SaveKitBody.safeParse(body).success).toBe(true);
    expect(body.name).toBe('Supervisor interview');
    expect(body.account_id).toBe(7);
    expect(body.questions.map((q) => q.attribute_type_ids)).toEqual([[11], [12]]);
    expect(body.attributes[0]!.levels).toEqual(ANCHORS.map((anchor, i) => ({ level: i + 1, anchor })));
  });

  it('given an attribute removed from the rubric, then no question probes it any more', () => {
    const draft = removeAttribute(filledDraft(), 12);
    expect(draft.questions.map((q) => q.attributeIds)).toEqual([[11], []]);
    expect(toSaveKit(draft, undefined)).not.toHaveProperty('account_id');
  });

  it('given an empty anchor or an overlong question, then each problem is on its own field', () => {
    let draft = setAnchor(filledDraft(), 12, 3, '   ');
    draft = updateQuestion(draft, 2, { text: 'x'.repeat(1001) });
    expect(kitProblems(draft)).toEqual({ 'attributes.12.3': 'required', 'questions.2.text': 'too_long' });
  });

  it('given questions moved and removed, then the order follows and the ends do not move', () => {
    const draft = filledDraft();
    expect(moveQuestion(draft, 2, -1).questions.map((q) => q.key)).toEqual([2, 1]);
    expect(moveQuestion(draft, 1, -1)).toBe(draft);
    expect(moveQuestion(draft, 2, 1)).toBe(draft);
    expect(kitProblems(removeQuestion(removeQuestion(draft, 1), 2))).toEqual({ questions: 'none' });
  });

  it('given a saved kit, then the draft made from it saves back the same kit', () => {
    const body = toSaveKit(filledDraft(), 7);
    const kit: Kit = {
      interview_kit_id: 3,
      account_id: 7,
      name: body.name,
      purpose: body.purpose,
      questions: body.questions.map((q, i) => ({
        interview_kit_question_id: i + 1,
        account_question_id: null,
        question_text: q.question_text,
        guidance: q.guidance ?? '',
        attribute_type_ids: q.attribute_type_ids,
      })),
      attributes: body.attributes.map((a) => ({
        attribute_type_id: a.attribute_type_id,
        name: `A${a.attribute_type_id}`,
        levels: [...a.levels].reverse(),
      })),
      activity_count: 0,
      updated_at: '2026-11-23T10:00:00.000Z',
    };
    const again = kitDraftFrom(kit);
    expect(toSaveKit(again, 7)).toEqual(body);
    expect(addQuestion(again).questions.at(-1)!.key).toBe(3);
  });

  it('given the server refuses a field by position, then the draft field of that question or level is named', () => {
    const draft = moveQuestion(filledDraft(), 2, -1);
    expect(draftField(draft, 'questions.0.question_text')).toBe('questions.2.text');
    expect(draftField(draft, 'attributes.1.levels.4.anchor')).toBe('attributes.12.5');
    expect(draftField(draft, 'name')).toBe('name');
    expect(draftField(draft, 'questions.9.guidance')).toBe('questions');
  });

  it('given a new kit, when two list questions are added, then the blank question goes, each copy keeps its link, and their attributes join the rubric once', () => {
    const picked = [
      {
        account_question_id: 41,
        question_text: 'Why retail?',
        help_text: 'Listen for customers.',
        attributes: [{ attribute_type_id: 7 }],
      },
      {
        account_question_id: 42,
        question_text: 'A hard shift?',
        help_text: '',
        attributes: [{ attribute_type_id: 7 }, { attribute_type_id: 9 }],
      },
    ];
    const draft = addFromList({ ...newKitDraft(), name: 'Retail' }, picked, ANCHORS);
    expect(draft.questions.map((q) => [q.accountQuestionId, q.text, q.guidance, q.attributeIds])).toEqual([
      [41, 'Why retail?', 'Listen for customers.', [7]],
      [42, 'A hard shift?', '', [7, 9]],
    ]);
    expect(draft.attributes).toEqual([
      { attributeId: 7, anchors: ANCHORS },
      { attributeId: 9, anchors: ANCHORS },
    ]);
    expect(kitProblems(draft)).toEqual({});
    expect(toSaveKit(draft, 1).questions.map((q) => q.account_question_id)).toEqual([41, 42]);
    // Editing the copy changes the kit only; the link stays.
    const edited = updateQuestion(draft, draft.questions[0]!.key, { text: 'Why retail, really?' });
    expect(toSaveKit(edited, 1).questions[0]).toMatchObject({
      account_question_id: 41,
      question_text: 'Why retail, really?',
    });
  });
});
