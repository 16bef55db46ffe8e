import { Trans } from '@lingui/react/macro';
import type { LocalAnswer } from '../../offline/db.ts';
import type { QuestionStep } from './questionnaire-steps.ts';

/** Answers the server refused, each with its reason (promise 6): never hidden, never dropped. */
export function RefusedAnswers({
  refused,
  steps,
}: {
  refused: readonly LocalAnswer[];
  steps: readonly QuestionStep[];
}) {
  if (refused.length === 0) return null;
  const textOf = new Map(steps.map((s) => [s.item.item_id, s.item.text]));
  return (
    <div className="notice notice--error" role="alert">
      <h2 className="q-subtitle">
        <Trans>These answers were not accepted</Trans>
      </h2>
      <ul className="q-list">
        {refused.map((answer) => (
          <li key={answer.itemId}>
            <strong>{textOf.get(answer.itemId) ?? answer.itemId}</strong>:{' '}
            {answer.refusal?.message ?? answer.refusal?.code}
          </li>
        ))}
      </ul>
    </div>
  );
}
