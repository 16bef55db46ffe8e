/**
 * The order the candidate's questionnaires showed their items in (D319): shuffled per attempt from
 * the attempt's id unless the author fixed it (GET /smartreq/v1/question-order/{userSmartreqId}/,
 * the applicant-team rule). Read only when staff open it: the read is audited as opening the
 * scorecard, and most views do not need it.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { listQuestionOrders } from '../../lib/api/assessment.ts';

export function QuestionOrderSection({ userSmartreqId }: { userSmartreqId: number }) {
  const { i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const language = i18n.locale as Language;
  const orders = useQuery({
    queryKey: ['scorecard', userSmartreqId, 'question-order', language] as const,
    queryFn: ({ signal }) => call(listQuestionOrders, { params: { userSmartreqId }, query: { language }, signal }),
    enabled: isOpen,
  });
  return (
    <details className="scorecard-section" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="scorecard-section__title">
        <Trans>Order of the questionnaire items the candidate saw</Trans>
      </summary>
      {isOpen && orders.isPending && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {orders.isError && (
        <p role="alert">
          <Trans>The order could not be loaded. Close and open this part to try again.</Trans>
        </p>
      )}
      {orders.data?.length === 0 && (
        <p className="scorecard-section__empty">
          <Trans>The candidate has not started a questionnaire yet.</Trans>
        </p>
      )}
      {orders.data?.map((order) => (
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
      ))}
    </details>
  );
}
