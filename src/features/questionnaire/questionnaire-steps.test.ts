import { describe, expect, it } from 'vitest';
import type { AssessmentContent } from '../../../contracts/assessment.ts';
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
});
