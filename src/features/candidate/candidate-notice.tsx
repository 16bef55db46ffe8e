/**
 * The candidate notice (D208), shown in the tracker before the first step that assesses or scores:
 * what is assessed (the qualifications and characteristics the fit score weighs, D511, and the steps
 * that assess them), how, and that an alternative process or an accommodation can be asked for, and
 * how. The company's own text in the reader's language replaces the default paragraph; the notice
 * comes with the tracker (read before, it shows offline too). Asking needs a connection: the
 * request is an accommodation request of kind `alternative_process`, which reaches the hiring team.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  NOTICE_LANGUAGES,
  isScoredActivityType,
  type NoticeLanguage,
  type TrackerNotice,
} from '../../../contracts/candidate-notice-rules.ts';
import type { TrackerActivity, TrackerStep } from '../../../contracts/progress.ts';
import { call } from '../../lib/api-client.ts';
import { askAccommodation } from '../../lib/api/accommodations.ts';
import { errorText, hasCode } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';

const isNoticeLanguage = (l: string): l is NoticeLanguage => (NOTICE_LANGUAGES as readonly string[]).includes(l);

export function CandidateNotice({
  refId,
  notice,
  steps,
  titleOf,
  companyName,
}: {
  refId: string;
  notice: TrackerNotice;
  steps: TrackerStep[];
  /** An activity's name as its tracker row shows it, in the reader's language. */
  titleOf: (activity: TrackerActivity) => string;
  companyName: string;
}) {
  const { i18n } = useLingui();
  const language = isNoticeLanguage(i18n.locale) ? i18n.locale : 'en';
  const own = notice.texts[language];
  const assessed = steps.flatMap((s) => s.activities).filter((a) => isScoredActivityType(a.activity_type));
  // What the requisition's fit score weighs (D511); none named, the assessed steps are the list.
  const qualities = notice.assessed ?? [];
  return (
    <section className="candidate-notice" aria-labelledby="candidate-notice-title">
      <h2 id="candidate-notice-title" className="candidate-notice__title">
        <Trans>Before the assessed steps: how you are assessed</Trans>
      </h2>
      {own ? (
        <p className="candidate-notice__text">{own}</p>
      ) : (
        <p className="candidate-notice__text">
          <Trans>
            {companyName} scores your answers in the steps below against what the job needs, the same way for everyone.
            People read the results before any decision.
          </Trans>
        </p>
      )}
      {qualities.length > 0 && (
        <>
          <p className="candidate-notice__text">
            <Trans>The qualifications and characteristics assessed:</Trans>
          </p>
          <ul className="candidate-notice__list">
            {qualities.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      <p className="candidate-notice__text">
        {qualities.length > 0 ? (
          <Trans>The steps that assess them:</Trans>
        ) : (
          <Trans>The qualifications and characteristics assessed:</Trans>
        )}
      </p>
      <ul className="candidate-notice__list">
        {assessed.map((a) => (
          <li key={a.job_step_activity_id}>{titleOf(a)}</li>
        ))}
      </ul>
      <p className="candidate-notice__text">
        <Trans>
          You may ask for an alternative process below, or for an accommodation in the Accommodations section at the end
          of this page.
        </Trans>
      </p>
      {typeof notice.retention_months === 'number' && (
        <p className="candidate-notice__text">
          <Trans>
            If you are not hired, {companyName} keeps this application's data for{' '}
            <Plural value={notice.retention_months} one="# month" other="# months" /> after its last activity, then
            removes your personal data from it.
          </Trans>
        </p>
      )}
      <p className="candidate-notice__text">
        <Trans>
          You may ask the hiring team in writing what data the assessment collects, where it comes from and how long it
          is kept; they answer within 30 days.
        </Trans>
      </p>
      <AskAlternative refId={refId} />
    </section>
  );
}

/** One click asks; details can follow in the Accommodations section (the note is optional there too). */
function AskAlternative({ refId }: { refId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: () => call(askAccommodation, { params: { refId }, body: { kinds: ['alternative_process'] } }),
    onSuccess: (data) => queryClient.setQueryData(['accommodations', refId], data),
  });
  if (ask.isSuccess)
    return (
      <p className="candidate-notice__sent" role="status">
        <Trans>Request sent. The hiring team will answer you.</Trans>
      </p>
    );
  return (
    <>
      {ask.isError && (
        <p className="form-field__error" role="alert">
          {hasCode(ask.error, 'conflict')
            ? t`Your earlier request is still waiting for a decision.`
            : errorText(ask.error)}
        </p>
      )}
      <Button variant="secondary" isBusy={ask.isPending} onClick={() => ask.mutate()}>
        <Trans>Ask for an alternative process</Trans>
      </Button>
    </>
  );
}
