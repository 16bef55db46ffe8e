/** A recorded answer on the scorecard (D238): its status, Retry, the transcript, and the spec's download rule. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffVideoAnswer } from '../../../contracts/video.ts';
import type { VideoPlayback } from '../../../contracts/video-processing.ts';
import { RecordedAnswerPlayer } from './recorded-answer-player.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = '/smartreq/v1/video-answers/3/file/7/';
const playback = (over: Partial<VideoPlayback> = {}): VideoPlayback => ({
  video_answer_id: 7,
  status: 'ready',
  reason: '',
  file_path: `${base}?variant=playable`,
  content_type: 'video/mp4',
  poster_path: `${base}?variant=poster`,
  captions: { status: 'off', reason: '', vtt_path: null, transcript: null, checked_by: null, checked_at: null },
  can_retry: false,
  ...over,
});
const answer = (p: VideoPlayback): StaffVideoAnswer => ({
  video_answer_id: 7,
  job_step_activity_id: 8,
  activity_title: 'Video introduction',
  video_question_id: 1,
  question_text: 'Introduce yourself',
  question_language: 'en',
  shown: null,
  media: 'video',
  content_type: 'video/webm',
  size_bytes: 1000,
  duration_seconds: 2,
  ready_at: new Date().toISOString(),
  file_path: base,
  playback: p,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(p: VideoPlayback) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RecordedAnswerPlayer answer={answer(p)} userSmartreqId={3} listKey={['scorecard', 3, 'video-answers']} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('a recorded answer on the scorecard', () => {
  it('given a copy that could not be made, then the reason and Retry; Retry asks the server to try again', async () => {
    const failed = playback({
      status: 'failed',
      reason: 'ffmpeg could not read the recording: moov atom not found',
      file_path: base,
      poster_path: null,
      content_type: 'video/webm',
      can_retry: true,
    });
    const fetch = vi.fn(async () => json(200, { data: playback({ status: 'preparing' }) }));
    vi.stubGlobal('fetch', fetch);
    show(failed);
    expect(screen.getByText(/could not be made, so the answer plays as recorded/).textContent).toContain(
      'moov atom not found',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/smartreq\/v1\/video-answers\/3\/retry\/7\/$/);
    expect(init.method).toBe('POST');
  });

  it('given captions made, then the transcript is shown beside the player; given no ffmpeg, the page says so', () => {
    show(
      playback({
        captions: {
          status: 'ready',
          reason: '',
          vtt_path: `${base}?variant=captions`,
          transcript: 'I enjoy helping.',
          checked_by: null,
          checked_at: null,
        },
      }),
    );
    expect(screen.getByRole('region', { name: 'Transcript' }).textContent).toContain('I enjoy helping.');
    cleanup();
    show(playback({ status: 'unavailable', file_path: base, poster_path: null, can_retry: true }));
    expect(screen.getByText(/ffmpeg is not installed/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
  });

  it('given the ready link unreachable, then the recording itself is fetched and played, logging the spec’s text', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:answer');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async (url: string) => {
      if (url.includes('/download/')) throw new TypeError('Failed to fetch');
      return new Response(new Blob(['webm'], { type: 'video/webm' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    show(playback());
    fireEvent.click(screen.getByRole('button', { name: 'Play answer' }));
    const video = await waitFor(() => {
      const found = document.querySelector('video');
      if (!found) throw new Error('no player yet');
      return found;
    });
    expect(video.getAttribute('src')).toBe('blob:answer');
    expect(video.getAttribute('poster')).toBeNull();
    expect(warn.mock.calls.map((c) => c[0])).toContain('Primary download failed');
    expect(fetch.mock.calls.map((c) => c[0])).toContain(`/api${base}`);
  });

  it('given no captions, then staff write one: a caption without words is named in the summary, and the saved cues are sent', async () => {
    const saved = playback({
      captions: {
        status: 'ready',
        reason: '',
        vtt_path: `${base}?variant=captions`,
        transcript: 'Hello there',
        checked_by: 'Olive Owner',
        checked_at: '2026-11-27T09:00:00.000Z',
      },
    });
    let stored: unknown[] = [];
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT')
        return json(200, { data: { cues: stored, made_by: stored.length ? 'person' : 'none' } });
      stored = (JSON.parse(String(init.body)) as { cues: unknown[] }).cues;
      return json(200, { data: saved });
    });
    vi.stubGlobal('fetch', fetch);
    show(playback());
    fireEvent.click(screen.getByRole('button', { name: 'Write captions' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a caption' }));
    expect((screen.getByLabelText('Starts at') as HTMLInputElement).value).toBe('0:00.0');
    expect((screen.getByLabelText('Ends at') as HTMLInputElement).value).toBe('0:03.0');
    fireEvent.click(screen.getByRole('button', { name: 'Save captions' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Caption 1: Write the words of this caption.');
    expect(fetch.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === 'PUT')).toBe(false);

    expect(screen.getByRole('form', { name: 'Captions' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Words'), { target: { value: ' Hello there ' } });
    fireEvent.change(screen.getByLabelText('Ends at'), { target: { value: '1:05,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save captions' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Captions' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Write captions' }));
    const put = fetch.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'PUT')!;
    expect(put[0]).toMatch(/\/api\/smartreq\/v1\/video-answers\/3\/captions\/7\/$/);
    expect(JSON.parse(String((put[1] as RequestInit).body))).toEqual({
      cues: [{ start_ms: 0, end_ms: 65_500, text: 'Hello there' }],
    });

    // Opened again, the editor reads the saved captions rather than the empty list it read first.
    fireEvent.click(screen.getByRole('button', { name: 'Write captions' }));
    expect(((await screen.findByLabelText('Words')) as HTMLInputElement).value).toBe('Hello there');
    expect((screen.getByLabelText('Ends at') as HTMLInputElement).value).toBe('1:05.5');
  });

  it('says whether the captions were checked by a person', () => {
    const ready = { status: 'ready' as const, reason: '', vtt_path: `${base}?variant=captions`, transcript: 'Hi' };
    show(playback({ captions: { ...ready, checked_by: null, checked_at: null } }));
    expect(screen.getByText('Captions made by a machine, not checked by a person.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit captions' })).toBeTruthy();
    cleanup();
    show(playback({ captions: { ...ready, checked_by: 'Olive Owner', checked_at: '2026-11-27T09:00:00.000Z' } }));
    expect(screen.getByText(/^Captions checked by Olive Owner on /)).toBeTruthy();
  });
});
