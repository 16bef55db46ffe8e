/**
 * The order the candidate's questionnaires showed their items in (D319): shuffled per attempt from
 * the attempt's id unless the author fixed it (GET /smartreq/v1/question-order/{userSmartreqId}/,
 * the applicant-team rule). Read only when staff open it: the read is audited as opening the
 * scorecard, and most views do not need it.
 */
import { queryOptions } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { listQuestionOrders } from '../../lib/api/assessment.ts';
import { ReadOnOpen } from '../../ui/staff-kit/read-on-open.tsx';

const questionOrders = (userSmartreqId: number, language: Language) =>
  queryOptions({
    queryKey: ['scorecard', userSmartreqId, 'question-order', language] as const,
    queryFn: ({ signal }) => call(listQuestionOrders, { params: { userSmartreqId }, query: { language }, signal }),
  });

export function QuestionOrderSection({ userSmartreqId }: { userSmartreqId: number }) {
  const { i18n, t } = useLingui();
  return (
    <ReadOnOpen
      read={questionOrders(userSmartreqId, i18n.locale as Language)}
      className="scorecard-section"
      summaryClassName="scorecard-section__title"
      summary={<Trans>Order of the questionnaire items the candidate saw</Trans>}
      mutedClassName="scorecard-section__empty"
      failureText={() => t`The order could not be loaded.`}
      isEmpty={(orders) => orders.length === 0}
      emptyText={<Trans>The candidate has not started a questionnaire yet.</Trans>}
    >
      {(orders) =>
        orders.map((order) => (
          <div key={order.job_step_activity_id}>
            <h3>{order.title}</h3>
            <p>
              {order.shuffled ? (
                <Trans>Shuffled for this attempt; practice items first.</Trans>
              ) : (
                <Trans>In the order the author fixed.</Trans>
              )}
            </p>
            <ol>
              {order.items.map(({ item_id, text, is_practice }) => (
                <li key={item_id}>{is_practice ? <Trans>{text} (practice)</Trans> : text}</li>
              ))}
            </ol>
          </div>
        ))
      }
    </ReadOnOpen>
  );
}
