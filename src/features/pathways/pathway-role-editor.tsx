/**
 * Add or edit one pathway role: its name, description and the attributes its fit weighs (1-100
 * each). Checked here first with the server's rules, then by the server, whose field errors land
 * on the same fields; nothing is saved while anything is wrong.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ROLE_ATTRIBUTES_MAX,
  ROLE_DESCRIPTION_MAX,
  ROLE_TITLE_MAX,
  ROLE_WEIGHT_MAX,
  ROLE_WEIGHT_MIN,
  type AttributeOption,
  type StaffPathwayRole,
} from '../../../contracts/pathway-roles.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { EditorForm } from '../../ui/form/editor-form.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { savePathwayRole } from './pathway-roles.queries.ts';

interface DraftWeight {
  key: number;
  attribute_type_id: string;
  weight: string;
}

export interface PathwayRoleEditorProps {
  jobId: number;
  role?: StaffPathwayRole;
  options: readonly AttributeOption[];
  /** Names of the pathway's other active roles, to catch a repeated name before asking the server. */
  otherTitles: readonly string[];
  scoredEmployeeCount: number;
  onDone(): void;
}

let nextKey = 1;
const draftOf = (attribute_type_id = '', weight = '1'): DraftWeight => ({ key: nextKey++, attribute_type_id, weight });

export function PathwayRoleEditor({
  jobId,
  role,
  options,
  otherTitles,
  scoredEmployeeCount,
  onDone,
}: PathwayRoleEditorProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(role?.title ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [weights, setWeights] = useState<DraftWeight[]>(() =>
    role && role.attributes.length > 0
      ? role.attributes.map((a) => draftOf(String(a.attribute_type_id), String(a.weight)))
      : [draftOf()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [tries, setTries] = useState(0);

  const categoryLabel: Record<string, string> = {
    personality: t`Personality`,
    interests: t`Interests`,
    values: t`Values`,
    competencies: t`Competencies`,
    career_pathways: t`Career pathways readiness`,
    custom: t`Company attributes`,
  };
  const categories = [...new Set(options.map((o) => o.category))];
  const change = (index: number, patch: Partial<DraftWeight>) =>
    setWeights((all) => all.map((w, i) => (i === index ? { ...w, ...patch } : w)));

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const name = title.trim();
    if (!name) found.title = t`Give the role a name.`;
    else if (name.length > ROLE_TITLE_MAX) found.title = t`The name can be at most ${ROLE_TITLE_MAX} characters.`;
    else if (otherTitles.some((other) => other.trim().toLocaleLowerCase() === name.toLocaleLowerCase()))
      found.title = t`Another role of this pathway already has this name.`;
    if (description.trim().length > ROLE_DESCRIPTION_MAX)
      found.description = t`The description can be at most ${ROLE_DESCRIPTION_MAX} characters.`;
    if (weights.length === 0) found.attributes = t`Weigh at least one attribute: fit is computed from the weights.`;
    const seen = new Set<string>();
    weights.forEach((w, i) => {
      const n = i + 1;
      if (!w.attribute_type_id) found[`attributes.${i}.attribute_type_id`] = t`Choose attribute ${n}.`;
      else if (seen.has(w.attribute_type_id))
        found[`attributes.${i}.attribute_type_id`] = t`Attribute ${n} is already weighed in this role.`;
      seen.add(w.attribute_type_id);
      const weight = Number(w.weight);
      if (w.weight.trim() === '' || !Number.isInteger(weight) || weight < ROLE_WEIGHT_MIN || weight > ROLE_WEIGHT_MAX) {
        found[`attributes.${i}.weight`] =
          t`Weight ${n} must be a whole number from ${ROLE_WEIGHT_MIN} to ${ROLE_WEIGHT_MAX}.`;
      }
    });
    return found;
  };

  const saving = useMutation({
    mutationFn: async () => {
      await savePathwayRole(queryClient, jobId, role?.pathway_job_id, {
        title: title.trim(),
        description: description.trim(),
        attributes: weights.map((w) => ({ attribute_type_id: Number(w.attribute_type_id), weight: Number(w.weight) })),
      });
      const name = title.trim();
      notify({ type: 'success', body: role ? t`Role ${name} saved.` : t`Role ${name} added.` });
      onDone();
    },
    onError: (error) => {
      const byField = fieldErrorTexts(error);
      setErrors(byField);
      setProblem(Object.keys(byField).length > 0 ? undefined : errorText(error));
      setTries((n) => n + 1);
    },
  });
  const isSaving = saving.isPending;

  const save = () => {
    const found = check();
    setErrors(found);
    setProblem(undefined);
    setTries((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    saving.mutate();
  };

  const fieldId = (prop: string) => {
    const match = /^attributes\.(\d+)\.(attribute_type_id|weight)$/.exec(prop);
    if (match) return match[2] === 'weight' ? `pathway-role-weight-${match[1]}` : `pathway-role-attribute-${match[1]}`;
    return prop === 'title'
      ? 'pathway-role-title'
      : prop === 'description'
        ? 'pathway-role-description'
        : prop === 'attributes'
          ? 'pathway-role-add-weight'
          : undefined;
  };

  return (
    <EditorForm
      id="pathway-role-editor"
      className="pathway-roles__editor"
      titleClassName="pathway-roles__subtitle"
      title={role ? <Trans context="pathway role">Edit role</Trans> : <Trans>Add a role</Trans>}
      problem={problem}
      errors={errors}
      fieldIdOf={fieldId}
      tries={tries}
      onSave={save}
    >
      {role && (role.interest_answer_count > 0 || scoredEmployeeCount > 0) && (
        <div className="notice">
          <p>
            <Trans>
              Employees already have results on this pathway. New weights change the fit in their reports as soon as you
              save; their answers stay as given, under the role's new name.
            </Trans>
          </p>
        </div>
      )}
      <TextField
        id="pathway-role-title"
        label={t`Role name`}
        value={title}
        maxLength={ROLE_TITLE_MAX + 20}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
        autoComplete="off"
      />
      <FormField
        id="pathway-role-description"
        label={t`Description (optional)`}
        hint={t`What the role does, in a sentence or two.`}
        error={errors.description}
      >
        {(a11y) => (
          <textarea
            id="pathway-role-description"
            className="form-field__input pathway-roles__textarea"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <fieldset className="pathway-roles__weights" aria-describedby="pathway-role-weights-hint">
        <legend>
          <Trans>Attribute weights</Trans>
        </legend>
        <p id="pathway-role-weights-hint" className="pathway-report__muted">
          <Trans>
            Fit is the weighted average of an employee's scores on these attributes. A weight from {ROLE_WEIGHT_MIN} to{' '}
            {ROLE_WEIGHT_MAX} says how much an attribute counts compared with the others.
          </Trans>
        </p>
        {errors.attributes && (
          <p className="form-field__error" role="alert">
            {errors.attributes}
          </p>
        )}
        <ol className="pathway-roles__weight-list">
          {weights.map((w, i) => {
            const n = i + 1;
            const attributeError = errors[`attributes.${i}.attribute_type_id`];
            const weightError = errors[`attributes.${i}.weight`];
            return (
              <li key={w.key} className="pathway-roles__weight-row">
                <FormField id={`pathway-role-attribute-${i}`} label={t`Attribute ${n}`} error={attributeError}>
                  {(a11y) => (
                    <select
                      id={`pathway-role-attribute-${i}`}
                      className="form-field__input"
                      value={w.attribute_type_id}
                      onChange={(event) => change(i, { attribute_type_id: event.target.value })}
                      {...a11y}
                    >
                      <option value="">{t`Choose an attribute`}</option>
                      {categories.map((category) => (
                        <optgroup key={category} label={categoryLabel[category] ?? category}>
                          {options
                            .filter((o) => o.category === category)
                            .map((o) => (
                              <option key={o.attribute_type_id} value={o.attribute_type_id}>
                                {o.name}
                              </option>
                            ))}
                        </optgroup>
                      ))}
                    </select>
                  )}
                </FormField>
                <TextField
                  id={`pathway-role-weight-${i}`}
                  className="pathway-roles__weight-input"
                  label={t`Weight ${n}`}
                  inputMode="numeric"
                  value={w.weight}
                  onChange={(event) => change(i, { weight: event.target.value })}
                  error={weightError}
                />
                <Button
                  id={`pathway-role-remove-${i}`}
                  variant="secondary"
                  onClick={() => setWeights((all) => all.filter((_, j) => j !== i))}
                >
                  <Trans>Remove</Trans>
                  <span className="visually-hidden"> {t`attribute ${n}`}</span>
                </Button>
              </li>
            );
          })}
        </ol>
        {weights.length < ROLE_ATTRIBUTES_MAX && (
          <Button
            id="pathway-role-add-weight"
            variant="secondary"
            onClick={() => setWeights((all) => [...all, draftOf()])}
          >
            <Trans>Add an attribute</Trans>
          </Button>
        )}
      </fieldset>
      <div className="pathway-roles__actions">
        <Button id="pathway-role-save" type="submit" isBusy={isSaving}>
          {role ? <Trans context="pathway role">Save role</Trans> : <Trans>Add role</Trans>}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </EditorForm>
  );
}
