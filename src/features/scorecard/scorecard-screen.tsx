import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { User } from '../../../contracts/user.ts';
import { errorText } from '../../lib/error-text.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/form/button.tsx';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ApplicantStepper } from './applicant-stepper.tsx';
import { CommentsSection } from './comments-section.tsx';
import { SmsThreadSection } from './sms-thread-section.tsx';
import { RepliesSection } from './replies-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { BackgroundCheckSection } from './background-check-section.tsx';
import { HistorySection } from './history-section.tsx';
import { ScorecardHeader } from './scorecard-header.tsx';
import {
  AnswersSection,
  AssessmentSection,
  AttributesSection,
  ResumeSection,
  StagesSection,
} from './scorecard-sections.tsx';
import { InterviewerSection } from './interviewer-section.tsx';
import { AccommodationsSection } from './accommodations-section.tsx';
import { VideoAnswersSection } from './video-answers-section.tsx';
import { LanguageTestSection } from './language-test-section.tsx';
import { TimedResultsSection } from './timed-results-section.tsx';
import { QuestionOrderSection } from './question-order-section.tsx';
import { OnboardingAnswersSection } from './onboarding-answers-section.tsx';
import { scorecardQueryOptions } from './scorecard.queries.ts';
import './scorecard.css';

export interface ScorecardScreenProps {
  /** user_smartreq_id; undefined when the route was opened without one. */
  userSmartreqId: number | undefined;
  /** The print view: read-only, no actions, a Print button. */
  isPrint?: boolean;
  /** The `list` search value: the applicant list's order, for previous and next. */
  list?: unknown;
  /** The applicant list's own search ("?job_id=3&status=active&page=2"), kept for "Back to applicants". */
  back?: unknown;
  /** The signed-in user: background checks take the requisitions flag at the application's company (D378). */
  user?: Pick<User, 'is_jf_admin' | 'roles'>;
}

/** /smartreq-detail-applicant/{id} and /printscorecard?id=: one application's scorecard (seed 001 section 3). */
export function ScorecardScreen({ userSmartreqId, isPrint, list, back, user }: ScorecardScreenProps) {
  const { t } = useLingui();
  const router = useRouter();
  const card = useQuery({ ...scorecardQueryOptions(userSmartreqId ?? 0), enabled: userSmartreqId !== undefined });
  const applicant = card.data?.applicantData;
  useDocumentTitle(applicant ? t`Scorecard of ${applicant.first_name} ${applicant.last_name}` : t`Candidate scorecard`);

  if (userSmartreqId === undefined) {
    return (
      <section className="scorecard" aria-labelledby="scorecard-missing">
        <h1 id="scorecard-missing">
          <Trans>Candidate scorecard</Trans>
        </h1>
        <p>
          <Trans>Choose an applicant from a requisition's applicant list to see their scorecard.</Trans>
        </p>
        <Link to="/hire">
          <Trans>Go to requisitions</Trans>
        </Link>
      </section>
    );
  }
  if (card.isPending) {
    return (
      <section className="scorecard" aria-busy="true">
        <OfflineNotice />
        <p role="status">
          <Trans>Loading the scorecard…</Trans>
        </p>
      </section>
    );
  }
  if (card.isError) {
    const isMissing = card.error instanceof ApiError && card.error.status === 404;
    return (
      <section className="scorecard" aria-labelledby="scorecard-error">
        <OfflineNotice />
        <h1 id="scorecard-error">
          <Trans>Candidate scorecard</Trans>
        </h1>
        <div role="alert">
          <p>
            {isMissing
              ? t`This applicant does not exist or you do not have access to their requisition.`
              : errorText(card.error)}
          </p>
          {!isMissing && (
            <Button variant="secondary" onClick={() => void card.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      </section>
    );
  }
  const data = card.data;
  return (
    <article className={isPrint ? 'scorecard scorecard--print' : 'scorecard'}>
      <OfflineNotice />
      {isPrint ? (
        <div className="scorecard__print-bar">
          <Button onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        </div>
      ) : data.applicantData.job_type_id === JOB_TYPE.pathway ? (
        <nav className="scorecard__back" aria-label={t`Pathway`}>
          <Link
            id="scorecard-pathway-report"
            to="/pathway/report"
            search={{ refId: data.applicantData.ref_id, job_id: data.applicantData.job_id, from: userSmartreqId }}
          >
            <Trans>Open the pathway report</Trans>
          </Link>
        </nav>
      ) : (
        <nav className="scorecard__back" aria-label={t`Breadcrumb`}>
          <Link
            to="/smartreq-detail/applicants"
            search={{
              // The list's filters, sort and page as it was left, when it was this requisition's list.
              ...(typeof back === 'string' ? (router.options.parseSearch(back) as Record<string, unknown>) : {}),
              job_id: data.applicantData.job_id,
            }}
          >
            <Trans>Back to applicants of {data.applicantData.job_title}</Trans>
          </Link>
        </nav>
      )}
      {!isPrint && <ApplicantStepper userSmartreqId={userSmartreqId} list={list} />}
      <ScorecardHeader
        applicant={data.applicantData}
        fitScore={data.fit_score}
        predictiveScore={data.predictive_score}
        isPrint={isPrint}
      />
      <div className="scorecard__grid">
        <div className="scorecard__main">
          <AttributesSection attributes={data.attributesMeasuredScore} />
          <StagesSection stages={data.screeningStages} stepScores={data.screeningStepScores} />
          <AssessmentSection reports={data.assessmentReportData} />
          {!isPrint && <QuestionOrderSection userSmartreqId={userSmartreqId} />}
          <AnswersSection answers={data.screeningAnswers} />
          <VideoAnswersSection userSmartreqId={userSmartreqId} />
          <TimedResultsSection results={data.timedResults} userSmartreqId={isPrint ? undefined : userSmartreqId} />
          <LanguageTestSection userSmartreqId={userSmartreqId} />
          <OnboardingAnswersSection userSmartreqId={userSmartreqId} />
          <InterviewerSection interviewers={data.interviewerScore} userSmartreqId={userSmartreqId} />
        </div>
        <div className="scorecard__side">
          <AccommodationsSection userSmartreqId={userSmartreqId} isPrint={isPrint === true} />
          <ResumeSection resume={data.resumeData} />
          <DocumentsSection userSmartreqId={userSmartreqId} isPrint={isPrint} />
          {!isPrint && <RepliesSection userSmartreqId={userSmartreqId} refId={data.applicantData.ref_id} />}
          {!isPrint && <SmsThreadSection userSmartreqId={userSmartreqId} />}
          <BackgroundCheckSection
            userSmartreqId={userSmartreqId}
            isPrint={isPrint}
            user={user}
            accountId={data.applicantData.account_id}
          />
          <CommentsSection userSmartreqId={userSmartreqId} isPrint={isPrint} />
          {!isPrint && <HistorySection userSmartreqId={userSmartreqId} />}
        </div>
      </div>
      {isPrint && <PrintReady />}
    </article>
  );
}

/** Marks the print view as rendered (tests and print tooling wait for it). */
function PrintReady() {
  useEffect(() => {
    document.documentElement.dataset.printReady = 'true';
    return () => {
      delete document.documentElement.dataset.printReady;
    };
  }, []);
  return null;
}
