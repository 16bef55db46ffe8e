/**
 * skill-test: the skills test inside the activity shell. The shell probes the storage, claims the
 * run in this browser, leases it through the kind's flavour (skills-lease.ts), turns the page
 * read-only for another tab or device, checks readiness before a start on the device, and online
 * only sends the answers and submission with the kind's encoding. The screen (sections-screen.tsx)
 * renders the sections with the run's writes: the device's (skills-run.ts) or, online only, the
 * direct channel's (direct-run.tsx, its own chunk).
 */
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import { skillsEncoding } from '../../offline/direct-skills.ts';
import { ActivityShell } from '../../ui/activity-shell/activity-shell.tsx';
import { RefusedAnswers } from '../../ui/activity-shell/refused-answers.tsx';
import { LoadError, TrackerLink } from './page-parts.tsx';
import { TimedSections, type TimedSectionsProps } from './sections-screen.tsx';
import type { SkillsActivity } from './skills-activity.ts';
import { skillsFlavour } from './skills-lease.ts';
import { useDeviceRun } from './skills-run.ts';
import { skillsTestQueryOptions } from './skills-test.queries.ts';
import './skills-test.css';

const DirectSections = lazy(() => import('./direct-run.tsx').then((m) => ({ default: m.DirectSections })));

const loading = (
  <p className="st-page" role="status">
    <Trans>Loading…</Trans>
  </p>
);

export function SkillsTestScreen({ activity }: { activity: SkillsActivity }) {
  const query = useQuery(skillsTestQueryOptions(activity.refId, activity.activityId, activity.language));
  const test = query.data;
  // Online only, each answer names its section.
  const encoding = useMemo(() => {
    if (!test) return undefined;
    const sectionOf = new Map(
      test.sections.flatMap((s) => s.questions.map((q) => [q.skills_test_question_id, s.skills_test_section_id])),
    );
    return skillsEncoding(
      { refId: activity.refId, jobStepActivityId: activity.activityId },
      (questionId) => sectionOf.get(questionId) ?? 0,
    );
  }, [test, activity.refId, activity.activityId]);
  if (!test) {
    if (query.isError)
      return <LoadError activity={activity} error={query.error} onRetry={() => void query.refetch()} />;
    return loading;
  }
  return (
    <ActivityShell
      activity={activity}
      flavour={skillsFlavour}
      encoding={encoding}
      // Room for a section's answers and checkpoints, with a wide margin.
      needs={{ content: [['skills-test', activity.refId, activity.activityId]], bytes: 1_000_000 }}
      loading={loading}
      blocked={(notice) => (
        <section className="st-page" data-testid="skills-lease">
          <TrackerLink activity={activity} />
          <h1 className="st-title">{test.title}</h1>
          {notice}
        </section>
      )}
      refusedByLease={(refused) => <RefusedSkillsAnswers test={test} refused={refused} />}
    >
      {(channel) => <SkillsRunPage activity={activity} test={test} fetchedAt={query.dataUpdatedAt} channel={channel} />}
    </ActivityShell>
  );
}

function SkillsRunPage(props: TimedSectionsProps) {
  const { attempt } = props.channel;
  // This device's record is made on opening, so another device's lease is seen before a section starts.
  useEffect(() => {
    if (attempt === null) void props.channel.begin();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt === null]);
  if (!attempt) return loading;
  const { direct } = props.channel;
  if (direct) {
    return (
      <Suspense fallback={loading}>
        <DirectSections {...props} direct={direct} attemptId={attempt.attemptId} />
      </Suspense>
    );
  }
  return <DeviceSections {...props} attempt={attempt} />;
}

function DeviceSections(props: TimedSectionsProps & { attempt: AttemptRecord }) {
  const { attempt, ...screen } = props;
  return <TimedSections {...screen} run={useDeviceRun(attempt)} />;
}

function RefusedSkillsAnswers({ test, refused }: { test: SkillsTestContent; refused: readonly LocalAnswer[] }) {
  const questions = test.sections.flatMap((s) => s.questions);
  const describe = (a: LocalAnswer) => {
    const question = questions.find((q) => String(q.skills_test_question_id) === a.itemId);
    const option = question?.options.find((o) => o.skills_test_option_id === a.value);
    return (
      <>
        <strong>{question?.text ?? a.itemId}</strong> {option ? `— ${option.text}` : null}
      </>
    );
  };
  return (
    <RefusedAnswers refused={refused} describe={describe} classNames={{ list: 'st-refused', reason: 'st-error' }} />
  );
}
