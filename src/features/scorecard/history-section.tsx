import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { HistoryEntry } from '../../../contracts/scorecard.ts';
import { errorText } from '../../lib/error-text.ts';
import { Section } from './scorecard-sections.tsx';
import { formatDateTime, useStatusLabel } from './scorecard-format.tsx';
import { historyQueryOptions } from './scorecard.queries.ts';
import { RECOMMENDATION_TEXT } from '../../lib/interview-texts.ts';
import type { Recommendation } from '../../../contracts/interview.ts';
import { stepName } from '../../ui/step-names.ts';
import { reasonName } from '../../ui/reason-names/reason-names.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An interview's time with the zone named (the viewer's), as every interview time reads (D206). */
const zonedTime = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** One line per event, in the viewer's language. */
function useDescribe() {
  const { t, i18n } = useLingui();
  const statusLabel = useStatusLabel();
  return (entry: HistoryEntry): string => {
    const d = entry.details;
    switch (entry.kind) {
      case 'rejected': {
        const reason = reasonName(i18n, text(d.reason_name));
        return d.rejection_type === 'candidate' ? t`Withdrawn by the candidate: ${reason}` : t`Rejected: ${reason}`;
      }
      case 'recovered':
        return t`Recovered`;
      case 'hired':
        return t`Hired`;
      case 'marked_new':
        return t`Marked as new`;
      case 'time_accommodation_changed': {
        const to = typeof d.to === 'number' ? i18n.number(d.to) : text(d.to);
        return t`Extra time set to ×${to}`;
      }
      case 'status_changed': {
        const to = d.to === 'active' || d.to === 'hired' || d.to === 'rejected' ? statusLabel(d.to) : text(d.to);
        return t`Status changed to ${to}`;
      }
      case 'comment_added':
        return t`Comment added`;
      case 'scorecard_shared': {
        const count = Array.isArray(d.recipients) ? d.recipients.length : 0;
        return plural(count, { one: 'Scorecard shared with # recipient', other: 'Scorecard shared with # recipients' });
      }
      case 'applied':
        return t`Applied`;
      case 'activity_completed':
        return t`Completed an activity`;
      case 'assigned':
        return t`Assigned`;
      case 'emailed': {
        const subject = text(d.subject);
        if (!subject) return t`Emailed`;
        return d.rejection === true ? t`Rejection email sent: ${subject}` : t`Emailed: ${subject}`;
      }
      case 'rejection_email_scheduled': {
        const when = typeof d.send_at === 'string' ? zonedTime(i18n.locale, d.send_at) : '';
        return t`Rejection email scheduled for ${when}`;
      }
      case 'rejection_email_cancelled':
        return t`Scheduled rejection email cancelled`;
      case 'reply_received': {
        const subject = text(d.subject);
        return t`The candidate replied: ${subject}`;
      }
      case 'moved_in':
        return t`Moved to this requisition`;
      case 'moved_out':
        return t`Moved to another requisition`;
      case 'removed':
        return t`Removed from the requisition`;
      case 'rescore_requested':
      case 'rescored':
        return t`Scores recalculated`;
      case 'document_added': {
        const title = text(d.title);
        return t`Document added: ${title}`;
      }
      case 'document_updated': {
        const title = text(d.title);
        return t`Document changed: ${title}`;
      }
      case 'document_deleted': {
        const title = text(d.title);
        return t`Document deleted: ${title}`;
      }
      case 'interview_unlocked': {
        const interviewer = text(d.interviewer_name);
        const reason = text(d.reason);
        return t`Unlocked the interview evaluation of ${interviewer} for correction: ${reason}`;
      }
      case 'interview_requested':
        return t`Interview scheduling link sent`;
      case 'interview_booked': {
        const when = typeof d.starts_at === 'string' ? zonedTime(i18n.locale, d.starts_at) : '';
        return t`Interview booked by the candidate for ${when}`;
      }
      case 'interview_scheduled': {
        const when = typeof d.starts_at === 'string' ? zonedTime(i18n.locale, d.starts_at) : '';
        return t`Interview scheduled for ${when}`;
      }
      case 'interview_rescheduled': {
        const when = typeof d.starts_at === 'string' ? zonedTime(i18n.locale, d.starts_at) : '';
        return t`Interview moved to ${when}`;
      }
      case 'interview_cancelled':
        return t`Interview cancelled`;
      case 'interview_declined':
        return t`Interview declined`;
      case 'interview_completed':
        return t`Interview completed`;
      case 'feedback_submitted': {
        const title = text(d.activity_title);
        const said =
          typeof d.recommendation === 'string' && d.recommendation in RECOMMENDATION_TEXT
            ? i18n._(RECOMMENDATION_TEXT[d.recommendation as Recommendation])
            : '';
        return t`Feedback submitted on ${title}: ${said}`;
      }
      case 'advanced': {
        const stage = stepName(i18n, text(d.stage_name));
        return t`Advanced to ${stage}`;
      }
      case 'offer_created':
        return t`Offer started`;
      case 'offer_sent':
        return t`Offer sent`;
      case 'offer_reminded':
        return t`Offer reminder sent`;
      case 'offer_viewed': {
        const signer = text(d.signer_name);
        return t`Offer opened by ${signer}`;
      }
      case 'offer_signed': {
        const signer = text(d.signer_name);
        return t`Offer signed by ${signer}`;
      }
      case 'offer_completed':
        return t`Offer signed by everyone`;
      case 'offer_declined': {
        const signer = text(d.signer_name);
        return t`Offer declined by ${signer}`;
      }
      case 'offer_cancelled':
        return t`Offer cancelled`;
      case 'offer_expired':
        return t`Offer expired`;
      case 'offer_response_recorded':
        return d.response === 'accepted'
          ? t`Recorded that the candidate accepted the offer`
          : t`Recorded that the candidate declined the offer`;
      default:
        return entry.kind;
    }
  };
}

export function HistorySection({ userSmartreqId }: { userSmartreqId: number }) {
  const { t, i18n } = useLingui();
  const history = useQuery(historyQueryOptions(userSmartreqId));
  const describe = useDescribe();
  const list = history.data ?? [];
  return (
    <Section id="scorecard-history" title={<Trans>History</Trans>}>
      {history.isPending && <p className="scorecard-section__muted">{t`Loading history…`}</p>}
      {history.isError && <p role="alert">{errorText(history.error)}</p>}
      {history.isSuccess && list.length === 0 && (
        <p className="scorecard-section__empty">
          <Trans>Nothing has happened to this application yet.</Trans>
        </p>
      )}
      {list.length > 0 && (
        <ol className="scorecard-history">
          {list.map((entry) => {
            const note =
              entry.kind === 'rejected'
                ? text(entry.details.reason_note)
                : entry.kind === 'offer_declined' || entry.kind === 'offer_response_recorded'
                  ? text(entry.details.reason)
                  : '';
            return (
              <li key={entry.event_id} className="scorecard-history__entry">
                <p className="scorecard-history__what">{describe(entry)}</p>
                {note && <p className="scorecard-history__note">{note}</p>}
                <p className="scorecard-history__meta">
                  {entry.actor ? `${entry.actor.first_name} ${entry.actor.last_name}` : t`System`}
                  {' · '}
                  <time dateTime={entry.created_at}>{formatDateTime(i18n.locale, entry.created_at)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
