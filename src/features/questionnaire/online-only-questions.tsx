import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Language } from '../../../contracts/user.ts';
import { tabDirectAnswers } from '../../offline/online-only-session.ts';
import type { Refusal } from '../../offline/db.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { DirectSubmitNotices, useDirectSubmission } from '../../ui/direct-submission.tsx';
import { OnlineOnlyNotice } from '../../ui/online-only-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { assessmentContentQueryOptions } from './content.queries.ts';
import type { ActivityRef } from './instruction-screen.tsx';
import { ContentLoadError, TrackerLink } from './page-parts.tsx';
import { QuestionItem } from './question-item.tsx';
import { questionSteps } from './questionnaire-steps.ts';
import './questionnaire.css';

export interface OnlineOnlyQuestionsProps {
  activity: ActivityRef;
  onSubmitted: () => void;
  onLeave: () => void;
}



/**
 * The questionnaire when this browser cannot use IndexedDB (private modes, a full disk): a plain
 * notice, then each answer sent straight to the server (src/offline/direct-answers.ts), kept on
 * screen until the server has it.
 */
export function OnlineOnlyQuestions({ activity, onSubmitted, onLeave }: OnlineOnlyQuestionsProps) {
  const { t, i18n } = useLingui();
  const isOnline = useIsOnline();
  const content = useQuery(assessmentContentQueryOptions(activity.asmtId, i18n.locale as Language, activity.refId));
  const [direct] = useState(() => tabDirectAnswers(activity));
  useSyncExternalStore(
    (listener) => direct.subscribe(listener),
    () => direct.getVersion(),
  );
  const [position, setPosition] = useState(0);
  const { submission, submit } = useDirectSubmission(() => direct.submit(), onSubmitted);
  useDocumentTitle(content.data?.title ?? t`Assessment`);
  const steps = useMemo(() => (content.data ? questionSteps(content.data) : []), [content.data]);
  const unsent = direct.unsentCount();

  // Back online: send what waits. Leaving with unsent answers asks the browser to warn first.
  useEffect(() => {
    const onOnline = () => void direct.flush();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (direct.unsentCount() > 0) event.preventDefault();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [direct]);

  if (content.isError && !content.data) {
    return <ContentLoadError activity={activity} error={content.error} onRetry={() => void content.refetch()} />;
  }
  if (!content.data) {
    return (
      <section className="q-page">
        <p className="q-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  }

  const notice = <OnlineOnlyNotice />;

  if (submission.state === 'done') {
    return (
      <section className="q-page">
        <h1 className="q-title">
          <Trans>Your answers have been submitted</Trans>
        </h1>
        <p className="q-lead">
          <Trans>Thank you. You can go back to your progress tracker.</Trans>
        </p>
        <TrackerLink activity={activity} />
      </section>
    );
  }

  const step = steps[position];
  if (!step) {
    const counted = steps.filter((s) => !s.isPractice);
    const answeredCount = counted.filter((s) => direct.get(s.item.item_id)?.status === 'saved').length;
    const total = counted.length;
    return (
      <section className="q-page">
        {notice}
        <h1 className="q-title">
          <Trans>Check your answers</Trans>
        </h1>
        <p className="q-lead">
          <Trans>
            You answered {answeredCount} of {total} questions.
          </Trans>
        </p>
        <DirectSubmitNotices unsent={unsent} isOnline={isOnline} submission={submission} />
        <div className="q-actions">
          <Button onClick={() => void submit()} isBusy={submission.state === 'sending'} disabled={!isOnline}>
            <Trans>Submit answers</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setPosition(Math.max(0, steps.length - 1))}>
            <Trans>Back</Trans>
          </Button>
        </div>
      </section>
    );
  }

  const answer = direct.get(step.item.item_id);
  return (
    <section className="q-page">
      {notice}
      <QuestionItem
        key={step.item.item_id}
        step={step}
        position={position}
        total={steps.length}
        stored={answer?.value}
        isStoredSaved={answer?.status === 'saved'}
        onAnswer={(value) => {
          direct.answer(step.item.item_id, value);
          return Promise.resolve();
        }}
        onNext={() => setPosition(position + 1)}
        onBack={() => (position === 0 ? onLeave() : setPosition(position - 1))}
        isLast={position === steps.length - 1}
      />
      <DirectStatusLine status={answer?.status} refusal={answer?.refusal} isOnline={isOnline} />
      <UnsentCount count={unsent} />
    </section>
  );
}

function DirectStatusLine({ status, refusal, isOnline }: { status?: string; refusal?: Refusal; isOnline: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  if (status === 'refused') {
    return (
      <p className="q-error" role="alert">
        {refusal?.message}
      </p>
    );
  }
  return (
    <p ref={ref} className="q-muted" role="status">
      {(status === 'unsent' || status === 'sending') &&
        (isOnline ? (
          <Trans>Sending your answer…</Trans>
        ) : (
          <Trans>Not saved yet: you're offline. Your answer stays on this page and is sent when you're back online.</Trans>
        ))}
    </p>
  );
}

function UnsentCount({ count }: { count: number }) {
  if (count <= 1) return null;
  return (
    <p className="q-muted">
      <Plural value={count} one="# answer not saved yet." other="# answers not saved yet." />
    </p>
  );
}
