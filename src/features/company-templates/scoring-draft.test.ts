import { describe, expect, it } from 'vitest';
import { criterionAnchors, scoringTemplateProblems } from '../../../contracts/scoring-templates.ts';
import { addCriterion, moveCriterion, removeCriterion, setCriterion, setLevel } from './scoring-draft.ts';

const labels = ['Poor', 'Fair', 'Good', 'Strong', 'Excellent'];

describe('a scoring-criteria template draft', () => {
  it('given a new criterion, then it has five levels with the offered labels and no descriptions yet', () => {
    const draft = addCriterion({ name: 'T', criteria: [] }, labels);
    expect(draft.criteria[0]!.levels.map((l) => [l.level, l.label, l.description])).toEqual(
      labels.map((label, i) => [i + 1, label, '']),
    );
    expect(scoringTemplateProblems(draft).problems.map((p) => p.prop)).toEqual([
      'criteria.0.name',
      ...[1, 2, 3, 4, 5].map((l) => `criteria.0.levels.${l}.description`),
    ]);
  });

  it('given criteria, then they move up and down one place, stay put at the ends, and are removed', () => {
    let draft = addCriterion(addCriterion(addCriterion({ name: 'T', criteria: [] }, labels), labels), labels);
    ['A', 'B', 'C'].forEach((name, i) => (draft = setCriterion(draft, i, { name })));
    expect(moveCriterion(draft, 2, -1).criteria.map((c) => c.name)).toEqual(['A', 'C', 'B']);
    expect(moveCriterion(draft, 0, -1)).toBe(draft);
    expect(moveCriterion(draft, 2, 1)).toBe(draft);
    expect(removeCriterion(draft, 1).criteria.map((c) => c.name)).toEqual(['A', 'C']);
  });

  it('given a written level, then only that level changes and a kit copies it as "label: description"', () => {
    let draft = addCriterion({ name: 'T', criteria: [] }, labels);
    draft = setLevel(draft, 0, 3, { description: 'Answers most questions without help' });
    expect(draft.criteria[0]!.levels.map((l) => l.description)).toEqual([
      '',
      '',
      'Answers most questions without help',
      '',
      '',
    ]);
    expect(criterionAnchors({ ...draft.criteria[0]!, description: '' })[2]).toBe(
      'Good: Answers most questions without help',
    );
  });
});
