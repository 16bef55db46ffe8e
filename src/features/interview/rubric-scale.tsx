/**
 * One attribute's 1-5 choice on the interview screen: each level with the kit's anchor and, when
 * the requisition weighs the attribute with its own anchored levels (D160), that level's label and
 * description as the requisition stores them.
 */
import { Trans } from '@lingui/react/macro';
import type { InterviewDetail, Kit } from '../../../contracts/interview.ts';

type Attribute = Kit['attributes'][number];
type RequisitionLevels = InterviewDetail['requisition_levels'][number]['levels'];

export function RubricScale({
  attribute,
  requisitionLevels,
  value,
  onChange,
  error,
}: {
  attribute: Attribute;
  requisitionLevels: RequisitionLevels | undefined;
  value: number | undefined;
  onChange(level: number): void;
  /** Shown beside the scale (a missing score on submit); the scale is then marked invalid. */
  error?: string;
}) {
  const errorId = `score-error-${attribute.attribute_type_id}`;
  return (
    <fieldset
      className="interview-rubric"
      data-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{attribute.name}</legend>
      {error && (
        <p id={errorId} className="interview-error interview-field-error">
          {error}
        </p>
      )}
      {requisitionLevels && (
        <p className="interview-muted">
          <Trans>Each level also shows this requisition’s own description.</Trans>
        </p>
      )}
      {attribute.levels.map((level) => {
        const own = requisitionLevels?.find((l) => l.level === level.level);
        return (
          <label key={level.level} className="interview-rubric__level">
            <input
              type="radio"
              name={`score-${attribute.attribute_type_id}`}
              value={level.level}
              checked={value === level.level}
              onChange={() => onChange(level.level)}
            />
            <strong>{level.level}</strong> <span>{level.anchor}</span>
            {own && (
              <span className="interview-rubric__requisition">
                <strong>{own.label}</strong>: {own.description}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
