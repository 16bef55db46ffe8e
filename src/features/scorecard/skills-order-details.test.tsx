/**
 * The order a candidate's skills test showed, on the scorecard's timed tests (D332, D492): nothing
 * is read until staff open it; opened, each application's own run is listed in the order its
 * candidate saw (two candidates, two orders, neither the other's), the chosen option and the right
 * answers marked once submitted; a typing test has no such part.
 */
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SkillsTestOrder } from '../../../contracts/skills-test-order.ts';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { TimedResultsSection } from './timed-results-section.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const option = (id: number, text: string, marks: Partial<{ chosen: boolean; is_correct: boolean }> = {}) => ({
  skills_test_option_id: id,
  text,
  chosen: false,
  is_correct: false,
  ...marks,
});

/** One run whose timed section shows `questions` ([text, ...options]) in that order. */
const run = (questions: [string, ...ReturnType<typeof option>[]][], submitted = false): SkillsTestOrder => ({
  job_step_activity_id: 7,
  title: 'Spreadsheet basics',
  shuffled: true,
  submitted,
  sections: [
    {
      skills_test_section_id: 1,
      title: 'Formulas',
      is_practice: false,
      questions: questions.map(([text, ...options], i) => ({ skills_test_question_id: 100 + i, text, options })),
    },
  ],
});

const ORDERS: Record<number, SkillsTestOrder[]> = {
  12: [
    run(
      [
        ['What does SUM do?', option(1, 'Adds'), option(2, 'Counts', { chosen: true }), option(3, 'Averages')],
        ['Which key fills down?', option(4, 'Ctrl+D', { is_correct: true }), option(5, 'Ctrl+F')],
      ],
      true,
    ),
  ],
  13: [
    run([
      ['Which key fills down?', option(5, 'Ctrl+F'), option(4, 'Ctrl+D')],
      ['What does SUM do?', option(3, 'Averages'), option(1, 'Adds'), option(2, 'Counts')],
    ]),
  ],
};

const result = (type: string): StaffTimedResult => ({
  job_step_activity_id: 7,
  activity_type: type,
  title: 'Spreadsheet basics',
  completed_at: '2026-03-02T10:00:00Z',
  time_accommodation: null,
  figures: { percent: 50, correct: 1, total: 2 },
});

function stubApi() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const id = Number(/skills-test-order\/(\d+)\//.exec(String(input))?.[1]);
    return new Response(JSON.stringify({ data: ORDERS[id] ?? [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Opens the part; each question's options, in the order shown. */
async function opened() {
  const summary = await screen.findByText('Questions in the order the candidate saw');
  const details = summary.closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  const section = await screen.findByRole('region', { name: 'Formulas' });
  expect(screen.getByText(/Shuffled for this candidate/)).toBeTruthy();
  return within(section)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('type') !== 'a')
    .map((li) => [...li.querySelectorAll('li')].map((o) => o.textContent));
}

describe('the order a candidate’s skills test showed, for staff', () => {
  it('reads nothing until opened, then shows each candidate their own order with the chosen option', async () => {
    const fetch = stubApi();
    renderInApp(() => <TimedResultsSection results={[result('skills_test')]} userSmartreqId={12} />);
    await screen.findByText('Questions in the order the candidate saw');
    expect(fetch).not.toHaveBeenCalled();
    expect(await opened()).toEqual([
      ['Adds', 'Counts (chosen)', 'Averages'],
      ['Ctrl+D (a right answer)', 'Ctrl+F'],
    ]);
    expect(String(fetch.mock.calls[0]![0])).toContain('/smartreq/v1/skills-test-order/12/');
    expect(screen.getByText('What does SUM do?')).toBeTruthy();
    cleanup();

    renderInApp(() => <TimedResultsSection results={[result('skills_test')]} userSmartreqId={13} />);
    expect(await opened()).toEqual([
      ['Ctrl+F', 'Ctrl+D'],
      ['Averages', 'Adds', 'Counts'],
    ]);
    expect(String(fetch.mock.calls.at(-1)![0])).toContain('/smartreq/v1/skills-test-order/13/');
  });

  it('gives a typing test no such part', async () => {
    stubApi();
    renderInApp(() => <TimedResultsSection results={[result('typing_test')]} userSmartreqId={12} />);
    await screen.findByRole('heading', { name: 'Timed tests' });
    expect(screen.queryByText('Questions in the order the candidate saw')).toBeNull();
  });
});
