import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CandidateQuestion, JobQuestions } from '../../../contracts/screening-questions.ts';
import { answerProblem, screeningAnswerProblems } from '../../../contracts/screening-rules.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import { sendAnswerFile } from '../../offline/answer-files.ts';
import type { Refusal } from '../../offline/db.ts';
import { tabDirectAnswers } from '../../offline/online-only-session.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { DirectSubmitNotices, useDirectSubmission } from '../../ui/direct-submission.tsx';
import { OnlineOnlyNotice } from '../../ui/online-only-notice.tsx';
import { FileQuestionField, type AttachedFile } from './file-question-field.tsx';
import { TrackerLink } from './page-parts.tsx';
import { problemText } from './problem-text.ts';
import { QuestionField } from './question-field.tsx';
import { AnswerText } from './review-answers.tsx';
import type { QuestionActivityRef } from './screening.queries.ts';

export interface OnlineOnlyScreeningProps {
  activity: QuestionActivityRef;
  content: JobQuestions;
  onSubmitted: () => void;
}


interface PageFile {
  fileId: string;
  file: File;
  state: 'not-saved' | 'uploaded' | 'refused';
  refusal?: Refusal;
}

/**
 * The screening questions when this browser cannot use IndexedDB (private modes, a full disk):
 * a plain notice, then each answer sent straight to the server with the outbox's keys and
 * revisions (src/offline/direct-answers.ts). Offline, what was typed stays on the page, marked
 * "not saved yet", and goes when the connection is back; a file is uploaded first, then its id
 * is sent as the answer.
 */
export function OnlineOnlyScreening({ activity, content, onSubmitted }: OnlineOnlyScreeningProps) {
  const { i18n } = useLingui();
  const isOnline = useIsOnline();
  const [direct] = useState(() => tabDirectAnswers(activity));
  useSyncExternalStore(
    (listener) => direct.subscribe(listener),
    () => direct.getVersion(),
  );
  const [files, setFiles] = useState<ReadonlyMap<string, PageFile>>(new Map());
  // The latest files for event handlers and uploads finishing later; state is what renders.
  const filesRef = useRef(files);
  const updateFiles = (next: ReadonlyMap<string, PageFile>) => {
    filesRef.current = next;
    setFiles(next);
  };
  const [position, setPosition] = useState<number>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submission, submit: submitAnswers } = useDirectSubmission(() => direct.submit(), onSubmitted);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onScreen = useRef(new Map<string, AnswerValue>());
  const questions = content.questions;
  const title = content.title;

  async function uploadFile(itemId: string, pageFile: PageFile) {
    if (!navigator.onLine) return;
    const result = await sendAnswerFile({
      fileId: pageFile.fileId,
      attemptId: '',
      itemId,
      refId: activity.refId,
      jobStepActivityId: activity.activityId,
      blob: pageFile.file,
      fileName: pageFile.file.name,
      size: pageFile.file.size,
      status: 'uploading',
      failures: 0,
      nextAttemptAt: 0,
      createdAt: new Date().toISOString(),
    });
    // A newer file for the same question replaced this one meanwhile: its result no longer matters.
    if (filesRef.current.get(itemId)?.fileId !== pageFile.fileId) return;
    if (result.kind === 'retry') return;
    const next: PageFile = result.kind === 'ok' ? { ...pageFile, state: 'uploaded' } : { ...pageFile, state: 'refused', refusal: result.refusal };
    updateFiles(new Map(filesRef.current).set(itemId, next));
    if (result.kind === 'ok') direct.answer(itemId, pageFile.fileId);
  }

  // Back online: send what waits (answers and files). Leaving with unsent answers asks the browser to warn first.
  useEffect(() => {
    const onOnline = () => {
      void direct.flush();
      for (const [itemId, pageFile] of filesRef.current) if (pageFile.state === 'not-saved') void uploadFile(itemId, pageFile);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (direct.unsentCount() > 0 || [...filesRef.current.values()].some((f) => f.state === 'not-saved')) event.preventDefault();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [direct]);

  useEffect(() => {
    headingRef.current?.focus();
  }, [position]);

  const unsentFiles = [...files.values()].filter((f) => f.state === 'not-saved').length;
  const unsent = direct.unsentCount() + unsentFiles;
  const notice = <OnlineOnlyNotice />;
  const attachedOf = (q: CandidateQuestion): AttachedFile | undefined => {
    const pageFile = files.get(q.item_id);
    if (!pageFile) return undefined;
    return { fileName: pageFile.file.name, size: pageFile.file.size, state: pageFile.state, refusalMessage: pageFile.refusal?.message };
  };
  const valueOf = (q: CandidateQuestion): AnswerValue | undefined => direct.get(q.item_id)?.value;

  if (submission.state === 'done') {
    return (
      <section className="sq-page sq-done" aria-labelledby="sq-done-title">
        <div className="sq-done__mark" aria-hidden="true">
          ✓
        </div>
        <h1 id="sq-done-title" ref={headingRef} tabIndex={-1} className="sq-title">
          <Trans>Thank you, your answers have been submitted</Trans>
        </h1>
        <TrackerLink activity={activity} />
      </section>
    );
  }

  if (position === undefined) {
    return (
      <section className="sq-page" aria-labelledby="sq-title">
        <TrackerLink activity={activity} />
        <h1 id="sq-title" ref={headingRef} tabIndex={-1} className="sq-title">
          {title}
        </h1>
        {notice}
        <ul className="sq-facts">
          <li>
            <Plural value={questions.length} one="# question" other="# questions" />
          </li>
          <li>
            <Trans>Your answers are not kept on this device: a reload or closing this page loses any answer not yet sent.</Trans>
          </li>
        </ul>
        <div className="sq-actions">
          <Button onClick={() => setPosition(0)}>
            <Trans>Start</Trans>
          </Button>
        </div>
      </section>
    );
  }

  const question = questions[position];
  if (!question) {
    const problems = screeningAnswerProblems(
      questions,
      direct
        .all()
        .filter((a) => a.status !== 'refused')
        .map((a) => ({ item_id: a.itemId, value: a.value })),
    ).filter((p) => p.problem !== 'unknown_question');
    const submit = async () => {
      if (problems.length === 0 && unsent === 0) await submitAnswers();
    };
    return (
      <section className="sq-page">
        {notice}
        <div className="sq-review">
          <h1 ref={headingRef} tabIndex={-1} className="sq-title">
            <Trans>Check your answers</Trans>
          </h1>
          {problems.length > 0 && (
            <div className="notice notice--error" role="alert">
              <ul>
                {problems.map((p) => (
                  <li key={p.item_id}>{problemText(p, i18n)}</li>
                ))}
              </ul>
            </div>
          )}
          <dl className="sq-review__list">
            {questions.map((q, index) => (
              <div key={q.item_id} className="sq-review__row">
                <dt className="sq-review__question">
                  <span className="sq-review__number">{index + 1}.</span> {q.question_text}
                </dt>
                <dd className="sq-review__answer">
                  <AnswerText question={q} value={valueOf(q) ?? (files.has(q.item_id) ? files.get(q.item_id)!.fileId : undefined)} file={attachedOf(q)} />
                </dd>
                <dd className="sq-review__change">
                  <button type="button" className="sq-link-button" onClick={() => setPosition(index)}>
                    <Trans>Change</Trans>
                    <span className="visually-hidden">
                      {' '}
                      <Trans>your answer to question {index + 1}</Trans>
                    </span>
                  </button>
                </dd>
              </div>
            ))}
          </dl>
          <DirectSubmitNotices unsent={unsent} isOnline={isOnline} submission={submission} />
          <div className="sq-actions">
            <Button onClick={() => void submit()} isBusy={submission.state === 'sending'} disabled={!isOnline || unsent > 0 || problems.length > 0}>
              <Trans>Submit answers</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setPosition(Math.max(0, questions.length - 1))}>
              <Trans>Back</Trans>
            </Button>
          </div>
        </div>
      </section>
    );
  }

  const next = () => {
    const shown = onScreen.current.has(question.item_id) ? onScreen.current.get(question.item_id) : valueOf(question);
    const pending = files.get(question.item_id);
    const problem = pending && question.question_type === 'file' ? undefined : answerProblem(question, shown);
    if (problem) {
      setErrors({ [question.item_id]: problemText(problem, i18n) });
      headingRef.current?.focus();
      return;
    }
    setErrors({});
    setPosition(position + 1);
  };
  const answer = direct.get(question.item_id);
  const number = position + 1;
  const total = questions.length;
  return (
    <section className="sq-page">
      {notice}
      <form
        className="sq-item"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <p className="sq-meta">
          <Trans>
            Question {number} of {total}
          </Trans>
        </p>
        {question.question_type === 'file' ? (
          <FileQuestionField
            key={question.item_id}
            question={question}
            attached={attachedOf(question)}
            error={errors[question.item_id]}
            isOnline={isOnline}
            isKeptOnDevice={false}
            headingRef={headingRef}
            onAttach={async (file) => {
              const pageFile: PageFile = { fileId: crypto.randomUUID(), file, state: 'not-saved' };
              updateFiles(new Map(filesRef.current).set(question.item_id, pageFile));
              setErrors({});
              await uploadFile(question.item_id, pageFile);
            }}
          />
        ) : (
          <QuestionField
            key={question.item_id}
            question={question}
            stored={answer?.value}
            error={errors[question.item_id]}
            headingRef={headingRef}
            isKeptOnDevice={false}
            onInput={(value) => onScreen.current.set(question.item_id, value)}
            onChange={(value) => {
              direct.answer(question.item_id, value);
              return Promise.resolve();
            }}
          />
        )}
        <DirectStatusLine status={answer?.status} refusal={answer?.refusal} isOnline={isOnline} />
        <div className="sq-actions">
          <Button type="submit">{position === total - 1 ? <Trans>Continue to review</Trans> : <Trans>Next</Trans>}</Button>
          <Button variant="secondary" onClick={() => setPosition(position === 0 ? undefined : position - 1)}>
            <Trans>Back</Trans>
          </Button>
        </div>
      </form>
      <TrackerLink activity={activity} />
    </section>
  );
}

function DirectStatusLine({ status, refusal, isOnline }: { status?: string; refusal?: Refusal; isOnline: boolean }) {
  if (status === 'refused') {
    return (
      <p className="sq-error" role="alert">
        {refusal?.message}
      </p>
    );
  }
  return (
    <p className="sq-muted" role="status">
      {status === 'saved' && (
        <span className="sq-sent">
          <span aria-hidden="true">✓</span> <Trans>Saved</Trans>
        </span>
      )}
      {(status === 'unsent' || status === 'sending') &&
        (isOnline ? (
          <Trans>Sending your answer…</Trans>
        ) : (
          <Trans>Not saved yet: you're offline. Your answer stays on this page and is sent when you're back online.</Trans>
        ))}
    </p>
  );
}
