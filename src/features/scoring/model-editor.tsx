import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MODEL_NUMBER_LIMIT,
  type ModelAttribute,
  type PredictiveModel,
  type SavePredictiveModel,
} from '../../../contracts/scoring.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

interface WeightRow {
  key: string;
  attribute_type_id: string;
  weight: string;
}

interface Errors {
  name?: string;
  intercept?: string;
  weights?: string;
  rows: Record<string, { attribute?: string; weight?: string }>;
}

const asNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));
const inRange = (n: number) => Number.isFinite(n) && Math.abs(n) <= MODEL_NUMBER_LIMIT;

export interface ModelEditorProps {
  model?: PredictiveModel;
  /** A new model's starting values (ignored when editing `model`). */
  draft?: SavePredictiveModel;
  attributes: readonly ModelAttribute[];
  onSave(body: SavePredictiveModel): void;
  /** Whether the save runs (the screen's useMutation). */
  isSaving: boolean;
  onCancel(): void;
  /** A failed save, already in words. */
  error?: string;
}

/** Name, intercept and one weight per attribute; saved only with at least one weight (seed 001 section 5). */
export function ModelEditor({ model, draft, attributes, onSave, isSaving, onCancel, error }: ModelEditorProps) {
  const { t } = useLingui();
  const idPrefix = useId();
  const start = model ?? draft;
  const [name, setName] = useState(start?.name ?? '');
  const [intercept, setIntercept] = useState(start ? String(start.intercept) : '0');
  const [rows, setRows] = useState<WeightRow[]>(
    start?.weights.map((w) => ({
      key: crypto.randomUUID(),
      attribute_type_id: String(w.attribute_type_id),
      weight: String(w.weight),
    })) ?? [],
  );
  const [errors, setErrors] = useState<Errors>({ rows: {} });
  const nameOf = (id: string) => attributes.find((a) => String(a.attribute_type_id) === id)?.name ?? '';

  const validate = (): Errors => {
    const found: Errors = { rows: {} };
    if (!name.trim()) found.name = t`Enter a name for the model`;
    if (!inRange(asNumber(intercept))) found.intercept = t`Enter a number between -99999 and 99999`;
    if (rows.length === 0) found.weights = t`Add at least one attribute weight`;
    for (const row of rows) {
      const problems = {
        attribute: row.attribute_type_id ? undefined : t`Choose an attribute`,
        weight: inRange(asNumber(row.weight)) ? undefined : t`Enter a number between -99999 and 99999`,
      };
      if (problems.attribute || problems.weight) found.rows[row.key] = problems;
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.name || found.intercept || found.weights || Object.keys(found.rows).length) return;
    onSave({
      name: name.trim(),
      intercept: asNumber(intercept),
      weights: rows.map((r) => ({ attribute_type_id: Number(r.attribute_type_id), weight: asNumber(r.weight) })),
    });
  };

  const chosen = new Set(rows.map((r) => r.attribute_type_id));
  const update = (key: string, change: Partial<WeightRow>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const heading = model ? t`Edit ${model.name}` : t`New predictive model`;

  return (
    <form className="model-editor" onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`} className="model-editor__title">
        {heading}
      </h3>
      {error && (
        <p className="scoring-error" role="alert">
          {error}
        </p>
      )}
      <div className="model-editor__fields">
        <TextField
          id={`${idPrefix}-name`}
          label={<Trans>Name</Trans>}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          id={`${idPrefix}-intercept`}
          label={<Trans>Intercept</Trans>}
          hint={<Trans>The prediction when every weighted score is 0.</Trans>}
          type="number"
          step="any"
          inputMode="decimal"
          value={intercept}
          onChange={(e) => setIntercept(e.target.value)}
          error={errors.intercept}
        />
      </div>
      <fieldset className="model-editor__weights">
        <legend>
          <Trans>Attribute weights</Trans>
        </legend>
        <p className="scoring-muted">
          <Trans>
            Each attribute score (0 to 100) is multiplied by its weight and added to the intercept. Weights may be
            negative.
          </Trans>
        </p>
        {errors.weights && (
          <p className="form-field__error" role="alert">
            {errors.weights}
          </p>
        )}
        <ul className="model-editor__rows">
          {rows.map((row, index) => {
            const rowError = errors.rows[row.key];
            const attributeName = nameOf(row.attribute_type_id);
            const position = index + 1;
            return (
              <li key={row.key} className="model-editor__row">
                <FormField
                  id={`${idPrefix}-attr-${row.key}`}
                  label={<Trans>Attribute {position}</Trans>}
                  error={rowError?.attribute}
                >
                  {(a11y) => (
                    <select
                      id={`${idPrefix}-attr-${row.key}`}
                      className="form-field__input"
                      value={row.attribute_type_id}
                      onChange={(e) => update(row.key, { attribute_type_id: e.target.value })}
                      {...a11y}
                    >
                      <option value="">{t`Choose an attribute`}</option>
                      {attributes
                        .filter(
                          (a) =>
                            String(a.attribute_type_id) === row.attribute_type_id ||
                            !chosen.has(String(a.attribute_type_id)),
                        )
                        .map((a) => (
                          <option key={a.attribute_type_id} value={a.attribute_type_id}>
                            {a.name}
                          </option>
                        ))}
                    </select>
                  )}
                </FormField>
                <TextField
                  id={`${idPrefix}-weight-${row.key}`}
                  label={<Trans>Weight {position}</Trans>}
                  type="number"
                  step="any"
                  inputMode="decimal"
                  className="model-editor__weight"
                  value={row.weight}
                  onChange={(e) => update(row.key, { weight: e.target.value })}
                  error={rowError?.weight}
                />
                <Button
                  variant="secondary"
                  className="model-editor__remove"
                  aria-label={attributeName ? t`Remove ${attributeName}` : t`Remove attribute ${position}`}
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
        <Button
          variant="secondary"
          onClick={() =>
            setRows((current) => [...current, { key: crypto.randomUUID(), attribute_type_id: '', weight: '1' }])
          }
          disabled={rows.length >= attributes.length}
        >
          <Trans>Add attribute</Trans>
        </Button>
      </fieldset>
      <div className="model-editor__actions">
        <Button type="submit" isBusy={isSaving} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save model</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
