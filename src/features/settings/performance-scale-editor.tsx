/**
 * The company's performance rating scale: 3 to 7 levels, lowest first, each a name and an optional
 * description. The same check as the server's runs first (contracts/performance-scale.ts) and each
 * problem shows beside its field. Saving makes a new version: answers already given keep theirs (D155).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  SCALE_DESCRIPTION_MAX,
  SCALE_LABEL_MAX,
  SCALE_LEVELS_MAX,
  SCALE_LEVELS_MIN,
  scaleProblems,
  type PerformanceScale,
  type ScaleRule,
} from '../../../contracts/performance-scale.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { EditorForm } from '../../ui/form/editor-form.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { saveScale } from './employee-performance.queries.ts';

type Level = { label: string; description: string };

const fieldId = (prop: string) => {
  const match = /^levels\.(\d+)\.(label|description)$/.exec(prop);
  return match ? `scale-level-${match[1]}-${match[2]}` : prop === 'levels' ? 'scale-add-level' : undefined;
};

export function PerformanceScaleEditor({ accountId, scale }: { accountId: number; scale: PerformanceScale }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [levels, setLevels] = useState<Level[]>(scale.levels.map(({ label, description }) => ({ label, description })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [tries, setTries] = useState(0);
  const [saved, setSaved] = useState('');

  const ruleText: Record<ScaleRule, string> = {
    levels_few: t`A scale has at least ${SCALE_LEVELS_MIN} levels.`,
    levels_many: t`A scale has at most ${SCALE_LEVELS_MAX} levels.`,
    label_empty: t`Name this level.`,
    label_long: t`Use ${SCALE_LABEL_MAX} characters or fewer in the name.`,
    label_repeat: t`Each level needs its own name.`,
    description_long: t`Use ${SCALE_DESCRIPTION_MAX} characters or fewer in the description.`,
  };

  const change = (index: number, part: keyof Level, value: string) =>
    setLevels((all) => all.map((l, i) => (i === index ? { ...l, [part]: value } : l)));
  const move = (index: number, by: number) =>
    setLevels((all) => {
      const next = [...all];
      const [level] = next.splice(index, 1);
      next.splice(index + by, 0, level!);
      return next;
    });

  const saving = useMutation({
    mutationFn: async () => {
      await saveScale(queryClient, accountId, levels);
      setSaved(t`Scale saved.`);
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
    const { problems } = scaleProblems(levels);
    const found: Record<string, string> = {};
    for (const p of problems) found[p.prop] ??= ruleText[p.rule];
    setErrors(found);
    setProblem(undefined);
    setSaved('');
    setTries((n) => n + 1);
    if (problems.length > 0) return;
    saving.mutate();
  };

  return (
    <EditorForm
      id="performance-scale"
      className="custom-fields__editor"
      titleClassName="custom-fields__subtitle"
      title={<Trans>Performance rating scale</Trans>}
      problem={problem}
      errors={errors}
      fieldIdOf={fieldId}
      tries={tries}
      onSave={save}
    >
      <p className="custom-fields__muted">
        <Trans>
          Supervisors choose one of these levels for each review question, lowest first. Changing the scale applies to
          answers given from now on: answers already given keep the scale they were given on.
        </Trans>{' '}
        {scale.performance_scale_id === null ? (
          <Trans>Until you save a scale, supervisors answer from 1 to 5 without names.</Trans>
        ) : (
          <Plural
            value={scale.answers}
            _0="No answers on this scale yet."
            one="# answer given on this scale."
            other="# answers given on this scale."
          />
        )}
      </p>
      <ol className="custom-fields__list" aria-label={t`Levels from lowest to highest`}>
        {levels.map((level, index) => (
          <li key={index} className="custom-fields__item performance-scale__level">
            <div className="custom-fields__what">
              <TextField
                id={`scale-level-${index}-label`}
                label={t`Level ${index + 1}: name`}
                value={level.label}
                error={errors[`levels.${index}.label`]}
                maxLength={SCALE_LABEL_MAX + 20}
                autoComplete="off"
                onChange={(event) => change(index, 'label', event.target.value)}
              />
              <TextField
                id={`scale-level-${index}-description`}
                label={t`Level ${index + 1}: description (optional)`}
                value={level.description}
                error={errors[`levels.${index}.description`]}
                maxLength={SCALE_DESCRIPTION_MAX + 20}
                autoComplete="off"
                onChange={(event) => change(index, 'description', event.target.value)}
              />
            </div>
            <div className="custom-fields__actions">
              <Button variant="secondary" disabled={index === 0} onClick={() => move(index, -1)}>
                <Trans>Move up</Trans>
                <span className="visually-hidden"> {t`level ${index + 1}`}</span>
              </Button>
              <Button variant="secondary" disabled={index === levels.length - 1} onClick={() => move(index, 1)}>
                <Trans>Move down</Trans>
                <span className="visually-hidden"> {t`level ${index + 1}`}</span>
              </Button>
              <Button
                variant="secondary"
                disabled={levels.length <= SCALE_LEVELS_MIN}
                onClick={() => setLevels((all) => all.filter((_, i) => i !== index))}
              >
                <Trans>Remove</Trans>
                <span className="visually-hidden"> {t`level ${index + 1}`}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {errors.levels && (
        <p className="form-field__error" id="scale-levels-error">
          {errors.levels}
        </p>
      )}
      <div className="custom-fields__actions">
        <Button
          id="scale-add-level"
          variant="secondary"
          disabled={levels.length >= SCALE_LEVELS_MAX}
          onClick={() => setLevels((all) => [...all, { label: '', description: '' }])}
        >
          <Trans>Add a level</Trans>
        </Button>
        <Button type="submit" isBusy={isSaving}>
          <Trans>Save scale</Trans>
        </Button>
      </div>
      <p className="custom-fields__muted" role="status">
        {saved}
      </p>
    </EditorForm>
  );
}
