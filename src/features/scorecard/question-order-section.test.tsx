/**
 * The scorecard's order of the questionnaire items the candidate saw (D319): nothing is read until
 * staff open it; opened, each questionnaire lists its items in the order shown, practice marked,
 * and says whether the order was shuffled for the attempt or fixed by the author.
 */
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttemptQuestionOrder } from '../../../contracts/assessment.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { QuestionOrderSection } from './question-order-section.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const orders: AttemptQuestionOrder[] = [
  {
    job_step_activity_id: 4,
    title: 'Work values questionnaire',
    asmt_id: 3,
    attempt_id: '2f0d6c1e-3b7a-4e59-8c41-9d2e5f6a7b8c',
    shuffled: true,
    items: [
      { item_id: 'p1', text: 'I like practice', is_practice: true },
      { item_id: 'b', text: 'Second written', is_practice: false },
      { item_id: 'a', text: 'First written', is_practice: false },
    ],
  },
];

describe('the order the candidate saw', () => {
  it('given a closed part, then nothing is read; opened, then the items in the order shown', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ data: orders }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderInApp(() => <QuestionOrderSection userSmartreqId={12} />);
    const summary = await screen.findByText('Order of the questionnaire items the candidate saw');
    expect(fetch).not.toHaveBeenCalled();

    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByRole('heading', { name: 'Work values questionnaire' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toContain('/smartreq/v1/question-order/12/');
    expect(screen.getByText('Shuffled for this attempt; practice items first.')).toBeTruthy();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['I like practice (practice)', 'Second written', 'First written']);
  });
});
