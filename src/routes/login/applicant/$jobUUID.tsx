import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ApiError, call } from '../../../lib/api-client.ts';
import { i18n, isLanguage } from '../../../lib/i18n.ts';
import { getJobLinkSummary } from '../../../lib/api/job-link.ts';
import type { JobLinkSummary } from '../../../../contracts/job-link.ts';
import { loginDestination, parseLoginSearch } from '../../../features/auth/login-destination.ts';
import type { LoginVariant } from '../../../features/auth/login-destination.ts';
import { redirectIfSignedIn } from '../../../features/auth/redirect-if-signed-in.ts';
import { JobLinkPage, type JobLinkState } from '../../../features/job-link/job-link-page.tsx';
import { LanguageSwitch } from '../../../features/layout/language-switch.tsx';
import { kindLabelOf } from '../../../kinds/labels.ts';

function variantOf(params: { jobUUID: string }): LoginVariant {
  return { kind: 'applicant', jobUUID: params.jobUUID };
}

/** The posting, step and activity names come in the screen's language where the company wrote them (D207). */
const readerQuery = () => (isLanguage(i18n.locale) ? { language: i18n.locale } : {});

/**
 * The summary the server wrote into the page for this link in the screen's language (D248,
 * server/modules/job-link/job-link-html.ts), taken once: the first load needs no request of its
 * own, and renders what the page already shows. Any later load (a retry, another language) asks.
 */
function summaryInPage(jobUuid: string): JobLinkSummary | undefined {
  const element = globalThis.document?.getElementById('assay-job-link');
  if (!element) return undefined;
  element.remove();
  try {
    const sent = JSON.parse(element.textContent ?? '') as { uuid?: unknown; language?: unknown; job?: JobLinkSummary };
    return sent.uuid === jobUuid.toLowerCase() && sent.language === i18n.locale ? sent.job : undefined;
  } catch {
    return undefined;
  }
}

async function jobLinkState(jobUuid: string): Promise<JobLinkState> {
  const inPage = summaryInPage(jobUuid);
  if (inPage) return { kind: 'open', job: inPage };
  try {
    return { kind: 'open', job: await call(getJobLinkSummary, { params: { jobUuid }, query: readerQuery() }) };
  } catch (error) {
    // ErrorCode.closed, written out: contracts/error-codes.ts gathers every family's codes, and
    // importing it would bring the applicant kit (with the offline engine) to this first screen.
    if (error instanceof ApiError && error.status === 404)
      return { kind: error.code === 'closed' ? 'closed' : 'unknown' };
    // A link that is not a job id at all is as unknown as one no job has.
    if (error instanceof ApiError && error.status === 400) return { kind: 'unknown' };
    return { kind: 'unreachable' };
  }
}

/**
 * A requisition's public link (seed 000 section 2.2). Signed in, it joins the job at once, as
 * before; signed out, it shows the job first, then the ways in, both back into the job (D196).
 */
export const Route = createFileRoute('/login/applicant/$jobUUID')({
  validateSearch: parseLoginSearch,
  staticData: { access: 'public', withoutQueryClient: true },
  beforeLoad: ({ context, params, search }) =>
    redirectIfSignedIn(context.session, loginDestination(variantOf(params), search)),
  loader: ({ params }) => jobLinkState(params.jobUUID),
  component: function JobLinkRoute() {
    const router = useRouter();
    const params = Route.useParams();
    return (
      <JobLinkPage
        state={Route.useLoaderData()}
        destination={loginDestination(variantOf(params), Route.useSearch())}
        languageSwitch={<LanguageSwitch />}
        onRetry={() => void router.invalidate()}
        kindLabel={kindLabelOf}
      />
    );
  },
});
