/** The company details form's values, and the contract's judgement in the user's language. */
import { t } from '@lingui/core/macro';
import {
  MAX_COMPANY_NAME,
  MAX_HEADLINE,
  MAX_INTRO,
  MAX_LOCATION,
  MAX_LOCATIONS,
  MAX_LOGO_URL,
  companyDetailsProblems,
  type CompanyDetails,
  type CompanyDetailsField,
  type DetailsProblem,
  type SaveCompanyDetails,
} from '../../../contracts/company-settings.ts';
import type { Language } from '../../../contracts/languages.ts';

export interface DetailsValues {
  name: string;
  logo_url: string;
  time_zone: string;
  default_language: Language;
  /** One location per line. */
  locations: string;
  career_page_headline: string;
  career_page_intro: string;
}

export const toDetailsValues = (details: CompanyDetails): DetailsValues => ({
  name: details.name,
  logo_url: details.logo_url ?? '',
  time_zone: details.time_zone,
  default_language: details.default_language,
  locations: details.locations.join('\n'),
  career_page_headline: details.career_page_headline,
  career_page_intro: details.career_page_intro,
});

export const toDetailsBody = (values: DetailsValues): SaveCompanyDetails => ({
  ...values,
  logo_url: values.logo_url,
  locations: values.locations.split('\n'),
});

function problemText(problem: DetailsProblem): string {
  switch (problem.code) {
    case 'required':
      return t`Enter the company's name.`;
    case 'bad_url':
      return t`Enter an address that starts with https://.`;
    case 'bad_time_zone':
      return t`Choose a time zone from the list.`;
    case 'too_many':
      return t`List at most ${MAX_LOCATIONS} locations.`;
    case 'duplicate':
      return t`List each location once.`;
    case 'too_long':
      switch (problem.prop) {
        case 'name':
          return t`Use at most ${MAX_COMPANY_NAME} characters.`;
        case 'logo_url':
          return t`Use at most ${MAX_LOGO_URL} characters.`;
        case 'locations':
          return t`Keep each location to ${MAX_LOCATION} characters.`;
        case 'career_page_headline':
          return t`Use at most ${MAX_HEADLINE} characters.`;
        default:
          return t`Use at most ${MAX_INTRO} characters.`;
      }
  }
}

/** What is wrong, by field, in the current language (first problem per field). */
export function detailsProblems(values: DetailsValues): Partial<Record<CompanyDetailsField, string>> {
  const found: Partial<Record<CompanyDetailsField, string>> = {};
  for (const problem of companyDetailsProblems(toDetailsBody(values)).problems)
    found[problem.prop] ??= problemText(problem);
  return found;
}
