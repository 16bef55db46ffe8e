import { describe, expect, it } from 'vitest';
import type { LibraryQuestion, LibrarySection } from '../../../contracts/skills-test-authoring.ts';
import { LIBRARY_PAGE_SIZE, sectionsIn, shownQuestions, shownSections, shownTests, testsIn } from './library-filter.ts';

const section = (id: number, testId: number, title: string, testTitle: string): LibrarySection => ({
  skills_test_section_id: id,
  skills_test_id: testId,
  sort_order: id,
  is_practice: false,
  minutes: 5,
  pool_size: null,
  title,
  test_title: testTitle,
  question_count: 1,
});
const question = (id: number, sectionId: number, testId: number, text: string): LibraryQuestion => ({
  skills_test_question_id: id,
  skills_test_section_id: sectionId,
  skills_test_id: testId,
  test_title: `Test ${testId}`,
  section_title: `Section ${sectionId}`,
  text,
  option_count: 2,
  correct_count: 1,
});

describe('the section library', () => {
  const sections = [
    section(1, 1, 'Pallets', 'Forklift'),
    section(2, 1, 'Batteries', 'Forklift'),
    section(3, 2, 'Spreadsheets', 'Office'),
  ];

  it('given a search, then it matches the section title or the test title, whatever the case', () => {
    expect(
      shownSections(sections, ' forklift ', { test: '' }, 'test', 1).results.map((s) => s.skills_test_section_id),
    ).toEqual([1, 2]);
    expect(
      shownSections(sections, 'SPREAD', { test: '' }, 'test', 1).results.map((s) => s.skills_test_section_id),
    ).toEqual([3]);
  });

  it('given a test, then only its sections; ordered by title on request', () => {
    const shown = shownSections(sections, '', { test: '1' }, 'title', 1);
    expect(shown.results.map((s) => s.title)).toEqual(['Batteries', 'Pallets']);
    expect(shown.count).toBe(2);
  });

  it('given more sections than a page, then the page holds its share and the count all of them', () => {
    const many = Array.from({ length: LIBRARY_PAGE_SIZE + 3 }, (_, i) => section(i + 1, 1, `S${i}`, 'T'));
    const second = shownSections(many, '', { test: '' }, 'test', 2);
    expect(second.results).toHaveLength(3);
    expect(second.count).toBe(LIBRARY_PAGE_SIZE + 3);
  });

  it('offers each test once in the order of the library', () => {
    expect(testsIn(sections)).toEqual([
      { id: 1, title: 'Forklift' },
      { id: 2, title: 'Office' },
    ]);
  });
});

describe('the question library', () => {
  const questions = [
    question(1, 10, 1, 'Where is the load carried?'),
    question(2, 11, 1, 'When do you charge?'),
    question(3, 20, 2, 'Which cell sums?'),
  ];

  it('given a search, then it matches the question text', () => {
    expect(
      shownQuestions(questions, 'LOAD', { test: '', section: '' }, 'test', 1).results.map(
        (q) => q.skills_test_question_id,
      ),
    ).toEqual([1]);
  });

  it('given a test and a section, then only their questions; ordered by text on request', () => {
    expect(
      shownQuestions(questions, '', { test: '1', section: '' }, 'text', 1).results.map(
        (q) => q.skills_test_question_id,
      ),
    ).toEqual([2, 1]);
    expect(
      shownQuestions(questions, '', { test: '1', section: '11' }, 'test', 1).results.map(
        (q) => q.skills_test_question_id,
      ),
    ).toEqual([2]);
  });

  it('offers the sections of the chosen test, or of every test', () => {
    expect(sectionsIn(questions, '1').map((s) => s.id)).toEqual([10, 11]);
    expect(sectionsIn(questions, '').map((s) => s.id)).toEqual([10, 11, 20]);
  });
});

describe("a company's test lists", () => {
  const tests = [
    { skills_test_id: 1, title: 'Forklift basics', published_at: '2026-01-02T00:00:00.000Z' },
    { skills_test_id: 2, title: 'Allergens', published_at: null },
    { skills_test_id: 3, title: 'Cash handling', published_at: '2026-03-01T00:00:00.000Z' },
  ];

  it('given a search, then only titles holding it are shown, whatever the case and spaces', () => {
    expect(shownTests(tests, '  CASH ', 'title', 1)).toEqual({ results: [tests[2]], count: 1 });
  });

  it('given the orderings, then titles run A to Z, or the most recently published first with never-published tests last', () => {
    expect(shownTests(tests, '', 'title', 1).results.map((x) => x.skills_test_id)).toEqual([2, 3, 1]);
    expect(shownTests(tests, '', 'published', 1).results.map((x) => x.skills_test_id)).toEqual([3, 1, 2]);
  });

  it('given more tests than a page holds, then each page shows its share and the count is the whole', () => {
    const many = Array.from({ length: LIBRARY_PAGE_SIZE + 2 }, (_, i) => ({
      title: `Test ${String(i).padStart(2, '0')}`,
    }));
    expect(shownTests(many, '', 'title', 2)).toEqual({
      results: many.slice(LIBRARY_PAGE_SIZE),
      count: LIBRARY_PAGE_SIZE + 2,
    });
  });
});
