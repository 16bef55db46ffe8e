import { useQuery } from '@tanstack/react-query';
import { isWaitingOffline, NotReadyOffline } from '../../ui/offline-readiness/not-ready-offline.tsx';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { findAttempt } from '../../offline/attempts.ts';
import { isIndexedDbUsable } from '../../offline/storage.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { activitySearchOf, LoadError, TrackerLink } from './page-parts.tsx';
import type { SkillsActivity } from './skills-activity.ts';
import { skillsTestQueryOptions } from './skills-test.queries.ts';
import { useLiveValue } from '../../offline-hooks/use-live-value.ts';
import '../../ui/form/button.css';
import './skills-test.css';
import { DeviceCheckLink } from '../../ui/device-check-link.tsx';
import { FullScreenNotice } from '../../ui/full-screen-ask.tsx';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

/** skill-test-instruction: what the test holds, each section's time (accommodation included), then practice. */
export function SkillsInstructionScreen({ activity }: { activity: SkillsActivity }) {
  const { t } = useLingui();
  const query = useQuery(skillsTestQueryOptions(activity.refId, activity.activityId, activity.language));
  const attempt = useLiveValue(
    () => findAttempt(activity.refId, activity.activityId),
    [activity.refId, activity.activityId],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Without IndexedDB the test runs online only (direct-run.tsx): promise only what it does.
  const [isOnlineOnly, setIsOnlineOnly] = useState(false);
  useEffect(() => {
    let live = true;
    void isIndexedDbUsable().then((usable) => live && setIsOnlineOnly(!usable));
    return () => {
      live = false;
    };
  }, []);
  useDocumentTitle(query.data?.title ?? t`Skills test instructions`);
  useEffect(() => focusOnArrival(headingRef.current), []);

  if (!query.data) {
    if (query.isError)
      return <LoadError activity={activity} error={query.error} onRetry={() => void query.refetch()} />;
    if (isWaitingOffline(query))
      return (
        <NotReadyOffline>
          <TrackerLink activity={activity} />
        </NotReadyOffline>
      );
    return (
      <p className="st-page" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const test = query.data;
  const timed = test.sections.filter((s) => !s.is_practice);
  const practiceCount = test.sections.filter((s) => s.is_practice).reduce((n, s) => n + s.questions.length, 0);
  const begun = attempt.loaded && attempt.value !== undefined;
  const accommodation = test.time_accommodation;
  return (
    <section className="st-page">
      <TrackerLink activity={activity} />
      <h1 className="st-title" tabIndex={-1} ref={headingRef}>
        {test.title}
      </h1>
      <p className="st-lead">{test.instructions}</p>
      <DeviceCheckLink />
      <h2 className="st-subtitle">
        <Trans>Sections</Trans>
      </h2>
      <ol className="st-sections">
        {timed.map((s) => {
          const minutes = Math.ceil((s.details?.duration_seconds ?? s.minutes * 60) / 60);
          const count = s.questions.length;
          return (
            <li key={s.skills_test_section_id}>
              <strong>{s.title}</strong>: <Plural value={count} one="# question" other="# questions" />,{' '}
              <Plural value={minutes} one="# minute" other="# minutes" />
            </li>
          );
        })}
      </ol>
      {accommodation !== 1 && (
        <p className="st-muted">
          <Trans>These times include your time accommodation (×{accommodation}).</Trans>
        </p>
      )}
      <p className="st-muted">
        {isOnlineOnly ? (
          <Trans>
            Each section's time starts when you start the section and keeps running if you reload the page or lose your
            connection. This browser cannot save answers on this device, so each answer is sent straight to the server:
            stay online while you take the test.
          </Trans>
        ) : (
          <Trans>
            Each section's time starts when you start the section and keeps running if you reload the page or lose your
            connection. Your answers are saved on this device and sent when you are online.
          </Trans>
        )}
      </p>
      {!isOnlineOnly && (
        // What the device records while a section runs (D402), told before the test begins.
        <>
          <h2 className="st-subtitle">
            <Trans>What this test records</Trans>
          </h2>
          <p className="st-muted" data-testid="integrity-notice">
            <Trans>
              While a section runs, this device also notes how the test is taken: when you leave the page or its window
              and for how long, paste attempts, large changes of the window's size, and when you are offline. The
              company sees these as facts beside your answers; they never change your score. If something explains them
              (a shared computer, an unsteady connection, an accommodation), you can tell the company.
            </Trans>{' '}
            {/* Known to the run's lease, not noted by the device (D486). */}
            <Trans>
              If the test moves to another device or browser partway through, the company sees that too.
            </Trans>{' '}
            <FullScreenNotice isAsked={test.ask_full_screen} />
            {test.ask_camera_check && (
              <>
                {' '}
                <Trans>
                  The company also asks for up to three photos with your camera during the timed sections: you will be
                  asked first, and you may decline.
                </Trans>
              </>
            )}
          </p>
        </>
      )}
      <div className="st-actions">
        {practiceCount > 0 && (
          <Link to="/user/skill-test-question" search={activitySearchOf(activity)} className="button button--primary">
            <Trans>Start the practice questions</Trans>
          </Link>
        )}
        <Link
          to="/user/skill-test"
          search={activitySearchOf(activity)}
          className={`button ${practiceCount > 0 ? 'button--secondary' : 'button--primary'}`}
        >
          {begun ? <Trans>Continue the test</Trans> : <Trans>Go to the timed sections</Trans>}
        </Link>
      </div>
    </section>
  );
}
