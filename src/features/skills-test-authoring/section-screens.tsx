/**
 * A section of a skills-test draft: a new one at the end of its test, and one section's editor
 * (title, instructions, practice or timed with its time limit, and its questions).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_SECTION_MINUTES,
  type AuthoredQuestion,
  type AuthoredSectionDetail,
} from '../../../contracts/skills-test-authoring.ts';
import { call } from '../../lib/api-client.ts';
import {
  createSkillsTestSection,
  deleteSkillsTestQuestion,
  updateSkillsTestSection,
} from '../../lib/api/skills-test-authoring.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { poolSizeOf, sectionProblems, type SectionDraft } from './authoring-form.ts';
import { refreshAuthoring, sectionQueryOptions, testQueryOptions } from './authoring.queries.ts';
import { AuthoringForm, LoadFailed, TextsFields, useConfirmedRemoval, useSending } from './form-parts.tsx';
import { QuestionForm } from './question-form.tsx';
import { useAuthoringScope } from './authoring-scope.tsx';
import './authoring.css';

const bodyOf = (draft: SectionDraft) => ({
  title: draft.title,
  instructions: draft.instructions,
  is_practice: draft.is_practice,
  minutes: draft.is_practice ? 0 : Number(draft.minutes),
  pool_size: poolSizeOf(draft),
});

function BackToTest({ testId }: { testId: number }) {
  const { pages } = useAuthoringScope();
  return (
    <p>
      <Link to={pages.test} params={{ id: String(testId) }}>
        <Trans>Back to the test</Trans>
      </Link>
    </p>
  );
}

function SectionFields({
  idPrefix,
  draft,
  setDraft,
  problems,
}: {
  idPrefix: string;
  draft: SectionDraft;
  setDraft: (d: SectionDraft) => void;
  problems: Record<string, string>;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextsFields
        idPrefix={idPrefix}
        draft={draft}
        setDraft={setDraft}
        problems={problems}
        instructionsHint={t`Candidates read these before the section starts.`}
      />
      <label className="st-author__check">
        <input
          type="checkbox"
          checked={draft.is_practice}
          onChange={(event) => setDraft({ ...draft, is_practice: event.target.checked })}
        />
        <Trans>Practice section: untimed, not scored, the correct answers shown after each question</Trans>
      </label>
      {!draft.is_practice && (
        <TextField
          id={`${idPrefix}-minutes`}
          label={t`Time limit in minutes`}
          hint={t`From 1 to ${MAX_SECTION_MINUTES}. Candidates with a time accommodation get more.`}
          inputMode="numeric"
          value={draft.minutes}
          onChange={(event) => setDraft({ ...draft, minutes: event.target.value })}
          error={problems.minutes}
        />
      )}
      {!draft.is_practice && (draft.questionCount > 0 || draft.pool !== '') && (
        <TextField
          id={`${idPrefix}-pool`}
          label={t`Questions drawn per candidate (optional)`}
          hint={t`Each candidate gets this many of the section’s ${draft.questionCount} questions, drawn at random for them, and is scored on those only. Leave it empty to show every question.`}
          inputMode="numeric"
          value={draft.pool}
          onChange={(event) => setDraft({ ...draft, pool: event.target.value })}
          error={problems.pool_size}
        />
      )}
    </>
  );
}

export function NewSectionScreen({ testId }: { testId: number | undefined }) {
  const { pages } = useAuthoringScope();
  const { t } = useLingui();
  useDocumentTitle(t`New skills test section`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const test = useQuery({ ...testQueryOptions(testId ?? 0), enabled: testId !== undefined });
  const [draft, setDraft] = useState<SectionDraft>({
    title: '',
    instructions: '',
    is_practice: false,
    minutes: '10',
    pool: '',
    questionCount: 0,
  });
  const sending = useSending(sectionProblems);
  const problems = sending.problemsOf(draft);
  if (testId === undefined || test.error) {
    return (
      <section className="st-author">
        <h1>
          <Trans>New skills test section</Trans>
        </h1>
        <p role="alert">
          <Trans>Open a skills test and add its sections from there.</Trans>
        </p>
        <p>
          <Link to={pages.list}>
            <Trans>Back to skills tests</Trans>
          </Link>
        </p>
      </section>
    );
  }
  const submit = async () => {
    const created = await sending.send(draft, () =>
      call(createSkillsTestSection, { params: { id: testId }, body: bodyOf(draft) }),
    );
    if (!created) return;
    await refreshAuthoring(queryClient);
    await navigate({ to: pages.section, params: { id: String(created.skills_test_section_id) } });
  };
  return (
    <section className="st-author" aria-labelledby="sec-new-heading">
      <BackToTest testId={testId} />
      <h1 id="sec-new-heading">
        <Trans>New section</Trans>
      </h1>
      {test.data && (
        <p className="st-author__muted">
          <Trans>Added at the end of {test.data.title}.</Trans>
        </p>
      )}
      <AuthoringForm
        error={sending.error}
        busy={sending.busy}
        submitLabel={<Trans>Add the section</Trans>}
        onSubmit={submit}
      >
        <SectionFields idPrefix="sec-new" draft={draft} setDraft={setDraft} problems={problems} />
      </AuthoringForm>
    </section>
  );
}

export function SectionDetailsScreen({ id }: { id: number }) {
  const { t } = useLingui();
  const section = useQuery(sectionQueryOptions(id));
  useDocumentTitle(section.data?.title || t`Skills test section`);
  if (section.error)
    return (
      <LoadFailed
        title={<Trans>Skills test section</Trans>}
        error={section.error}
        notFoundText={<Trans>This section does not exist or is not yours to edit.</Trans>}
      />
    );
  if (!section.data)
    return (
      <p role="status" className="st-author">
        <Trans>Loading…</Trans>
      </p>
    );
  return <SectionEditor key={section.data.skills_test_section_id} section={section.data} />;
}

function SectionEditor({ section }: { section: AuthoredSectionDetail }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SectionDraft>({
    title: section.title,
    instructions: section.instructions,
    is_practice: section.is_practice,
    minutes: section.is_practice ? '10' : String(section.minutes),
    pool: section.pool_size === null ? '' : String(section.pool_size),
    questionCount: section.questions.length,
  });
  // Questions added or removed below change how many a pool may draw (D503).
  const current = { ...draft, questionCount: section.questions.length };
  const [saved, setSaved] = useState(false);
  const sending = useSending(sectionProblems);
  const problems = sending.problemsOf(current);
  const submit = async () => {
    setSaved(false);
    const result = await sending.send(current, () =>
      call(updateSkillsTestSection, { params: { id: section.skills_test_section_id }, body: bodyOf(current) }),
    );
    if (!result) return;
    setSaved(true);
    await refreshAuthoring(queryClient);
  };
  return (
    <section className="st-author" aria-labelledby="sec-heading">
      <BackToTest testId={section.skills_test_id} />
      <h1 id="sec-heading">{section.title}</h1>
      <AuthoringForm
        headingId="sec-details-heading"
        heading={<Trans>Section</Trans>}
        error={sending.error}
        status={saved && <Trans>The section is saved.</Trans>}
        busy={sending.busy}
        submitLabel={<Trans>Save the section</Trans>}
        onSubmit={submit}
      >
        <SectionFields idPrefix="sec" draft={current} setDraft={setDraft} problems={problems} />
      </AuthoringForm>
      <Questions section={section} />
    </section>
  );
}

function Questions({ section }: { section: AuthoredSectionDetail }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<number>();
  const removal = useConfirmedRemoval((question: AuthoredQuestion) =>
    call(deleteSkillsTestQuestion, { params: { id: question.skills_test_question_id } }),
  );
  return (
    <div className="st-author__panel">
      <h2 id="sec-questions">
        <Trans>Questions</Trans>
      </h2>
      <p className="st-author__muted">
        <Trans>Candidates pick one option. Mark the correct one; when several are marked, any of them scores.</Trans>
      </p>
      {section.questions.length === 0 && (
        <p className="st-author__muted">
          <Trans>No questions yet.</Trans>
        </p>
      )}
      <ol className="st-author__list" aria-labelledby="sec-questions">
        {section.questions.map((question, index) =>
          editing === question.skills_test_question_id ? (
            <li key={question.skills_test_question_id}>
              <QuestionForm
                idPrefix={`q-${question.skills_test_question_id}`}
                heading={t`Edit question ${index + 1}`}
                sectionId={section.skills_test_section_id}
                question={question}
                onDone={() => setEditing(undefined)}
              />
            </li>
          ) : (
            <li key={question.skills_test_question_id} className="st-author__item">
              <div>
                <p className="st-author__name">
                  {index + 1}. {question.text}
                </p>
                <ul className="st-author__options">
                  {question.options.map((option) => (
                    <li key={option.skills_test_option_id}>
                      {option.is_correct ? <strong>{t`Correct:`} </strong> : null}
                      {option.text}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="st-author__actions">
                <Button
                  variant="secondary"
                  onClick={() => setEditing(question.skills_test_question_id)}
                  aria-label={t`Edit question ${index + 1}`}
                >
                  <Trans>Edit</Trans>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => removal.ask(question)}
                  aria-label={t`Remove question ${index + 1}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </li>
          ),
        )}
      </ol>
      <QuestionForm idPrefix="q-new" heading={t`New question`} sectionId={section.skills_test_section_id} />
      <ConfirmDialog
        {...removal.dialog}
        question={<Trans>Remove this question from the draft?</Trans>}
        detail={removal.target?.text}
        confirmLabel={<Trans>Remove</Trans>}
        onConfirm={() => void removal.dialog.onConfirm()}
      />
    </div>
  );
}
