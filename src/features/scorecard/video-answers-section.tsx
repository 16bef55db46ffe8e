/**
 * The scorecard's "Video answers": the application's ready answers (GET
 * /smartreq/v1/video-answers/{userSmartreqId}/), each played in a <video controls> (or <audio>)
 * once its file is fetched with the spec's polling rule (video-poll.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type StaffVideoAnswer } from '../../../contracts/video.ts';
import { API_BASE, call, currentAccessToken, refreshSession } from '../../lib/api-client.ts';
import { Button } from '../../ui/form/button.tsx';
import { Section } from './scorecard-sections.tsx';
import { pollForVideo } from './video-poll.ts';
import './video-answers-section.css';
import { listStaffVideoAnswers } from '../../lib/api/video.ts';

async function fetchOnce(path: string): Promise<Blob | undefined> {
  const get = () =>
    fetch(API_BASE + path, {
      headers: { Authorization: `Bearer ${currentAccessToken() ?? ''}` },
      credentials: 'same-origin',
    });
  let response = await get();
  if (response.status === 401 && (await refreshSession())) response = await get();
  return response.ok ? response.blob() : undefined;
}

function Player({ answer }: { answer: StaffVideoAnswer }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string>();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  async function load() {
    setState('loading');
    try {
      const blob = await pollForVideo(() => fetchOnce(answer.file_path));
      setUrl(URL.createObjectURL(blob));
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  if (url) {
    const label = t`Answer to: ${answer.question_text}`;
    // Candidates' recorded answers come without captions; the question is the heading above.
    return answer.media === 'audio' || answer.content_type.startsWith('audio/') ? (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- recorded answers have no captions
      <audio controls src={url} aria-label={label} />
    ) : (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- recorded answers have no captions
      <video controls playsInline src={url} className="scorecard-video" aria-label={label} />
    );
  }
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => void load()}
        isBusy={state === 'loading'}
        busyLabel={<Trans>Loading the answer…</Trans>}
      >
        <Trans>Play answer</Trans>
      </Button>
      {state === 'failed' && (
        <p className="notice notice--error" role="alert">
          <Trans>Max attempts reached</Trans>
        </p>
      )}
    </div>
  );
}

export function VideoAnswersSection({ userSmartreqId }: { userSmartreqId: number }) {
  const answers = useQuery({
    queryKey: ['scorecard', userSmartreqId, 'video-answers'] as const,
    queryFn: ({ signal }) => call(listStaffVideoAnswers, { params: { userSmartreqId }, signal }),
  });
  return (
    <Section id="scorecard-videos" title={<Trans>Video answers</Trans>}>
      {!answers.data || answers.data.length === 0 ? (
        <p className="scorecard-section__empty">
          {answers.isPending ? <Trans>Loading…</Trans> : <Trans>No video answers yet</Trans>}
        </p>
      ) : (
        <ul className="scorecard-plain-list">
          {answers.data.map((a) => (
            <li key={a.video_answer_id} className="scorecard-video-answer">
              <h3 className="scorecard-video-answer__title">{a.question_text}</h3>
              <p className="scorecard-section__empty">{a.activity_title}</p>
              <Player answer={a} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
