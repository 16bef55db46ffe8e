/**
 * An offer letter template's versions (D207): the company's templates of one kind and one name,
 * one per language. An offer is made from the version in the candidate's language, else from the
 * version the recruiter chose; a language without a version is marked missing (D234).
 */
import type { OfferTemplate } from '../../../contracts/offer-settings.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';

export interface TemplateVersions {
  name: string;
  byLanguage: Partial<Record<Language, OfferTemplate>>;
  missing: Language[];
}

/** The templates grouped by name (in name order), each with its versions and the languages it misses. */
export function templateVersions(templates: readonly OfferTemplate[]): TemplateVersions[] {
  const groups = new Map<string, Partial<Record<Language, OfferTemplate>>>();
  for (const template of templates) {
    const group = groups.get(template.name) ?? {};
    group[template.language] = template;
    groups.set(template.name, group);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, byLanguage]) => ({
      name,
      byLanguage,
      missing: LANGUAGES.filter((language) => byLanguage[language] === undefined),
    }));
}
