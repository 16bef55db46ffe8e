/**
 * One weighted attribute's anchored levels on the requisition (D160): what a 1 to 5 looks like,
 * copied from a scoring template or written here. Read as a list; edited in place, each level's
 * label and description judged like a template's, the problem said next to its field.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  fiveLevels,
  levelProblems,
  MAX_LEVEL_DESCRIPTION,
  MAX_LEVEL_LABEL,
  type ScoringProblem,
  type SaveScoringTemplate,
} from '../../../contracts/scoring-templates.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import * as q from './smartreq.queries.ts';

type Levels = SaveScoringTemplate['criteria'][number]['levels'];

export function AttributeLevels({
  jobId,
  groupAttributeId,
  name,
  levels,
}: {
  jobId: number;
  groupAttributeId: number;
  name: string;
  levels: Levels | null;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Levels>();
  const [problems, setProblems] = useState<ScoringProblem[]>([]);
  const [error, setError] = useState<string>();
  const prefix = `levels-${groupAttributeId}`;

  const problemText = (prop: string) => {
    const problem = problems.find((p) => p.prop === prop);
    if (!problem) return undefined;
    const max = prop.endsWith('.label') ? MAX_LEVEL_LABEL : MAX_LEVEL_DESCRIPTION;
    if (problem.code === 'too_long') return t`Use at most ${max} characters.`;
    return prop.endsWith('.label') ? t`Give the level a short label.` : t`Describe what this level looks like.`;
  };

  const saving = useMutation({
    mutationFn: async (next: Levels | null) => {
      await q.saveAttributeLevels(queryClient, jobId, groupAttributeId, next && fiveLevels(next));
      setDraft(undefined);
    },
    onError: (failure) => {
      setError(errorText(failure));
    },
  });
  const isBusy = saving.isPending;

  const save = (next: Levels | null) => {
    const found = next ? levelProblems(fiveLevels(next)) : [];
    setProblems(found);
    setError(undefined);
    if (found.length > 0) return;
    saving.mutate(next);
  };

  if (draft) {
    return (
      <fieldset className="attribute-levels">
        <legend>
          <Trans>Anchored levels of {name}</Trans>
        </legend>
        {error && (
          <p className="smartreq-error" role="alert">
            {error}
          </p>
        )}
        {draft.map((level) => (
          <div key={level.level} className="attribute-levels__row">
            <TextField
              id={`${prefix}-${level.level}-label`}
              label={t`Level ${level.level}: label`}
              value={level.label}
              error={problemText(`levels.${level.level}.label`)}
              onChange={(event) =>
                setDraft(draft.map((l) => (l.level === level.level ? { ...l, label: event.target.value } : l)))
              }
            />
            <TextField
              id={`${prefix}-${level.level}-description`}
              label={t`Level ${level.level}: what it looks like`}
              value={level.description}
              error={problemText(`levels.${level.level}.description`)}
              onChange={(event) =>
                setDraft(draft.map((l) => (l.level === level.level ? { ...l, description: event.target.value } : l)))
              }
            />
          </div>
        ))}
        <div className="smartreq-form__actions">
          <Button onClick={() => void save(draft)} isBusy={isBusy}>
            <Trans>Save levels</Trans>
          </Button>
          <Button variant="secondary" onClick={() => (setDraft(undefined), setProblems([]), setError(undefined))}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </fieldset>
    );
  }

  return (
    <div className="attribute-levels">
      {levels ? (
        <details>
          <summary>
            <Trans>Anchored levels</Trans>
          </summary>
          <ol className="attribute-levels__list">
            {levels.map((level) => (
              <li key={level.level} value={level.level}>
                <strong>{level.label}</strong>: {level.description}
              </li>
            ))}
          </ol>
        </details>
      ) : (
        <span className="smartreq-item__meta">
          <Trans>No anchored levels</Trans>
        </span>
      )}
      {error && (
        <p className="smartreq-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="smartreq-link-button" onClick={() => setDraft(fiveLevels(levels ?? []))}>
        {levels ? <Trans>Edit levels</Trans> : <Trans>Add levels</Trans>}
        <span className="visually-hidden"> {name}</span>
      </button>
      {levels && (
        <button
          type="button"
          className="smartreq-link-button smartreq-link-button--danger"
          onClick={() => void save(null)}
          disabled={isBusy}
        >
          <Trans>Remove levels</Trans>
          <span className="visually-hidden"> {name}</span>
        </button>
      )}
    </div>
  );
}
