/**
 * One recorded answer on the scorecard (D238): where its widely playable copy stands, the player
 * (the copy with its poster and captions when ready, the answer as recorded otherwise), its
 * transcript beside it, a download, and Retry when something failed. Playing follows the spec's
 * download rule (video-poll.ts): the ready link is asked for up to 10 times, 5000 ms apart, while
 * the copy is being prepared; when asking fails on the network, the recording itself is fetched
 * instead ('Primary download failed' and 'Fallback failed' are only logged). Staff write or correct
 * the captions here (captions-editor.tsx, D241); the status says whether a person checked them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { StaffVideoAnswer } from '../../../contracts/video.ts';
import type { VideoPlayback } from '../../../contracts/video-processing.ts';
import { API_BASE, call, currentAccessToken, refreshSession } from '../../lib/api-client.ts';
import { getVideoAnswerDownload, retryVideoProcessing } from '../../lib/api/video-processing.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { CaptionsEditor } from './captions-editor.tsx';
import { formatDate } from './scorecard-format.tsx';
import { pollForVideo } from './video-poll.ts';

async function fetchBlob(path: string): Promise<Blob> {
  const get = () =>
    fetch(API_BASE + path, {
      headers: { Authorization: `Bearer ${currentAccessToken() ?? ''}` },
      credentials: 'same-origin',
    });
  let response = await get();
  if (response.status === 401 && (await refreshSession())) response = await get();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

interface Loaded {
  src: string;
  poster?: string;
  captions?: string;
  contentType: string;
}

/** The files of a playback as local addresses the media element can read without the API's header. */
async function loadPlayback(
  playback: Pick<VideoPlayback, 'file_path' | 'poster_path' | 'content_type'> & {
    captions?: VideoPlayback['captions'];
  },
): Promise<Loaded> {
  const [media, poster, captions] = await Promise.all([
    fetchBlob(playback.file_path),
    playback.poster_path ? fetchBlob(playback.poster_path).catch(() => undefined) : undefined,
    playback.captions?.vtt_path ? fetchBlob(playback.captions.vtt_path).catch(() => undefined) : undefined,
  ]);
  return {
    src: URL.createObjectURL(media),
    poster: poster && URL.createObjectURL(poster),
    captions: captions && URL.createObjectURL(captions),
    contentType: playback.content_type,
  };
}

function extensionOf(contentType: string): string {
  const sub = contentType.split('/')[1]?.split(';')[0] ?? 'bin';
  return contentType === 'audio/mp4' ? 'm4a' : sub;
}

function ProcessingStatus({ playback }: { playback: VideoPlayback }) {
  const { t, i18n } = useLingui();
  const lines: { key: string; text: string; isError: boolean; detail?: string }[] = [];
  if (playback.status === 'preparing')
    lines.push({ key: 'p', text: t`Preparing a copy that plays on every device…`, isError: false });
  if (playback.status === 'failed')
    lines.push({
      key: 'p',
      text: t`A copy that plays on every device could not be made, so the answer plays as recorded.`,
      isError: true,
      detail: playback.reason,
    });
  if (playback.status === 'unavailable')
    lines.push({
      key: 'p',
      text: t`This server cannot convert recordings (ffmpeg is not installed), so the answer plays as recorded.`,
      isError: true,
    });
  if (playback.captions.status === 'preparing')
    lines.push({ key: 'c', text: t`Making captions and a transcript…`, isError: false });
  if (playback.captions.status === 'failed')
    lines.push({ key: 'c', text: t`Captions could not be made.`, isError: true, detail: playback.captions.reason });
  const { checked_at: checkedAt, checked_by: checkedBy } = playback.captions;
  if (playback.captions.status === 'ready') {
    const on = checkedAt ? formatDate(i18n.locale, checkedAt) : '';
    lines.push({
      key: 'c',
      text: !checkedAt
        ? t`Captions made by a machine, not checked by a person.`
        : checkedBy
          ? t`Captions checked by ${checkedBy} on ${on}.`
          : t`Captions checked by a colleague on ${on}.`,
      isError: false,
    });
  }
  if (lines.length === 0) return null;
  return (
    <ul className="recorded-answer__status" aria-live="polite">
      {lines.map((line) => (
        <li key={line.key} className={line.isError ? 'notice notice--warning' : 'scorecard-section__empty'}>
          {line.text}
          {line.detail && <span className="recorded-answer__reason"> ({line.detail})</span>}
        </li>
      ))}
    </ul>
  );
}

export function RecordedAnswerPlayer({
  answer,
  userSmartreqId,
  listKey,
}: {
  answer: StaffVideoAnswer;
  userSmartreqId: number;
  listKey: readonly unknown[];
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded>();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [retryError, setRetryError] = useState<string>();
  const [isEditing, setIsEditing] = useState(false);
  /** The captions saved here since the answer was loaded, as a local address for the track. */
  const [savedCaptions, setSavedCaptions] = useState<string>();
  const media = useRef<HTMLMediaElement | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const playback = answer.playback;
  const params = { userSmartreqId, videoAnswerId: answer.video_answer_id };

  useEffect(
    () => () => {
      if (!loaded) return;
      for (const url of [loaded.src, loaded.poster, loaded.captions]) if (url) URL.revokeObjectURL(url);
    },
    [loaded],
  );

  useEffect(() => () => void (savedCaptions && URL.revokeObjectURL(savedCaptions)), [savedCaptions]);

  // The editor goes with the focus inside it: once it is gone, back to the button that opened it.
  // After the commit that renders the button, not on a frame timer, which ran before it on a loaded machine.
  const focusBack = useRef(false);
  useEffect(() => {
    if (isEditing || !focusBack.current) return;
    focusBack.current = false;
    editButton.current?.focus();
  }, [isEditing]);

  function closeEditor() {
    focusBack.current = true;
    setIsEditing(false);
  }

  async function captionsSaved(saved: VideoPlayback) {
    closeEditor();
    await queryClient.invalidateQueries({ queryKey: listKey });
    if (loaded && saved.captions.vtt_path)
      setSavedCaptions(URL.createObjectURL(await fetchBlob(saved.captions.vtt_path)));
  }

  async function load() {
    setState('loading');
    try {
      const found = await pollForVideo(async () => {
        let ready: VideoPlayback;
        try {
          ready = await call(getVideoAnswerDownload, { params });
        } catch (primary) {
          console.warn('Primary download failed', primary);
          try {
            return await loadPlayback({
              file_path: answer.file_path,
              poster_path: null,
              content_type: answer.content_type,
            });
          } catch (fallback) {
            console.warn('Fallback failed', fallback);
            return undefined;
          }
        }
        if (ready.status === 'preparing') return undefined;
        return loadPlayback(ready);
      });
      setLoaded(found);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  const retry = useMutation({
    mutationFn: () => call(retryVideoProcessing, { params }),
    onSuccess: async () => {
      setRetryError(undefined);
      setLoaded(undefined);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (e) => setRetryError(errorText(e)),
  });

  const label = t`Answer to: ${answer.question_text}`;
  const isAudio = answer.media === 'audio' || (loaded?.contentType ?? answer.content_type).startsWith('audio/');
  const transcript = playback.captions.status === 'ready' ? playback.captions.transcript : null;
  const captionsSrc = savedCaptions ?? loaded?.captions;
  const captionTrack = captionsSrc ? (
    <track key={captionsSrc} kind="captions" src={captionsSrc} srcLang={i18nLang()} label={t`Captions`} default />
  ) : null;
  const keepMedia = (element: HTMLMediaElement | null) => {
    media.current = element;
  };

  return (
    <div className="recorded-answer">
      <div className="recorded-answer__media">
        {loaded ? (
          <>
            {isAudio ? (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- the track is there when captions were made; the transcript is beside
              <audio ref={keepMedia} controls src={loaded.src} aria-label={label}>
                {captionTrack}
              </audio>
            ) : (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- the track is there when captions were made; the transcript is beside
              <video
                ref={keepMedia}
                controls
                playsInline
                preload="metadata"
                src={loaded.src}
                poster={loaded.poster}
                className="scorecard-video"
                aria-label={label}
              >
                {captionTrack}
              </video>
            )}
            <a
              className="recorded-answer__download"
              href={loaded.src}
              download={`answer-${answer.video_answer_id}.${extensionOf(loaded.contentType)}`}
            >
              <Trans>Download</Trans>
            </a>
          </>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void load()}
            isBusy={state === 'loading'}
            busyLabel={<Trans>Loading the answer…</Trans>}
          >
            <Trans>Play answer</Trans>
          </Button>
        )}
        {state === 'failed' && (
          <p className="notice notice--error" role="alert">
            <Trans>Max attempts reached</Trans>
          </p>
        )}
        <ProcessingStatus playback={playback} />
        {playback.can_retry && (
          <Button
            variant="secondary"
            onClick={() => retry.mutate()}
            isBusy={retry.isPending}
            busyLabel={<Trans>Trying again…</Trans>}
          >
            <Trans>Retry</Trans>
          </Button>
        )}
        {retryError && (
          <p className="notice notice--error" role="alert">
            {retryError}
          </p>
        )}
        {isEditing ? (
          <CaptionsEditor
            userSmartreqId={userSmartreqId}
            videoAnswerId={answer.video_answer_id}
            playerAtMs={() => (media.current ? Math.round(media.current.currentTime * 1000) : undefined)}
            mediaEndMs={() => {
              const seconds = media.current?.duration;
              return seconds !== undefined && Number.isFinite(seconds) ? Math.round(seconds * 1000) : undefined;
            }}
            onSaved={(saved) => void captionsSaved(saved)}
            onClose={closeEditor}
          />
        ) : (
          <Button ref={editButton} variant="secondary" onClick={() => setIsEditing(true)}>
            {playback.captions.status === 'ready' ? <Trans>Edit captions</Trans> : <Trans>Write captions</Trans>}
          </Button>
        )}
      </div>
      {transcript !== null && (
        <section className="recorded-answer__transcript" aria-label={t`Transcript`}>
          <h4 className="recorded-answer__transcript-title">
            <Trans>Transcript</Trans>
          </h4>
          <p>{transcript}</p>
        </section>
      )}
    </div>
  );
}

/** The captions are in the language the candidate spoke; the page's language is the best guess there is. */
function i18nLang(): string {
  return document.documentElement.lang || 'en';
}
