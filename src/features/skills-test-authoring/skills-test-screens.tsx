/**
 * The provider's skills-test library: the list, a new test, and one test's draft (its texts, its
 * sections, publishing it as a new version). A published version is never edited: candidates who
 * started it keep it, those who start after a new publication take the new one.
 */
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthoredSkillsTest, AuthoredSkillsTestDetail } from '../../../contracts/skills-test-authoring.ts';
import { call } from '../../lib/api-client.ts';
import { createSkillsTest, deleteSkillsTestSection, updateSkillsTest } from '../../lib/api/skills-test-authoring.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { textsProblems, type TextsDraft } from './authoring-form.ts';
import { questionCount, sectionCount, SectionTiming } from './counts.tsx';
import { libraryQueryOptions, refreshAuthoring, testQueryOptions } from './authoring.queries.ts';
import { AuthoringForm, LoadFailed, TextsFields, useConfirmedRemoval, useSending } from './form-parts.tsx';
import { useAuthoringScope } from './authoring-scope.tsx';
import { PublishPanel } from './publish-panel.tsx';
import './authoring.css';

export function VersionTag({ test }: { test: Pick<AuthoredSkillsTest, 'latest_version'> }) {
  return test.latest_version === null ? (
    <span className="st-author__tag">
      <Trans>Not published</Trans>
    </span>
  ) : (
    <span className="st-author__tag st-author__tag--published">
      <Trans>Version {test.latest_version} published</Trans>
    </span>
  );
}

export function SkillsTestListScreen() {
  const { pages } = useAuthoringScope();
  const { t } = useLingui();
  useDocumentTitle(t`Skills tests`);
  // Loaded by the route before it renders; a failed read is the staff pages' error screen.
  const library = useSuspenseQuery(libraryQueryOptions());
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return library.data
      .filter((test) => test.title.toLocaleLowerCase().includes(needle))
      .sort((a, b) => a.title.localeCompare(b.title));
  }, [library.data, search]);
  return (
    <section className="st-author" aria-labelledby="st-list-heading">
      <div className="st-author__bar">
        <h1 id="st-list-heading">
          <Trans>Skills tests</Trans>
        </h1>
        <Link className="button button--primary" to={pages.newTest}>
          <Trans>New skills test</Trans>
        </Link>
      </div>
      <p className="st-author__muted">
        <Trans>
          The provider&apos;s library: every company&apos;s plans may give these tests once they are published.
        </Trans>
      </p>
      <nav className="st-author__actions" aria-label={t`Across every test`}>
        <Link to="/admin/measurements/settings/skills-test/sections">
          <Trans>Every section</Trans>
        </Link>
        <Link to="/admin/measurements/settings/skills-test/questions">
          <Trans>Every question</Trans>
        </Link>
      </nav>
      <TextField
        id="st-search"
        type="search"
        label={t`Search by title`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 && (
        <p role="status">
          {search ? <Trans>No skills test matches this search.</Trans> : <Trans>No skills tests yet.</Trans>}
        </p>
      )}
      <ul className="st-author__list" aria-label={t`Skills tests`}>
        {shown.map((test) => (
          <li key={test.skills_test_id} className="st-author__item">
            <div>
              <p className="st-author__name">
                <Link to={pages.test} params={{ id: String(test.skills_test_id) }}>
                  {test.title || t`Untitled`}
                </Link>
              </p>
              <p className="st-author__muted">
                {sectionCount(test.section_count)}, {questionCount(test.question_count)}
              </p>
            </div>
            <VersionTag test={test} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NewSkillsTestScreen() {
  const { pages, accountId } = useAuthoringScope();
  const { t } = useLingui();
  useDocumentTitle(t`New skills test`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TextsDraft>({ title: '', instructions: '' });
  const sending = useSending(textsProblems);
  const problems = sending.problemsOf(draft);
  const submit = async () => {
    const created = await sending.send(draft, () =>
      call(createSkillsTest, {
        body: { account_id: accountId ?? null, title: draft.title, instructions: draft.instructions },
      }),
    );
    if (!created) return;
    await refreshAuthoring(queryClient);
    await navigate({ to: pages.test, params: { id: String(created.skills_test_id) } });
  };
  return (
    <section className="st-author" aria-labelledby="st-new-heading">
      <p>
        <Link to={pages.list}>
          <Trans>Back to skills tests</Trans>
        </Link>
      </p>
      <h1 id="st-new-heading">
        <Trans>New skills test</Trans>
      </h1>
      <AuthoringForm
        error={sending.error}
        busy={sending.busy}
        submitLabel={<Trans>Create the draft</Trans>}
        onSubmit={submit}
      >
        <TextsFields
          idPrefix="st-new"
          draft={draft}
          setDraft={setDraft}
          problems={problems}
          instructionsHint={t`Candidates read these before the first section.`}
        />
      </AuthoringForm>
    </section>
  );
}

export function SkillsTestDetailsScreen({ id }: { id: number }) {
  const { t } = useLingui();
  const test = useQuery(testQueryOptions(id));
  useDocumentTitle(test.data?.title || t`Skills test`);
  if (test.error)
    return (
      <LoadFailed
        title={<Trans>Skills test</Trans>}
        error={test.error}
        notFoundText={<Trans>This skills test does not exist or is not yours to edit.</Trans>}
      />
    );
  if (!test.data)
    return (
      <p role="status" className="st-author">
        <Trans>Loading…</Trans>
      </p>
    );
  return <TestDraft key={test.data.skills_test_id} test={test.data} />;
}

function TestDraft({ test }: { test: AuthoredSkillsTestDetail }) {
  const { pages } = useAuthoringScope();
  const { i18n } = useLingui();
  return (
    <section className="st-author" aria-labelledby="st-heading">
      <p>
        <Link to={pages.list}>
          <Trans>Back to skills tests</Trans>
        </Link>
      </p>
      <div className="st-author__bar">
        <h1 id="st-heading">{test.title}</h1>
        <VersionTag test={test} />
      </div>
      {'preview' in pages && (
        <p>
          <Link to={pages.preview} params={{ id: String(test.skills_test_id) }}>
            <Trans>Preview as candidates see it</Trans>
          </Link>
        </p>
      )}
      <PublishPanel test={test} />
      <DetailsForm test={test} />
      <SectionsPanel test={test} />
      {test.versions.length > 0 && (
        <div className="st-author__panel">
          <h2 id="st-versions">
            <Trans>Published versions</Trans>
          </h2>
          <ul className="st-author__options" aria-labelledby="st-versions">
            {test.versions.map((version) => (
              <li key={version.skills_test_id}>
                <Trans>
                  Version {version.version}, published{' '}
                  {i18n.date(version.published_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function DetailsForm({ test }: { test: AuthoredSkillsTestDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TextsDraft & { fixed_order: boolean }>({
    title: test.title,
    instructions: test.instructions,
    fixed_order: test.fixed_order,
  });
  const [saved, setSaved] = useState(false);
  const sending = useSending(textsProblems);
  const problems = sending.problemsOf(draft);
  const submit = async () => {
    setSaved(false);
    const result = await sending.send(draft, () =>
      call(updateSkillsTest, { params: { id: test.skills_test_id }, body: draft }),
    );
    if (!result) return;
    setSaved(true);
    await refreshAuthoring(queryClient);
  };
  return (
    <AuthoringForm
      headingId="st-details-heading"
      heading={<Trans>Details</Trans>}
      error={sending.error}
      status={saved && <Trans>The draft is saved.</Trans>}
      busy={sending.busy}
      submitLabel={<Trans>Save details</Trans>}
      onSubmit={submit}
    >
      <TextsFields
        idPrefix="st-details"
        draft={draft}
        setDraft={setDraft}
        problems={problems}
        instructionsHint={t`Candidates read these before the first section.`}
      />
      <label className="st-author__check">
        <input
          type="checkbox"
          checked={draft.fixed_order}
          aria-describedby="st-details-order-hint"
          onChange={(event) => setDraft({ ...draft, fixed_order: event.target.checked })}
        />
        <Trans>Keep the questions and answers in the order written</Trans>
      </label>
      <p id="st-details-order-hint" className="form-field__hint">
        <Trans>
          Otherwise each candidate sees the questions of the timed sections, and their answers, in an order of their
          own. Practice questions always keep their order.
        </Trans>
      </p>
    </AuthoringForm>
  );
}

function SectionsPanel({ test }: { test: AuthoredSkillsTestDetail }) {
  const { pages } = useAuthoringScope();
  const { t } = useLingui();
  const removal = useConfirmedRemoval((id: number) => call(deleteSkillsTestSection, { params: { id } }));
  return (
    <div className="st-author__panel">
      <div className="st-author__bar">
        <h2 id="st-sections">
          <Trans>Sections</Trans>
        </h2>
        <Link
          className="button button--secondary"
          to={pages.newSection}
          search={{ skills_test_id: test.skills_test_id }}
        >
          <Trans>Add a section</Trans>
        </Link>
      </div>
      {test.sections.length === 0 && (
        <p className="st-author__muted">
          <Trans>No sections yet. A test needs at least one section with a question before it can be published.</Trans>
        </p>
      )}
      <ol className="st-author__list" aria-labelledby="st-sections">
        {test.sections.map((section) => (
          <li key={section.skills_test_section_id} className="st-author__item">
            <div>
              <p className="st-author__name">{section.title}</p>
              <p className="st-author__muted">
                <SectionTiming section={section} />
                {' · '}
                {questionCount(section.questions.length)}
              </p>
            </div>
            <div className="st-author__actions">
              <Link
                className="button button--secondary"
                to={pages.section}
                params={{ id: String(section.skills_test_section_id) }}
                aria-label={t`Edit the section ${section.title}`}
              >
                <Trans>Edit</Trans>
              </Link>
              <Button
                variant="secondary"
                onClick={() => removal.ask(section.skills_test_section_id)}
                aria-label={t`Remove the section ${section.title}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        {...removal.dialog}
        question={<Trans>Remove this section and its questions from the draft?</Trans>}
        detail={<Trans>Published versions keep it.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        onConfirm={() => void removal.dialog.onConfirm()}
      />
    </div>
  );
}
