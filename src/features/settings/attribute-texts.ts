/** Words of the attribute catalogue in company settings, in the current language. Call at render time. */
import { plural, t } from '@lingui/core/macro';
import type { CatalogueAttribute } from '../../../contracts/company-attributes.ts';

export function attributeCategoryLabel(category: string): string {
  switch (category) {
    case 'competencies':
      return t`Competencies`;
    case 'personality':
      return t`Personality`;
    case 'interests':
      return t`Interests`;
    case 'values':
      return t`Work values`;
    case 'career_pathways':
      return t`Career pathways readiness`;
    default:
      return t`Other attributes`;
  }
}

/** "2 questions · 1 weight · no scores": where the company uses the attribute. */
export function attributeUsesText(attribute: Pick<CatalogueAttribute, 'questions' | 'weights' | 'scores'>): string {
  if (attribute.questions + attribute.weights + attribute.scores === 0) return t`Not used yet`;
  return [
    plural(attribute.questions, { one: '# question', other: '# questions' }),
    plural(attribute.weights, { one: '# weight', other: '# weights' }),
    plural(attribute.scores, { one: '# score', other: '# scores' }),
  ].join(' · ');
}
