/**
 * Writing or editing one interview kit: name and purpose, the attributes it scores with an anchor
 * for each level from 1 to 5 (offered with generic anchors to rewrite), and the questions in
 * order, each with guidance for the interviewer and the attributes it probes, written in place or
 * copied from the company's interview-question list (the copy keeps its link; editing it here does
 * not change the list). Problems show next to their field and in a summary on save; nothing typed
 * is lost when the server refuses.
 */
import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  INTERVIEW_PURPOSES,
  MAX_KIT_QUESTIONS,
  type InterviewPurposeCode,
  type Kit,
} from '../../../contracts/interview.ts';
import type { Language } from '../../../contracts/languages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { ErrorSummary, type ErrorSummaryItem } from '../../ui/form/error-summary.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import {
  addAttribute,
  addFromList,
  addQuestion,
  draftField,
  kitDraftFrom,
  kitProblems,
  MAX_ANCHOR,
  MAX_GUIDANCE,
  MAX_KIT_NAME,
  MAX_PROBES_PER_QUESTION,
  MAX_QUESTION_TEXT,
  newKitDraft,
  removeAttribute,
  RUBRIC_LEVELS,
  setAnchor,
  toSaveKit,
  type KitDraft,
  type KitProblemCode,
} from './kit-model.ts';
import { saveKit } from './kits.queries.ts';
import { companyAttributesQueryOptions } from '../../ui/question-bank/question-list.queries.ts';
import { KitListPicker } from './kit-list-picker.tsx';
import { KitQuestionCard } from './kit-question-card.tsx';
import { KitTemplatePicker } from './kit-template-picker.tsx';

export function KitEditor({
  accountId,
  language,
  kit,
  onDone,
}: {
  accountId: number;
  language: Language;
  kit: Kit | undefined;
  onDone(saved?: Kit): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const attributes = useQuery(companyAttributesQueryOptions(accountId, language));
  const [draft, setDraft] = useState<KitDraft>(() => (kit ? kitDraftFrom(kit) : newKitDraft()));
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<{ text: string; field?: string }>();
  const saving = useMutation({
    mutationFn: (sent: KitDraft) => saveKit(queryClient, accountId, kit?.interview_kit_id, toSaveKit(sent, accountId)),
    onSuccess: (saved) => onDone(saved),
    onError: (error, sent) => {
      const prop = error instanceof ApiError ? error.errors?.[0]?.prop : undefined;
      setRefusal({ text: errorText(error), ...(prop ? { field: draftField(sent, prop) } : {}) });
    },
  });
  const isBusy = saving.isPending;
  const [toAdd, setToAdd] = useState('');
  const [isPicking, setPicking] = useState(false);

  const names = useMemo(() => {
    const known = new Map<number, string>((attributes.data ?? []).map((a) => [a.attribute_type_id, a.name]));
    for (const a of kit?.attributes ?? []) if (!known.has(a.attribute_type_id)) known.set(a.attribute_type_id, a.name);
    return known;
  }, [attributes.data, kit]);
  const nameOf = (attributeId: number) => names.get(attributeId) ?? t`Attribute ${attributeId}`;

  const problems = checked ? kitProblems(draft) : {};
  const problemText = (field: string, code: KitProblemCode): string => {
    if (field === 'name')
      return code === 'required' ? t`Enter the kit’s name.` : t`Use at most ${MAX_KIT_NAME} characters.`;
    if (field === 'attributes')
      return code === 'none' ? t`Add at least one attribute to score.` : t`A kit scores at most 20 attributes.`;
    if (field === 'questions')
      return code === 'none' ? t`Add at least one question.` : t`A kit has at most ${MAX_KIT_QUESTIONS} questions.`;
    if (field.endsWith('.text'))
      return code === 'required' ? t`Write the question.` : t`Use at most ${MAX_QUESTION_TEXT} characters.`;
    if (field.endsWith('.guidance')) return t`Use at most ${MAX_GUIDANCE} characters.`;
    if (field.endsWith('.attributes')) return t`Choose at most ${MAX_PROBES_PER_QUESTION} attributes for one question.`;
    return code === 'required' ? t`Describe what this score means.` : t`Use at most ${MAX_ANCHOR} characters.`;
  };
  const errorOf = (field: string) =>
    problems[field] ? problemText(field, problems[field]) : refusal?.field === field ? refusal.text : undefined;
  const fieldId = (field: string) => `${id}-${field.replaceAll('.', '-')}`;
  const summary: ErrorSummaryItem[] = Object.entries(problems).map(([field, code]) => ({
    text: problemText(field, code),
    fieldId: fieldId(field),
  }));

  const genericAnchors = [
    t`Well below what the role needs`,
    t`Below what the role needs`,
    t`Meets what the role needs`,
    t`Above what the role needs`,
    t`Well above what the role needs`,
  ];
  const available = (attributes.data ?? []).filter(
    (a) => !draft.attributes.some((x) => x.attributeId === a.attribute_type_id),
  );

  const save = () => {
    if (isBusy) return;
    setChecked(true);
    setRefusal(undefined);
    if (Object.keys(kitProblems(draft)).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    saving.mutate(draft);
  };

  return (
    <form
      className="kits__editor"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 id={`${id}-title`} className="kits__subtitle">
        {kit ? <Trans>Edit the kit “{kit.name}”</Trans> : <Trans>New interview kit</Trans>}
      </h2>
      {summary.length > 0 && <ErrorSummary items={summary} attempt={attempt} />}
      {refusal && (
        <div className="notice notice--error" role="alert">
          <p>{refusal.text}</p>
        </div>
      )}
      <div className="kits__pair">
        <TextField
          id={fieldId('name')}
          label={t`Kit name`}
          value={draft.name}
          autoComplete="off"
          error={errorOf('name')}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <FormField id={fieldId('purpose')} label={t`Used for`}>
          {(a11y) => (
            <select
              id={fieldId('purpose')}
              className="form-field__input"
              value={draft.purpose}
              onChange={(e) => setDraft({ ...draft, purpose: e.target.value as InterviewPurposeCode })}
              {...a11y}
            >
              {INTERVIEW_PURPOSES.map((purpose) => (
                <option key={purpose} value={purpose}>
                  {purpose === 'interview' ? t`Interviews with applicants` : t`Performance reviews of employees`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <fieldset className="kits__section">
        <legend className="kits__legend">
          <Trans>Attributes and rubric</Trans>
        </legend>
        <p className="kits__muted">
          <Trans>
            For each attribute the kit scores, say what each score from 1 to 5 means, so every interviewer scores alike.
          </Trans>
        </p>
        {errorOf('attributes') && (
          <p className="form-field__error" id={fieldId('attributes')} tabIndex={-1}>
            {errorOf('attributes')}
          </p>
        )}
        {draft.attributes.map((a) => (
          <fieldset key={a.attributeId} className="kits__card">
            <legend className="kits__card-title">{nameOf(a.attributeId)}</legend>
            {RUBRIC_LEVELS.map((level) => {
              const field = `attributes.${a.attributeId}.${level}`;
              return (
                <FormField key={level} id={fieldId(field)} label={t`Score ${level}`} error={errorOf(field)}>
                  {(a11y) => (
                    <textarea
                      id={fieldId(field)}
                      className="form-field__input"
                      rows={2}
                      value={a.anchors[level - 1] ?? ''}
                      onChange={(e) => setDraft(setAnchor(draft, a.attributeId, level, e.target.value))}
                      {...a11y}
                    />
                  )}
                </FormField>
              );
            })}
            <KitTemplatePicker
              accountId={accountId}
              attributeName={nameOf(a.attributeId)}
              onCopy={(anchors) =>
                setDraft((current) =>
                  anchors.reduce((next, anchor, i) => setAnchor(next, a.attributeId, i + 1, anchor), current),
                )
              }
            />
            <div className="kits__actions">
              <Button variant="secondary" onClick={() => setDraft(removeAttribute(draft, a.attributeId))}>
                <Trans>Remove attribute</Trans>
                <span className="visually-hidden"> {nameOf(a.attributeId)}</span>
              </Button>
            </div>
          </fieldset>
        ))}
        <div className="kits__add">
          <FormField id={`${id}-add-attribute`} label={t`Attribute to score`}>
            {(a11y) => (
              <select
                id={`${id}-add-attribute`}
                className="form-field__input"
                value={toAdd}
                onChange={(e) => setToAdd(e.target.value)}
                {...a11y}
              >
                <option value="">{attributes.isPending ? t`Loading…` : t`Choose an attribute`}</option>
                {available.map((a) => (
                  <option key={a.attribute_type_id} value={a.attribute_type_id}>
                    {a.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Button
            variant="secondary"
            onClick={() => {
              if (toAdd === '') return;
              setDraft(addAttribute(draft, Number(toAdd), genericAnchors));
              setToAdd('');
            }}
          >
            <Trans>Add attribute</Trans>
          </Button>
        </div>
      </fieldset>

      <fieldset className="kits__section">
        <legend className="kits__legend">
          <Trans>Questions</Trans>
        </legend>
        {errorOf('questions') && (
          <p className="form-field__error" id={fieldId('questions')} tabIndex={-1}>
            {errorOf('questions')}
          </p>
        )}
        <ol className="kits__questions">
          {draft.questions.map((q, index) => (
            <KitQuestionCard
              key={q.key}
              draft={draft}
              question={q}
              index={index}
              onChange={setDraft}
              fieldId={fieldId}
              errorOf={errorOf}
              nameOf={nameOf}
            />
          ))}
        </ol>
        {isPicking && (
          <KitListPicker
            accountId={accountId}
            inKit={new Set(draft.questions.flatMap((q) => (q.accountQuestionId === null ? [] : [q.accountQuestionId])))}
            nameOf={nameOf}
            onCancel={() => setPicking(false)}
            onAdd={(picked) => {
              setDraft(addFromList(draft, picked, genericAnchors));
              setPicking(false);
            }}
          />
        )}
        {draft.questions.length < MAX_KIT_QUESTIONS && !isPicking && (
          <div className="kits__actions">
            <Button variant="secondary" onClick={() => setDraft(addQuestion(draft))}>
              <Trans>Add a question</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setPicking(true)}>
              <Trans>Add from the question list</Trans>
            </Button>
          </div>
        )}
      </fieldset>

      <div className="kits__actions">
        <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save kit</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
