/**
 * A skills test as candidates see it, answers hidden: a company's own draft (what publishing would
 * freeze) or the provider's newest published version, in the viewer's language where it has one.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage } from '../../lib/language.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useAuthoringScope } from './authoring-scope.tsx';
import { previewQueryOptions } from './authoring.queries.ts';
import { SectionTiming } from './counts.tsx';
import { LoadFailed } from './form-parts.tsx';
import './authoring.css';

export function SkillsTestPreviewScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { pages } = useAuthoringScope();
  const preview = useQuery(previewQueryOptions(id, isLanguage(i18n.locale) ? i18n.locale : 'en'));
  const test = preview.data;
  useDocumentTitle(test ? t`Preview: ${test.title}` : t`Skills test preview`);
  if (preview.error)
    return (
      <LoadFailed
        title={<Trans>Skills test preview</Trans>}
        error={preview.error}
        notFoundText={<Trans>This skills test does not exist, is not published yet, or is not yours to see.</Trans>}
      />
    );
  if (!test)
    return (
      <p role="status" className="st-author">
        <Trans>Loading…</Trans>
      </p>
    );
  return (
    <section className="st-author" aria-labelledby="st-preview-heading">
      <p>
        <Link to={pages.list}>
          <Trans>Back to skills tests</Trans>
        </Link>
      </p>
      <div className="st-author__bar">
        <h1 id="st-preview-heading">{test.title}</h1>
        {(test.draft || test.version !== null) && (
          <span className={test.draft ? 'st-author__tag' : 'st-author__tag st-author__tag--published'}>
            {test.version === null ? <Trans>Draft</Trans> : <Trans>Version {test.version}</Trans>}
          </span>
        )}
      </div>
      <p className="st-author__muted">
        {test.draft ? (
          <Trans>
            This is your draft as candidates will see it once you publish it. The correct answers are not shown.
          </Trans>
        ) : (
          <Trans>This is the published version candidates take. The correct answers are not shown.</Trans>
        )}
      </p>
      {test.instructions && <p className="st-author__text">{test.instructions}</p>}
      {test.sections.length === 0 && (
        <p className="st-author__muted">
          <Trans>No sections yet.</Trans>
        </p>
      )}
      {test.sections.map((section, s) => (
        <section key={s} className="st-author__panel" aria-labelledby={`st-preview-section-${s}`}>
          <h2 id={`st-preview-section-${s}`}>{section.title}</h2>
          <p className="st-author__muted">
            <SectionTiming section={section} />
          </p>
          {section.instructions && <p className="st-author__text">{section.instructions}</p>}
          <ol className="st-author__questions">
            {section.questions.map((question, q) => (
              <li key={q}>
                <p className="st-author__text">{question.text}</p>
                <ul className="st-author__choices" aria-label={t`Options`}>
                  {question.options.map((option, o) => (
                    <li key={o}>{option}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
