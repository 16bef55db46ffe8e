import { describe, expect, it } from 'vitest';
import type { OfferTemplate } from '../../../contracts/offer-settings.ts';
import { templateVersions } from './template-versions.ts';

const template = (id: number, name: string, language: OfferTemplate['language']): OfferTemplate => ({
  offer_letter_template_id: id,
  kind: 'letter',
  name,
  language,
  body: `${name} in ${language}`,
  updated_at: '2026-11-26T10:00:00.000Z',
});

describe('offer template versions', () => {
  it('given templates of two names, then each name groups its languages and names the missing ones', () => {
    const groups = templateVersions([
      template(1, 'Standard', 'en'),
      template(2, 'Part time', 'fr'),
      template(3, 'Standard', 'es'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Part time', 'Standard']);
    expect(Object.keys(groups[1]!.byLanguage).sort()).toEqual(['en', 'es']);
    expect(groups[1]!.missing).toEqual(['fr']);
    expect(groups[0]!.missing).toEqual(['en', 'es']);
  });

  it('given every language, then nothing is missing', () => {
    const groups = templateVersions([template(1, 'A', 'en'), template(2, 'A', 'es'), template(3, 'A', 'fr')]);
    expect(groups[0]!.missing).toEqual([]);
  });
});
