// @vitest-environment happy-dom
/**
 * Mentions that share on the note screen (D285): a colleague who cannot open the application is
 * offered with a marker; after the note is saved, a writer who may manage the hiring team is
 * offered to add them, sharing that note with them (POST /user/v1/comment/{uuid}/share/, D299),
 * anyone else is told they will not be notified.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Colleague } from '../../../contracts/application-scheduling.ts';
import type { CreatedComment } from '../../../contracts/scorecard.ts';
import { CommentsSection } from './comments-section.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const APP = 7;
const JOB = 41;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const colleagues: Colleague[] = [
  { user_id: 2, first_name: 'Olivia', last_name: 'Owner', can_open: true },
  { user_id: 3, first_name: 'Ivan', last_name: 'Interviewer', can_open: false },
];
const ivan = { user_id: 3, first_name: 'Ivan', last_name: 'Interviewer' };

/** The server's answers; `teamJobId` is what the new note's answer says the writer may add to. */
function show(teamJobId: number | null) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(init.body as string) : undefined;
      sent.push({ method, url: input, body });
      if (input.endsWith(`/colleagues/`)) return json(200, { data: colleagues });
      if (input.endsWith(`/user/v1/comments/${APP}/`) && method === 'GET') return json(200, { data: [] });
      if (input.endsWith(`/user/v1/comments/${APP}/`)) {
        const created: CreatedComment = {
          comment_uuid: body.comment_uuid,
          user_smartreq_id: APP,
          author: { user_id: 1, first_name: 'Rita', last_name: 'Recruiter' },
          scope: 'team',
          body: body.body,
          created_at: '2026-11-28T10:00:00.000Z',
          updated_at: '2026-11-28T10:00:00.000Z',
          is_mine: true,
          mentions: [],
          unseen_mentions: [ivan],
          team_job_id: teamJobId,
        };
        return json(200, { data: created });
      }
      if (input.endsWith('/share/'))
        return json(200, {
          data: {
            comment_uuid: 'c',
            user_smartreq_id: APP,
            author: { user_id: 1, first_name: 'Rita', last_name: 'Recruiter' },
            scope: 'team',
            body: '@Ivan Interviewer have a look',
            created_at: '2026-11-28T10:00:00.000Z',
            updated_at: '2026-11-28T10:00:00.000Z',
            is_mine: true,
            mentions: [ivan],
          },
        });
      return json(404, { errors: [] });
    }),
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CommentsSection userSmartreqId={APP} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return sent;
}

/** Types "@Iv", picks Ivan (marked) and saves the note. */
async function mentionIvanAndSave() {
  const box = screen.getByLabelText('Add a comment');
  fireEvent.change(box, { target: { value: '@Iv' } });
  fireEvent.click(
    await screen.findByRole('button', { name: 'Mention Ivan Interviewer (cannot see this application)' }),
  );
  expect(screen.getByText('Cannot see this application, so not notified: Ivan Interviewer')).toBeTruthy();
  fireEvent.change(box, { target: { value: '@Ivan Interviewer have a look' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
  return screen.findByRole('status');
}

describe('a note mentioning a colleague who cannot see the application', () => {
  it('given a writer who may manage the hiring team, then they are offered to add them, which shares the saved note with them', async () => {
    const sent = show(JOB);
    const status = await mentionIvanAndSave();
    const post = sent.find((s) => s.method === 'POST' && s.url.endsWith(`/user/v1/comments/${APP}/`));
    expect(post?.body).toMatchObject({ mentioned_user_ids: [3] });
    expect(within(status).getByText('Cannot see this application, so not notified: Ivan Interviewer')).toBeTruthy();
    fireEvent.click(within(status).getByRole('button', { name: 'Add Ivan Interviewer to the hiring team' }));
    expect(
      await within(status).findByText('Ivan Interviewer is on the hiring team now and has been notified of this note.'),
    ).toBeTruthy();
    expect(sent.filter((s) => s.url.endsWith('/share/'))).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringContaining(
          `/user/v1/comment/${(post?.body as { comment_uuid: string }).comment_uuid}/share/`,
        ),
        body: { user_id: 3 },
      }),
    ]);
    expect(within(status).queryByRole('button')).toBeNull();
  });

  it('given a writer who may not manage the hiring team, then they are told plainly and offered nothing', async () => {
    const sent = show(null);
    const status = await mentionIvanAndSave();
    expect(within(status).getByText('Cannot see this application, so not notified: Ivan Interviewer')).toBeTruthy();
    expect(within(status).getByText('Only someone who manages the hiring team can add them to it.')).toBeTruthy();
    expect(within(status).queryByRole('button')).toBeNull();
    expect(sent.some((s) => s.url.endsWith('/share/'))).toBe(false);
  });
});
