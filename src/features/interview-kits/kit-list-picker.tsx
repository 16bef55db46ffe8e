/**
 * Picking questions from the company's interview list for a kit: its questions (not archived) with
 * the attributes they probe, searchable; the ones the kit already holds are marked and cannot be
 * picked twice. The kit copies what is picked (kit-model.ts addFromList).
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Question } from '../../../contracts/question-bank.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { questionListQueryOptions } from '../../ui/question-bank/question-list.queries.ts';

const PICKER_SIZE = 100;

export function KitListPicker({
  accountId,
  inKit,
  nameOf,
  onAdd,
  onCancel,
}: {
  accountId: number;
  /** The list questions the kit already holds. */
  inKit: ReadonlySet<number>;
  nameOf(attributeId: number): string;
  onAdd(questions: Question[]): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Question[]>([]);
  const [nothingPicked, setNothingPicked] = useState(false);
  const questions = useQuery(
    questionListQueryOptions(accountId, {
      list: 'interview',
      search: search.trim() || undefined,
      include_archived: false,
      page: 1,
      page_size: PICKER_SIZE,
    }),
  );
  const toggle = (question: Question) => {
    setNothingPicked(false);
    setPicked((current) =>
      current.some((q) => q.account_question_id === question.account_question_id)
        ? current.filter((q) => q.account_question_id !== question.account_question_id)
        : [...current, question],
    );
  };
  const rows = questions.data?.results ?? [];

  return (
    <div className="kits__card kits__picker" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="kits__card-title">
        <Trans>Add from the question list</Trans>
      </h3>
      <TextField
        id={`${id}-search`}
        label={t`Search the interview questions`}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {questions.isError ? (
        <p className="form-field__error" role="alert">
          {errorText(questions.error)}
        </p>
      ) : questions.isPending ? (
        <p className="kits__muted">
          <Trans>Loading…</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="kits__muted">
          {search.trim() ? (
            <Trans>No question matches.</Trans>
          ) : (
            <Trans>
              The company’s interview-question list is empty. Add questions to it in the settings, under Interview
              questions.
            </Trans>
          )}
        </p>
      ) : (
        <fieldset className="kits__picker-list" aria-describedby={nothingPicked ? `${id}-error` : undefined}>
          <legend className="visually-hidden">
            <Trans>Questions to add</Trans>
          </legend>
          {nothingPicked && (
            <p className="form-field__error" id={`${id}-error`}>
              <Trans>Choose at least one question.</Trans>
            </p>
          )}
          {rows.map((question) => {
            const held = inKit.has(question.account_question_id);
            const probes = question.attributes.map((a) => nameOf(a.attribute_type_id)).join(', ');
            return (
              <label key={question.account_question_id} className="kits__pick">
                <input
                  type="checkbox"
                  disabled={held}
                  checked={held || picked.some((q) => q.account_question_id === question.account_question_id)}
                  onChange={() => toggle(question)}
                />
                <span>
                  {question.question_text}
                  {(held || probes) && (
                    <span className="kits__muted kits__pick-detail">
                      {held ? <Trans>Already in this kit</Trans> : <Trans>Probes {probes}</Trans>}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="kits__actions">
        <Button
          variant="secondary"
          onClick={() => {
            if (picked.length === 0) {
              setNothingPicked(true);
              return;
            }
            onAdd(picked);
          }}
        >
          <Trans>Add the chosen questions</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
