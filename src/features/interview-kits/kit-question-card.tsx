/** One question of the kit editor: its text, guidance, the attributes it probes, and moving or removing it. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { PlainTextWritingHelp } from '../../ui/rich-text/plain-text-writing-help.tsx';
import { moveQuestion, removeQuestion, toggleProbe, updateQuestion, type KitDraft } from './kit-model.ts';

export function KitQuestionCard({
  draft,
  question: q,
  index,
  onChange: setDraft,
  fieldId,
  errorOf,
  nameOf,
}: {
  draft: KitDraft;
  question: KitDraft['questions'][number];
  index: number;
  onChange(next: KitDraft): void;
  fieldId(field: string): string;
  errorOf(field: string): string | undefined;
  nameOf(attributeId: number): string;
}) {
  const { t } = useLingui();
  const number = index + 1;
  return (
    <li className="kits__card">
      {q.accountQuestionId !== null && (
        <p className="kits__origin">
          <Trans>From the question list; changes here stay in this kit.</Trans>
        </p>
      )}
      <FormField
        id={fieldId(`questions.${q.key}.text`)}
        label={t`Question ${number}`}
        error={errorOf(`questions.${q.key}.text`)}
      >
        {(a11y) => (
          <>
            <textarea
              id={fieldId(`questions.${q.key}.text`)}
              className="form-field__input"
              rows={2}
              value={q.text}
              onChange={(e) => setDraft(updateQuestion(draft, q.key, { text: e.target.value }))}
              {...a11y}
            />
            <PlainTextWritingHelp
              fieldId={fieldId(`questions.${q.key}.text`)}
              onChange={(text) => setDraft(updateQuestion(draft, q.key, { text }))}
            />
          </>
        )}
      </FormField>
      <FormField
        id={fieldId(`questions.${q.key}.guidance`)}
        label={t`Guidance for the interviewer (optional)`}
        hint={t`What a good answer shows, or what to ask next.`}
        error={errorOf(`questions.${q.key}.guidance`)}
      >
        {(a11y) => (
          <textarea
            id={fieldId(`questions.${q.key}.guidance`)}
            className="form-field__input"
            rows={2}
            value={q.guidance}
            onChange={(e) => setDraft(updateQuestion(draft, q.key, { guidance: e.target.value }))}
            {...a11y}
          />
        )}
      </FormField>
      <fieldset className="kits__probes" id={fieldId(`questions.${q.key}.attributes`)}>
        <legend>
          <Trans>Attributes this question probes</Trans>
        </legend>
        {errorOf(`questions.${q.key}.attributes`) && (
          <p className="form-field__error">{errorOf(`questions.${q.key}.attributes`)}</p>
        )}
        {draft.attributes.length === 0 ? (
          <p className="kits__muted">
            <Trans>Add attributes to the rubric first.</Trans>
          </p>
        ) : (
          draft.attributes.map((a) => (
            <label key={a.attributeId} className="kits__probe">
              <input
                type="checkbox"
                checked={q.attributeIds.includes(a.attributeId)}
                onChange={() => setDraft(toggleProbe(draft, q.key, a.attributeId))}
              />{' '}
              {nameOf(a.attributeId)}
            </label>
          ))
        )}
      </fieldset>
      <div className="kits__actions">
        {index > 0 && (
          <Button variant="secondary" onClick={() => setDraft(moveQuestion(draft, q.key, -1))}>
            <Trans>Move up</Trans>
            <span className="visually-hidden">
              {' '}
              <Trans>question {number}</Trans>
            </span>
          </Button>
        )}
        {index < draft.questions.length - 1 && (
          <Button variant="secondary" onClick={() => setDraft(moveQuestion(draft, q.key, 1))}>
            <Trans>Move down</Trans>
            <span className="visually-hidden">
              {' '}
              <Trans>question {number}</Trans>
            </span>
          </Button>
        )}
        <Button variant="secondary" onClick={() => setDraft(removeQuestion(draft, q.key))}>
          <Trans>Remove</Trans>
          <span className="visually-hidden">
            {' '}
            <Trans>question {number}</Trans>
          </span>
        </Button>
      </div>
    </li>
  );
}
