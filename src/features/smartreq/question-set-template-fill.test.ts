import { describe, expect, it } from 'vitest';
import { filledFromTemplate } from './question-set-template-fill.tsx';

describe('filling a question set from a template', () => {
  it('given questions already in the set, then the template adds only its new ones, after them, in its order', () => {
    expect(filledFromTemplate([5, 3], [3, 9, 7, 9])).toEqual([5, 3, 9, 7]);
    expect(filledFromTemplate([], [2, 1])).toEqual([2, 1]);
  });
});
