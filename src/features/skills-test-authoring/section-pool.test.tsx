/**
 * The section editor's pool size (D503): a timed section with questions offers "Questions drawn
 * per candidate"; a size above the section's questions (or below 1) is refused on the page in the
 * user's language and nothing is sent; a good one is sent as pool_size; emptied, it sends null
 * (every question shows); a practice section has no such field.
 */
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthoredSectionDetail } from '../../../contracts/skills-test-authoring.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { sectionQueryOptions } from './authoring.queries.ts';
import { SectionDetailsScreen } from './section-screens.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const question = (n: number) => ({
  skills_test_question_id: 100 + n,
  skills_test_section_id: 7,
  sort_order: n,
  text: `Question ${n}`,
  options: [
    { skills_test_option_id: 1000 + n * 10, sort_order: 1, text: 'Yes', is_correct: true },
    { skills_test_option_id: 1001 + n * 10, sort_order: 2, text: 'No', is_correct: false },
  ],
});

const SECTION = {
  skills_test_section_id: 7,
  skills_test_id: 3,
  sort_order: 1,
  is_practice: false,
  minutes: 10,
  pool_size: null,
  title: 'Part one',
  instructions: '',
  questions: [question(1), question(2), question(3)],
} as unknown as AuthoredSectionDetail;

/** The editor of `section`, its read already in the client; every PUT answered with the section sent back. */
function edit(section: AuthoredSectionDetail) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sectionQueryOptions(section.skills_test_section_id).queryKey, section);
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return Response.json({ data: { ...section, ...body } });
    }
    return Response.json({ data: section });
  });
  renderInApp(() => <SectionDetailsScreen id={section.skills_test_section_id} />, { queryClient });
  return sent;
}

const pool = () => screen.getByRole('textbox', { name: /Questions drawn per candidate/ });
const save = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the section' })));
};

describe('the section editor’s pool size', () => {
  it('refuses a size above the section’s questions on the page, then sends a good one and an emptied one', async () => {
    const sent = edit(SECTION);
    expect(await screen.findByText(/of the section’s 3 questions/)).toBeTruthy();
    expect(pool()).toHaveProperty('value', '');
    fireEvent.change(pool(), { target: { value: '4' } });
    await save();
    expect(screen.getByText('Enter a number from 1 to 3, or leave this empty to show every question')).toBeTruthy();
    fireEvent.change(pool(), { target: { value: '0' } });
    await save();
    expect(screen.getByText('Enter a number from 1 to 3, or leave this empty to show every question')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(pool(), { target: { value: '2' } });
    await save();
    expect(await screen.findByText('The section is saved.')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ pool_size: 2, is_practice: false, minutes: 10 })]);
    fireEvent.change(pool(), { target: { value: ' ' } });
    await save();
    expect(sent[1]).toMatchObject({ pool_size: null });
  });

  it('shows the pool the author set, and none for a practice section', async () => {
    edit({ ...SECTION, pool_size: 2 });
    expect((await screen.findByRole('textbox', { name: /Questions drawn per candidate/ })).getAttribute('value')).toBe(
      '2',
    );
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: /Practice section/ })));
    expect(screen.queryByRole('textbox', { name: /Questions drawn per candidate/ })).toBeNull();
  });
});
