/**
 * The board's company columns (D384) in happy-dom: after the plan's steps come Interview (here
 * renamed by the company), Offer and Hired; the keyboard's "a" advances into them; a move into
 * Offer opens the offer form; one into Hired asks for the start date and hires.
 */
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Board, BoardCard } from '../../../contracts/pipeline.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { BoardScreen } from './board-screen.tsx';
import { boardQueryOptions } from './pipeline.queries.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (id: number, first_name: string): BoardCard => ({
  user_smartreq_id: id,
  ref_id: `00000000-0000-4000-8000-00000000000${id}`,
  first_name,
  last_name: 'Lee',
  fit_score: 70,
  days_in_stage: 1,
  is_new: false,
  is_idle: false,
  has_open_offer: false,
});

const board: Board = {
  job_id: 7,
  title: 'Barista',
  stages: [
    // A plan step holding an interview maps onto the company's Interview (D384).
    { job_step_id: 10, name: 'Phone call', company_stage: 'interview', count: 0, cards: [] },
    { job_step_id: 11, name: 'Screening', company_stage: null, count: 1, cards: [card(1, 'Ana')] },
  ],
  company_stages: [
    { stage: 'interview', names: { en: 'Panel', es: 'Panel ES' }, count: 1, cards: [card(2, 'Cy')] },
    { stage: 'offer', names: {}, count: 1, cards: [card(3, 'Bo')] },
    { stage: 'hired', names: {}, count: 1, cards: [card(4, 'Hal')] },
  ],
  rejected_count: 0,
  hired_count: 1,
};

const json = (data: unknown) =>
  new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

function show() {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/advance/')) {
      const body = JSON.parse(String(init?.body)) as { to_stage?: 'interview' | 'offer' };
      return json({
        user_smartreq_id: 1,
        status: 'active',
        job_step_id: 11,
        stage_name: body.to_stage === 'offer' ? 'Offer' : 'Panel',
        company_stage: body.to_stage ?? null,
        rejection_reason_id: null,
      });
    }
    if (url.includes('/user/v1/hire/')) return json({ status: 'hired' });
    return json(board);
  });
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(boardQueryOptions(7).queryKey, board);
  renderInApp(
    () => (
      <BoardScreen
        jobId={7}
        accountId={1}
        RejectDialog={() => null}
        OfferForm={({ userSmartreqId }) => <p>Offer form of application {userSmartreqId}</p>}
      />
    ),
    { queryClient },
  );
  const posted = (path: string) =>
    fetch.mock.calls
      .filter(([input, init]) => String(input).includes(path) && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { posted };
}

describe('the board past the plan', () => {
  it("given a board, then after the plan's steps come the company's Interview (by its own name), Offer and Hired", async () => {
    show();
    const columns = within(await screen.findByRole('list', { name: 'Stages' }));
    expect(columns.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual([
      'Phone call',
      'Screening',
      'Panel',
      'Offer',
      'Hired',
    ]);
    // A hire is not advanced or rejected from the board.
    const hired = within(screen.getByRole('list', { name: 'Hired' }));
    expect(hired.getByRole('link', { name: 'Hal Lee' })).toBeTruthy();
    expect(hired.queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Advance Ana Lee to Panel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Advance Bo Lee to Hired' })).toBeTruthy();
  });

  it("given a plan step holding an interview, then its heading says it counts as the company's Interview by its name", async () => {
    show();
    const headings = within(await screen.findByRole('list', { name: 'Stages' })).getAllByRole('heading', { level: 2 });
    expect(headings[0]!.textContent).toBe('Phone call 0Counts as Panel');
    expect(headings[1]!.textContent).not.toContain('Counts as');
    expect(headings.slice(2).some((h) => h.textContent?.includes('Counts as'))).toBe(false);
  });

  it('given a card at the last step, when "a" is pressed on it, then it moves into Interview', async () => {
    const { posted } = show();
    const ana = await screen.findByRole('link', { name: 'Ana Lee' });
    ana.focus();
    fireEvent.keyDown(ana, { key: 'a' });
    await vi.waitFor(() => expect(posted('/advance/')).toEqual([{ to_stage: 'interview' }]));
  });

  it('given a card in Interview, when it is advanced, then it moves into Offer and the offer form opens', async () => {
    const { posted } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Advance Cy Lee to Offer' }));
    expect(await screen.findByText('Offer form of application 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cy Lee is in Offer: make the offer' })).toBeTruthy();
    expect(posted('/advance/')).toEqual([{ to_stage: 'offer' }]);
  });

  it('given a card in Offer, when "a" is pressed on it, then the start date is asked and the hire sent with it', async () => {
    const { posted } = show();
    const bo = await screen.findByRole('link', { name: 'Bo Lee' });
    bo.focus();
    fireEvent.keyDown(bo, { key: 'a' });
    expect(await screen.findByRole('heading', { name: 'Move Bo Lee to Hired' })).toBeTruthy();
    expect(posted('/advance/')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2027-01-04' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hire' }));
    });
    await vi.waitFor(() =>
      expect(posted('/user/v1/hire/')).toEqual([{ user_smartreq_id: 3, start_date: '2027-01-04' }]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Move Bo Lee to Hired' })).toBeNull());
  });
});
