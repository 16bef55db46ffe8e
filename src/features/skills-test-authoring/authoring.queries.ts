/** The skills-test authoring screens as TanStack Query knows them: the library, one draft, one section. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getAuthoredSkillsTest, getSkillsTestSection, listAuthoredSkillsTests, listLibraryQuestions, listLibrarySections } from '../../lib/api/skills-test-authoring.ts';

export const authoringKeys = {
  all: ['skills-test-authoring'] as const,
  library: ['skills-test-authoring', 'library'] as const,
  sections: ['skills-test-authoring', 'library-sections'] as const,
  questions: ['skills-test-authoring', 'library-questions'] as const,
  test: (id: number) => ['skills-test-authoring', 'test', id] as const,
  section: (id: number) => ['skills-test-authoring', 'section', id] as const,
};

/** The provider's library (the admin area authors only it). */
export function libraryQueryOptions() {
  return queryOptions({ queryKey: authoringKeys.library, queryFn: ({ signal }) => call(listAuthoredSkillsTests, { query: {}, signal }) });
}

/** Every section of the provider's library, with its test. */
export function librarySectionsQueryOptions() {
  return queryOptions({ queryKey: authoringKeys.sections, queryFn: ({ signal }) => call(listLibrarySections, { query: {}, signal }) });
}

/** Every question of the provider's library, with its test and section. */
export function libraryQuestionsQueryOptions() {
  return queryOptions({ queryKey: authoringKeys.questions, queryFn: ({ signal }) => call(listLibraryQuestions, { query: {}, signal }) });
}

export function testQueryOptions(id: number) {
  return queryOptions({ queryKey: authoringKeys.test(id), queryFn: ({ signal }) => call(getAuthoredSkillsTest, { params: { id }, signal }) });
}

export function sectionQueryOptions(id: number) {
  return queryOptions({ queryKey: authoringKeys.section(id), queryFn: ({ signal }) => call(getSkillsTestSection, { params: { id }, signal }) });
}

/** After any change: every authoring read may show it (counts, versions, a section's questions). */
export function refreshAuthoring(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: authoringKeys.all });
}
