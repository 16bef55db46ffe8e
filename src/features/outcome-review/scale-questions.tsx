/** Outcome questions answered from 1 to 5, one radio group each, with "Choose an answer." beside a missing one. */
import { Trans } from '@lingui/react/macro';
import { OUTCOME_SCALE } from '../../../contracts/outcome-codes.ts';

export function ScaleQuestions({
  questions,
  chosen,
  checked,
  idPrefix,
  ends,
  onChoose,
}: {
  questions: readonly { outcome_question_id: number; question: string }[];
  chosen: Record<string, number>;
  /** The form was submitted once: unanswered questions say so. */
  checked: boolean;
  idPrefix: string;
  /** What 1 and 5 mean, read to screen readers. */
  ends: { low: string; high: string };
  onChoose: (key: string, value: number) => void;
}) {
  return questions.map((question) => {
    const key = String(question.outcome_question_id);
    const isMissing = checked && chosen[key] === undefined;
    const errorId = `${idPrefix}-q${key}-error`;
    return (
      <fieldset key={key} className="outcome-review__question" aria-describedby={isMissing ? errorId : undefined}>
        <legend>{question.question}</legend>
        {isMissing && (
          <p id={errorId} className="outcome-review__error">
            <Trans>Choose an answer.</Trans>
          </p>
        )}
        <div className="outcome-review__scale">
          {OUTCOME_SCALE.map((value) => (
            <label key={value} className="outcome-review__choice">
              <input type="radio" name={`${idPrefix}-q${key}`} value={value} checked={chosen[key] === value} onChange={() => onChoose(key, value)} />
              <span>{value}</span>
              <span className="visually-hidden">{value === 1 ? ends.low : value === 5 ? ends.high : ''}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  });
}
