import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Language } from '../../../contracts/user.ts';
import { errorText } from '../../lib/error-text.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { skillsReportQueryOptions } from './skills-test.queries.ts';
import './skills-test.css';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

/** skill-test-report/{id}: the candidate's own result, correct of total per section and overall. */
export function SkillsReportScreen({ id, language }: { id: number; language: Language }) {
  const { t } = useLingui();
  const query = useQuery(skillsReportQueryOptions(id, language));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t`Skills test report`);
  useEffect(() => focusOnArrival(headingRef.current), [query.data]);
  const back = (
    <Link to="/user/reports" className="back-link">
      <span aria-hidden="true">←</span> <Trans>Back to My Reports</Trans>
    </Link>
  );
  if (!query.data) {
    return (
      <section className="st-page">
        {back}
        {query.isError ? (
          <p className="notice notice--error" role="alert">
            {errorText(query.error)}
          </p>
        ) : (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
      </section>
    );
  }
  const report = query.data;
  return (
    <section className="st-page">
      {back}
      <p className="st-kicker">
        <Trans>Skills test report</Trans>
      </p>
      <h1 className="st-title" tabIndex={-1} ref={headingRef}>
        {report.title}
      </h1>
      <p className="st-score" data-testid="overall-score">
        <Trans>
          Overall: {report.correct} of {report.total} correct ({report.percent}%)
        </Trans>
      </p>
      <table className="st-table">
        <caption className="visually-hidden">
          <Trans>Score per section</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Section</Trans>
            </th>
            <th scope="col">
              <Trans>Correct</Trans>
            </th>
            <th scope="col">
              <Trans>Score</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.sections.map((s) => (
            <tr key={s.skills_test_section_id}>
              <th scope="row">{s.title}</th>
              <td>
                <Trans>
                  {s.correct} of {s.total}
                </Trans>
              </td>
              <td>{s.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.sections.some((s) => s.late > 0) && (
        <p className="st-muted">
          <Trans>Answers recorded after a section's time limit are kept but not scored.</Trans>
        </p>
      )}
    </section>
  );
}
