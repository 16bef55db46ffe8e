/**
 * The scoring-criteria template being written: criteria added with five levels whose labels are
 * offered (to rewrite), removed, moved up or down (the keyboard's way to reorder), and edited.
 */
import { SCORING_LEVELS, type SaveScoringTemplate } from '../../../contracts/scoring-templates.ts';

export type ScoringDraft = SaveScoringTemplate;
type Criterion = ScoringDraft['criteria'][number];

export function newCriterion(labels: readonly string[]): Criterion {
  return {
    name: '',
    description: '',
    levels: SCORING_LEVELS.map((level) => ({ level, label: labels[level - 1] ?? '', description: '' })),
  };
}

export function addCriterion(draft: ScoringDraft, labels: readonly string[]): ScoringDraft {
  return { ...draft, criteria: [...draft.criteria, newCriterion(labels)] };
}

export function removeCriterion(draft: ScoringDraft, index: number): ScoringDraft {
  return { ...draft, criteria: draft.criteria.filter((_, i) => i !== index) };
}

export function moveCriterion(draft: ScoringDraft, index: number, by: -1 | 1): ScoringDraft {
  const to = index + by;
  if (index < 0 || to < 0 || index >= draft.criteria.length || to >= draft.criteria.length) return draft;
  const criteria = [...draft.criteria];
  [criteria[index], criteria[to]] = [criteria[to]!, criteria[index]!];
  return { ...draft, criteria };
}

export function setCriterion(
  draft: ScoringDraft,
  index: number,
  change: Partial<Pick<Criterion, 'name' | 'description'>>,
): ScoringDraft {
  return { ...draft, criteria: draft.criteria.map((c, i) => (i === index ? { ...c, ...change } : c)) };
}

export function setLevel(
  draft: ScoringDraft,
  index: number,
  level: number,
  change: { label?: string; description?: string },
): ScoringDraft {
  return {
    ...draft,
    criteria: draft.criteria.map((c, i) =>
      i === index ? { ...c, levels: c.levels.map((l) => (l.level === level ? { ...l, ...change } : l)) } : c,
    ),
  };
}
