import { Trans } from '@lingui/react/macro';

/** The activity's instructions for candidates, shared by the add and edit forms of the plan editor. */
export function InstructionsField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        <Trans>Instructions for candidates</Trans>
      </label>
      <textarea
        id={id}
        className="smartreq-textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={5000}
      />
    </div>
  );
}
