/**
 * An interview's place and video-meeting link, as two more rows of a scheduling facts list (its
 * <dl>): the link is the interview's own room under the company's meeting address, or the
 * interviewer's own link (D209). Nothing when neither is set (a candidate who has not booked yet).
 */
import { Trans } from '@lingui/react/macro';

export function InterviewMeetingFacts({ location, meetingUrl }: { location: string; meetingUrl: string }) {
  return (
    <>
      {location && (
        <>
          <dt>
            <Trans>Place</Trans>
          </dt>
          <dd>{location}</dd>
        </>
      )}
      {meetingUrl && (
        <>
          <dt>
            <Trans>Video-meeting link</Trans>
          </dt>
          <dd>
            <a href={meetingUrl} target="_blank" rel="noreferrer">
              {meetingUrl}
            </a>
          </dd>
        </>
      )}
    </>
  );
}
