/** A questionnaire of two questions on one scale, for the full-disk tests of the question screen. */
import type { AssessmentContent } from '../../../../contracts/assessment.ts';

const item = (id: string, text: string, sort: number) => ({
  item_id: id,
  sort_order: sort,
  is_practice: false,
  text,
  response_scale: 'agree',
});

export function twoQuestions(asmtId: number): AssessmentContent {
  return {
    asmt_id: asmtId,
    slug: 'values',
    kind: 'values',
    language: 'en',
    title: 'Work values',
    instructions: '',
    has_pledge: false,
    fixed_order: true,
    estimated_minutes: 2,
    item_count: 2,
    practice_item_count: 0,
    scales: [
      {
        code: 'agree',
        min: 1,
        max: 3,
        options: [
          { value: 1, label: 'Disagree' },
          { value: 2, label: 'Not sure' },
          { value: 3, label: 'Agree' },
        ],
      },
    ],
    sections: [
      {
        section_id: 1,
        sort_order: 1,
        is_practice: false,
        title: 'Part 1',
        items: [item('q1', 'I like clear goals', 1), item('q2', 'I enjoy working with others', 2)],
      },
    ],
  };
}
