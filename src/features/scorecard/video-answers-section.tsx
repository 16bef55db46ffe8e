/**
 * The scorecard's "Video answers": the application's ready answers (GET
 * /smartreq/v1/video-answers/{userSmartreqId}/), each with its player (recorded-answer-player.tsx).
 * While a copy or captions are being made, the list is read again every 5000 ms (the spec's video
 * polling interval) so the status moves on by itself. Each question is shown as the candidate read
 * it, with the language it was shown in and the version in the screen's language beside it (D473).
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
import { languageName } from '../../lib/language-names.ts';
import type { StaffVideoAnswer } from '../../../contracts/video.ts';

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
              <AskedQuestion answer={a} />
              <p className="scorecard-section__empty">{a.activity_title}</p>
              <RecordedAnswerPlayer answer={a} userSmartreqId={userSmartreqId} listKey={queryKey} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * The question as the candidate read it (D473): its words then, the language it was shown in, and the
 * company's version in the screen's language (or its rewording since) when that differs. An answer
 * whose shown version is unknown (recorded before it was kept) shows the question as the screen reads it.
 */
function AskedQuestion({ answer }: { answer: StaffVideoAnswer }) {
  const { i18n } = useLingui();
  const { shown } = answer;
  if (!shown) return <h3 className="scorecard-video-answer__title">{answer.question_text}</h3>;
  const shownIn = languageName(shown.language, i18n.locale);
  const other = answer.question_text !== shown.text ? answer.question_text : undefined;
  const otherIn = languageName(answer.question_language, i18n.locale);
  return (
    <>
      <h3 className="scorecard-video-answer__title" lang={shown.language}>
        {shown.text}
      </h3>
      <p className="scorecard-video-answer__shown">
        <Trans>The candidate read it in {shownIn}.</Trans>
        {other !== undefined && (
          <>
            {' '}
            {answer.question_language === shown.language ? (
              <Trans>
                Worded since: <span lang={answer.question_language}>{other}</span>
              </Trans>
            ) : (
              <Trans>
                In {otherIn}: <span lang={answer.question_language}>{other}</span>
              </Trans>
            )}
          </>
        )}
      </p>
    </>
  );
}
