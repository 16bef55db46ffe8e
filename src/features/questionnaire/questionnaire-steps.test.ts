import { describe, expect, it } from 'vitest';
import type { AssessmentContent } from '../../../contracts/assessment.ts';
import { seededOrder } from '../../../contracts/attempt-order.ts';
import { questionSteps, resumePosition } from './questionnaire-steps.ts';

const item = (id: string, sort: number, practice = false) => ({
  item_id: id,
  sort_order: sort,
  is_practice: practice,
  text: id,
  response_scale: 's',
});

const content: AssessmentContent = {
  asmt_id: 3,
  slug: 'values',
  kind: 'values',
  language: 'en',
  title: 'Values',
  instructions: '',
  has_pledge: true,
  fixed_order: false,
  estimated_minutes: 5,
  item_count: 3,
  practice_item_count: 2,
  scales: [{ code: 's', min: 1, max: 5, options: [{ value: 1, label: 'one' }] }],
  sections: [
    { section_id: 2, sort_order: 2, is_practice: false, title: 'Part 1', items: [item('b', 4), item('a', 3)] },
    { section_id: 3, sort_order: 3, is_practice: false, title: 'Part 2', items: [item('c', 5)] },
    {
      section_id: 1,
      sort_order: 1,
      is_practice: true,
      title: 'Practice',
      items: [item('p1', 1, true), item('p2', 2, true)],
    },
  ],
};

describe('questionSteps', () => {
  it('puts practice first, then sections and items in order, numbering each group on its own', () => {
    const steps = questionSteps(content);
    expect(steps.map((s) => s.item.item_id)).toEqual(['p1', 'p2', 'a', 'b', 'c']);
    expect(steps.map((s) => `${s.isPractice ? 'P' : 'Q'}${s.number}/${s.of}`)).toEqual([
      'P1/2',
      'P2/2',
      'Q1/3',
      'Q2/3',
      'Q3/3',
    ]);
    expect(steps[0]!.scale?.code).toBe('s');
  });

  it('resumes at the first unanswered item, or the review when all are answered', () => {
    const steps = questionSteps(content);
    expect(resumePosition(steps, new Set(['p1', 'p2', 'b']))).toBe(2);
    expect(resumePosition(steps, new Set(['p1', 'p2', 'a', 'b', 'c']))).toBe(5);
  });

  it('given an attempt, then its counted items come in its own order within each section, the same on every reload, numbered as shown', () => {
    const many = Array.from({ length: 12 }, (_, i) => item(`i${i}`, i));
    const long: AssessmentContent = {
      ...content,
      sections: [content.sections[2]!, { ...content.sections[0]!, items: many }, content.sections[1]!],
    };
    const attempt = '2f0d6c1e-3b7a-4e59-8c41-9d2e5f6a7b8c';
    const steps = questionSteps(long, attempt);
    const ids = steps.map((s) => s.item.item_id);
    expect(ids.slice(0, 2)).toEqual(['p1', 'p2']);
    expect(ids.slice(2, 14)).toEqual(
      seededOrder(
        attempt,
        many.map((i) => i.item_id),
        (id) => id,
      ),
    );
    expect(ids.slice(2, 14)).not.toEqual(many.map((i) => i.item_id));
    expect(ids.at(-1)).toBe('c');
    expect(questionSteps(long, attempt).map((s) => s.item.item_id)).toEqual(ids);
    expect(steps.slice(2).map((s) => s.number)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    // Another attempt, another order; a questionnaire whose author fixed the order keeps it.
    expect(questionSteps(long, 'another-attempt').map((s) => s.item.item_id)).not.toEqual(ids);
    expect(
      questionSteps({ ...long, fixed_order: true }, attempt)
        .map((s) => s.item.item_id)
        .slice(2, 14),
    ).toEqual(many.map((i) => i.item_id));
  });
});
