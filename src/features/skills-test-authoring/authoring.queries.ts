/** The skills-test authoring screens as TanStack Query knows them: the library, one draft, one section. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import type { Language } from '../../../contracts/languages.ts';
import {
  getAuthoredSkillsTest,
  getSkillsTestSection,
  listAuthoredSkillsTests,
  listLibraryQuestions,
  listLibrarySections,
  previewSkillsTest,
} from '../../lib/api/skills-test-authoring.ts';
import { listPlanSkillsTests } from '../../lib/api/smartreq-plan.ts';
import { listAttributeTypes } from '../../lib/api/smartreq-attributes.ts';

export const authoringKeys = {
  all: ['skills-test-authoring'] as const,
  library: (accountId: number | null) => ['skills-test-authoring', 'library', accountId] as const,
  usable: (accountId: number, language: Language) => ['skills-test-authoring', 'usable', accountId, language] as const,
  preview: (id: number, language: Language) => ['skills-test-authoring', 'preview', id, language] as const,
  sections: ['skills-test-authoring', 'library-sections'] as const,
  questions: ['skills-test-authoring', 'library-questions'] as const,
  test: (id: number) => ['skills-test-authoring', 'test', id] as const,
  section: (id: number) => ['skills-test-authoring', 'section', id] as const,
};

/** The provider's library (null), or one company's own tests. */
export function libraryQueryOptions(accountId: number | null = null) {
  return queryOptions({
    queryKey: authoringKeys.library(accountId),
    queryFn: ({ signal }) =>
      call(listAuthoredSkillsTests, { query: accountId === null ? {} : { account_id: accountId }, signal }),
  });
}

/** The tests the company's plans may give (its own published ones, then the provider's), titles in `language`. */
export function usableTestsQueryOptions(accountId: number, language: Language) {
  return queryOptions({
    queryKey: authoringKeys.usable(accountId, language),
    queryFn: ({ signal }) => call(listPlanSkillsTests, { params: { accountId }, query: { language }, signal }),
  });
}

/** A test as candidates see it: the author's draft, or a provider test's newest version. */
export function previewQueryOptions(id: number, language: Language) {
  return queryOptions({
    queryKey: authoringKeys.preview(id, language),
    queryFn: ({ signal }) => call(previewSkillsTest, { params: { id }, query: { language }, signal }),
  });
}

/** Every section of the provider's library, with its test. */
export function librarySectionsQueryOptions() {
  return queryOptions({
    queryKey: authoringKeys.sections,
    queryFn: ({ signal }) => call(listLibrarySections, { query: {}, signal }),
  });
}

/** Every question of the provider's library, with its test and section. */
export function libraryQuestionsQueryOptions() {
  return queryOptions({
    queryKey: authoringKeys.questions,
    queryFn: ({ signal }) => call(listLibraryQuestions, { query: {}, signal }),
  });
}

export function testQueryOptions(id: number) {
  return queryOptions({
    queryKey: authoringKeys.test(id),
    queryFn: ({ signal }) => call(getAuthoredSkillsTest, { params: { id }, signal }),
  });
}

export function sectionQueryOptions(id: number) {
  return queryOptions({
    queryKey: authoringKeys.section(id),
    queryFn: ({ signal }) => call(getSkillsTestSection, { params: { id }, signal }),
  });
}

/** After any change: every authoring read may show it (counts, versions, a section's questions). */
export function refreshAuthoring(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: authoringKeys.all });
}

/** The provider's measurement attributes in a language (the page filters, sorts and pages them itself). */
export function measurementAttributesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['measurement-attributes', language] as const,
    queryFn: ({ signal }) => call(listAttributeTypes, { query: { language }, signal }),
  });
}
