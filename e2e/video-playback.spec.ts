import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { newApplicant, trackerActivity, type TrackerActivity } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { expectAccessible } from './support/accessibility.ts';

// Job 1's "Video introduction" has two video questions (server/db/seed/demo-video.ts). The answers
// are what Chromium's MediaRecorder writes (VP9 and Opus in WebM), made here by ffmpeg and sent
// through tus as the recorder's upload queue sends them; the server's own worker makes the copy.
const OPEN_JOB = '11111111-1111-4111-8111-111111111111';

function makeClip(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-e2e-clip-'));
  const file = path.join(dir, 'clip.webm');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-c:a',
    'libopus',
    '-y',
    file,
  ]);
  const bytes = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}

async function upload(api: APIRequestContext, meta: Record<string, string | number>, bytes: Buffer): Promise<void> {
  const metadata = Object.entries({ ...meta, sha256: createHash('sha256').update(bytes).digest('hex'), duration: 2 })
    .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
    .join(',');
  const created = await api.post('/api/tus/videos/', {
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': metadata },
  });
  expect(created.status()).toBe(201);
  const patched = await api.patch(created.headers()['location']!, {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(patched.headers()['video-status']).toBe('ready');
}

test('a submitted recorded answer is converted by the server, the owner plays the H.264 copy with its poster in Chromium and writes its captions', async ({
  page,
  baseURL,
}, testInfo) => {
  const { api, refId } = await newApplicant(baseURL!, `playback-${Date.now()}@assay.test`, OPEN_JOB, {
    first: 'Paula',
    last: 'Playback',
  });
  // The tracker's activities carry the application's number too (user_smartreq_id on the staff API).
  const activity = (await trackerActivity(api, refId, 'Video introduction')) as TrackerActivity & {
    user_step_tracker_id: number;
  };
  const questions = (
    (await (
      await api.get(
        `/api/user-response/v1/video-questions/job_step_activity/${activity.job_step_activity_id}/ref/${refId}/`,
      )
    ).json()) as { data: { questions: { video_question_id: number }[] } }
  ).data.questions;
  const clip = makeClip();
  for (const q of questions)
    await upload(
      api,
      { ref_id: refId, job_step_activity_id: activity.job_step_activity_id, video_question_id: q.video_question_id },
      clip,
    );
  const submitted = await api.post('/api/user-response/v1/video-answers/submit/', {
    data: { ref_id: refId, job_step_activity_id: activity.job_step_activity_id },
  });
  expect(submitted.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAt(page, demo.owner, `/smartreq-detail-applicant/${activity.user_step_tracker_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paula Playback' })).toBeVisible();
  const answer = page.locator('.scorecard-video-answer').first();
  // The list reads again every 5 s while a copy is being made; the status line goes once it is ready.
  await expect(answer.getByText('Preparing a copy that plays on every device…')).toBeHidden();
  const playable = page.waitForResponse((r) => r.url().includes('variant=playable'));
  await answer.getByRole('button', { name: 'Play answer' }).click();
  expect((await playable).headers()['content-type']).toBe('video/mp4');
  const video = answer.locator('video');
  await expect(video).toHaveAttribute('poster', /^blob:/);
  await expect(answer.getByRole('link', { name: 'Download' })).toHaveAttribute('download', /\.mp4$/);

  const facts = await video.evaluate(async (v: HTMLVideoElement) => {
    const poster = new Image();
    poster.src = v.poster;
    await poster.decode();
    return {
      canPlayH264: v.canPlayType('video/mp4; codecs="avc1.42E01E, mp4a.40.2"'),
      posterWidth: poster.naturalWidth,
    };
  });
  expect(facts).toEqual({ canPlayH264: 'probably', posterWidth: 320 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { message: "the video's metadata loaded" })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'the video plays' })
    .toBeGreaterThan(0.3);
  expect(
    await video.evaluate((v: HTMLVideoElement) => ({ w: v.videoWidth, h: v.videoHeight, error: v.error })),
  ).toEqual({
    w: 320,
    h: 240,
    error: null,
  });
  // No transcription service here: the owner writes the captions, starting one where the player is.
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await answer.getByRole('button', { name: 'Write captions' }).click();
  await answer.getByRole('button', { name: 'Add a caption' }).click();
  const start = answer.getByLabel('Starts at');
  await expect(start).not.toHaveValue('0:00.0');
  await answer.getByLabel('Starts at').fill('0:00.0');
  await answer.getByLabel('Ends at').fill('0:01.4');
  await answer.getByLabel('Words').fill('I enjoy helping customers.');
  await expectAccessible(page);
  await lookAt(answer, { path: testInfo.outputPath('video-captions-editor-1280.png') });
  await answer.getByRole('button', { name: 'Save captions' }).click();
  await expect(answer.getByText(/^Captions checked by .+ on /)).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Edit captions' })).toBeFocused();
  await expect(answer.getByRole('region', { name: 'Transcript' })).toContainText('I enjoy helping customers.');
  await expect
    .poll(
      () =>
        video.evaluate((v: HTMLVideoElement) => {
          const track = v.textTracks[0];
          return track?.cues?.[0] ? (track.cues[0] as VTTCue).text : undefined;
        }),
      { message: "the player's first caption" },
    )
    .toBe('I enjoy helping customers.');
  await expectAccessible(page);
  await answer.scrollIntoViewIfNeeded();
  await lookAt(page, { path: testInfo.outputPath('video-playback-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await answer.scrollIntoViewIfNeeded();
  await lookAt(page, { path: testInfo.outputPath('video-playback-390.png') });
});
