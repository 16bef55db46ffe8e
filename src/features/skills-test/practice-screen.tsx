import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { SkillsTestQuestion } from '../../../contracts/skills-test.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { activitySearchOf, LoadError, TrackerLink } from './page-parts.tsx';
import type { SkillsActivity } from './skills-activity.ts';
import { skillsTestQueryOptions } from './skills-test.queries.ts';
import '../../ui/form/button.css';
import './skills-test.css';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

/** One practice question: untimed, not sent, with the best answer shown after a choice. */
function PracticeQuestion({ question, number }: { question: SkillsTestQuestion; number: number }) {
  const [chosen, setChosen] = useState<number>();
  const best = question.options.find((o) => o.is_correct);
  const isRight = chosen !== undefined && chosen === best?.skills_test_option_id;
  const name = `practice-${question.skills_test_question_id}`;
  return (
    <fieldset className="st-question">
      <legend className="st-question__text">
        <span className="st-question__number">{number}.</span> {question.text}
      </legend>
      <div className="st-options">
        {question.options.map((o) => (
          <label key={o.skills_test_option_id} className="st-option">
            <input
              type="radio"
              name={name}
              value={o.skills_test_option_id}
              checked={chosen === o.skills_test_option_id}
              onChange={() => setChosen(o.skills_test_option_id)}
            />
            <span>{o.text}</span>
          </label>
        ))}
      </div>
      <p className="st-feedback" role="status">
        {chosen === undefined ? null : isRight ? (
          <Trans>Correct.</Trans>
        ) : (
          <Trans>Not quite. The best answer is: {best?.text ?? ''}</Trans>
        )}
      </p>
    </fieldset>
  );
}

/** skill-test-question: the practice questions, then the way into the timed sections. */
export function SkillsPracticeScreen({ activity }: { activity: SkillsActivity }) {
  const { t } = useLingui();
  const query = useQuery(skillsTestQueryOptions(activity.refId, activity.activityId, activity.language));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t`Practice questions`);
  useEffect(() => focusOnArrival(headingRef.current), []);
  if (!query.data) {
    if (query.isError)
      return <LoadError activity={activity} error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <p className="st-page" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const practice = query.data.sections.filter((s) => s.is_practice);
  let number = 0;
  return (
    <section className="st-page">
      <TrackerLink activity={activity} />
      <p className="st-kicker">{query.data.title}</p>
      <h1 className="st-title" tabIndex={-1} ref={headingRef}>
        <Trans>Practice questions</Trans>
      </h1>
      {practice.map((section) => (
        <div key={section.skills_test_section_id}>
          <p className="st-lead">{section.instructions}</p>
          {section.questions.map((q) => (
            <PracticeQuestion key={q.skills_test_question_id} question={q} number={++number} />
          ))}
        </div>
      ))}
      <p className="st-muted">
        <Trans>The timed sections start one at a time, when you choose to start each one.</Trans>
      </p>
      <div className="st-actions">
        <Link to="/user/skill-test" search={activitySearchOf(activity)} className="button button--primary">
          <Trans>Go to the timed sections</Trans>
        </Link>
      </div>
    </section>
  );
}
