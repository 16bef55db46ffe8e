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
}: {
  attribute: Attribute;
  requisitionLevels: RequisitionLevels | undefined;
  value: number | undefined;
  onChange(level: number): void;
}) {
  return (
    <fieldset className="interview-rubric">
      <legend>{attribute.name}</legend>
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
