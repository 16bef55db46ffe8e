/** What the section and question libraries show: searched, narrowed to a test or section, ordered, one page. */
import type { LibraryQuestion, LibrarySection } from '../../../contracts/skills-test-authoring.ts';
import type { AttributeType } from '../../../contracts/smartreq-attributes.ts';

export const LIBRARY_PAGE_SIZE = 25;

export type SectionOrdering = 'test' | 'title';
export type QuestionOrdering = 'test' | 'text';
export type AttributeOrdering = 'category' | 'name';

const matches = (needle: string, ...texts: string[]) => texts.some((text) => text.toLocaleLowerCase().includes(needle));
const byText =
  <T>(textOf: (item: T) => string) =>
  (a: T, b: T) =>
    textOf(a).localeCompare(textOf(b));

/** The page of sections whose title or test title holds the search, in the chosen test ('' for every test). */
export function shownSections(
  all: readonly LibrarySection[],
  search: string,
  filters: { test: string },
  ordering: SectionOrdering,
  page: number,
) {
  const needle = search.trim().toLocaleLowerCase();
  const found = all.filter(
    (s) => (filters.test === '' || String(s.skills_test_id) === filters.test) && matches(needle, s.title, s.test_title),
  );
  if (ordering === 'title') found.sort(byText((s) => s.title));
  return pageOf(found, page);
}

/** The page of questions whose text holds the search, in the chosen test and section ('' for every one). */
export function shownQuestions(
  all: readonly LibraryQuestion[],
  search: string,
  filters: { test: string; section: string },
  ordering: QuestionOrdering,
  page: number,
) {
  const needle = search.trim().toLocaleLowerCase();
  const found = all.filter(
    (q) =>
      (filters.test === '' || String(q.skills_test_id) === filters.test) &&
      (filters.section === '' || String(q.skills_test_section_id) === filters.section) &&
      matches(needle, q.text),
  );
  if (ordering === 'text') found.sort(byText((q) => q.text));
  return pageOf(found, page);
}

/** The page of attributes whose name or description holds the search, in the chosen category ('' for every one). */
export function shownAttributes(
  all: readonly AttributeType[],
  search: string,
  filters: { category: string },
  ordering: AttributeOrdering,
  page: number,
) {
  const needle = search.trim().toLocaleLowerCase();
  const found = all.filter(
    (a) => (filters.category === '' || a.category === filters.category) && matches(needle, a.name, a.description),
  );
  if (ordering === 'name') found.sort(byText((a) => a.name));
  return pageOf(found, page);
}

function pageOf<T>(items: T[], page: number): { results: T[]; count: number } {
  return { results: items.slice((page - 1) * LIBRARY_PAGE_SIZE, page * LIBRARY_PAGE_SIZE), count: items.length };
}

/** Each test once, as the filter offers it, in the library's order. */
export function testsIn(
  items: readonly { skills_test_id: number; test_title: string }[],
): { id: number; title: string }[] {
  const seen = new Map<number, string>();
  for (const item of items) if (!seen.has(item.skills_test_id)) seen.set(item.skills_test_id, item.test_title);
  return [...seen].map(([id, title]) => ({ id, title }));
}

/** Each section of the chosen test ('' for every test) once, as the filter offers it. */
export function sectionsIn(
  questions: readonly LibraryQuestion[],
  test: string,
): { id: number; title: string; test_title: string }[] {
  const seen = new Map<number, { id: number; title: string; test_title: string }>();
  for (const q of questions) {
    if (test !== '' && String(q.skills_test_id) !== test) continue;
    if (!seen.has(q.skills_test_section_id))
      seen.set(q.skills_test_section_id, {
        id: q.skills_test_section_id,
        title: q.section_title,
        test_title: q.test_title,
      });
  }
  return [...seen.values()];
}

export type CompanyTestOrdering = 'title' | 'published';

/**
 * The company's own tests, or the provider's it may use, whose title holds the search: by title, or
 * the most recently published first ('published'; never-published tests last, by title).
 */
export function shownTests<T extends { title: string; published_at?: string | null }>(
  all: readonly T[],
  search: string,
  ordering: CompanyTestOrdering,
  page: number,
) {
  const needle = search.trim().toLocaleLowerCase();
  const found = all.filter((test) => matches(needle, test.title)).sort(byText((test) => test.title));
  if (ordering === 'published') found.sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''));
  return pageOf(found, page);
}
