/**
 * The scorecard's "Video answers": the application's ready answers (GET
 * /smartreq/v1/video-answers/{userSmartreqId}/), each with its player (recorded-answer-player.tsx).
 * While a copy or captions are being made, the list is read again every 5000 ms (the spec's video
 * polling interval) so the status moves on by itself.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { isLanguage } from '../../lib/language.ts';
import { Section } from './scorecard-sections.tsx';
import { RecordedAnswerPlayer } from './recorded-answer-player.tsx';
import { VIDEO_POLL_DELAY_MS } from './video-poll.ts';
import './video-answers-section.css';
import { listStaffVideoAnswers } from '../../lib/api/video.ts';

export function VideoAnswersSection({ userSmartreqId }: { userSmartreqId: number }) {
  // The questions and activity titles come in the screen's language, as the rest of the scorecard (D199).
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : undefined;
  const queryKey = ['scorecard', userSmartreqId, 'video-answers', language] as const;
  const answers = useQuery({
    queryKey,
    queryFn: ({ signal }) => call(listStaffVideoAnswers, { params: { userSmartreqId }, query: { language }, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.playback.status === 'preparing' || a.playback.captions.status === 'preparing')
        ? VIDEO_POLL_DELAY_MS
        : false,
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
              <RecordedAnswerPlayer answer={a} userSmartreqId={userSmartreqId} listKey={queryKey} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
