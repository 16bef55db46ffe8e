/**
 * Outcome questions answered on a scale, one radio group each, with "Choose an answer." beside a
 * missing one: 1 to 5, or the company's named performance levels (D155) when given.
 */
import { Trans } from '@lingui/react/macro';
import { OUTCOME_SCALE } from '../../../contracts/outcome-codes.ts';
import type { ScaleLevel } from '../../../contracts/performance-scale.ts';

const unnamed: readonly ScaleLevel[] = OUTCOME_SCALE.map((value) => ({ value, label: '', description: '' }));

/** Whether a scale's levels have names to show (a company's own scale) rather than bare numbers. */
export const isNamedScale = (levels: readonly ScaleLevel[]) => levels.some((l) => l.label !== '');

export function ScaleQuestions({
  questions,
  chosen,
  checked,
  idPrefix,
  ends,
  levels = unnamed,
  onChoose,
}: {
  questions: readonly { outcome_question_id: number; question: string }[];
  chosen: Record<string, number>;
  /** The form was submitted once: unanswered questions say so. */
  checked: boolean;
  idPrefix: string;
  /** What the lowest and highest unnamed levels mean, read to screen readers. */
  ends: { low: string; high: string };
  levels?: readonly ScaleLevel[];
  onChoose: (key: string, value: number) => void;
}) {
  const named = isNamedScale(levels);
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
        <div className={named ? 'outcome-review__scale outcome-review__scale--named' : 'outcome-review__scale'}>
          {levels.map(({ value, label }) => (
            <label key={value} className="outcome-review__choice">
              <input
                type="radio"
                name={`${idPrefix}-q${key}`}
                value={value}
                checked={chosen[key] === value}
                onChange={() => onChoose(key, value)}
              />
              <span>{value}</span>
              {named ? (
                <span>{label}</span>
              ) : (
                <span className="visually-hidden">
                  {value === 1 ? ends.low : value === levels.length ? ends.high : ''}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
    );
  });
}
