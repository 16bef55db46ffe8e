/**
 * /settings/candidate-notice (D208): the notice candidates read before the first assessed step of a
 * requisition that scores, in English, Spanish and French. A language left empty shows our default
 * text in that language.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  NOTICE_LANGUAGES,
  NOTICE_LEAD_BUSINESS_DAYS,
  NOTICE_TEXT_MAX,
  toolUsableFrom,
  type NoticeLanguage,
  type NoticeTexts,
} from '../../../contracts/candidate-notice-rules.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { Button } from '../../ui/form/button.tsx';
import { candidateNoticeQueryOptions, saveNotice } from './candidate-notice.queries.ts';

export function CandidateNoticeSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="candidate-notice"
      title={t`Candidate notice`}
      chooseCompany={<Trans>Choose a company to edit its candidate notice.</Trans>}
    >
      {(accountId) => <NoticeEditor accountId={accountId} />}
    </CompanyListPage>
  );
}

function NoticeEditor({ accountId }: { accountId: number }) {
  // The route's loader reads the first company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const query = useSuspenseQuery(candidateNoticeQueryOptions(accountId));
  return <NoticeForm accountId={accountId} initial={query.data} />;
}

function NoticeForm({ accountId, initial }: { accountId: number; initial: NoticeTexts }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Record<NoticeLanguage, string>>({
    en: initial.en ?? '',
    es: initial.es ?? '',
    fr: initial.fr ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<NoticeLanguage | 'form', string>>>({});
  const labels: Record<NoticeLanguage, string> = { en: t`English`, es: t`Spanish`, fr: t`French` };
  const save = useMutation({
    mutationFn: () =>
      saveNotice(queryClient, accountId, {
        en: texts.en.trim() || null,
        es: texts.es.trim() || null,
        fr: texts.fr.trim() || null,
      }),
    onMutate: () => setErrors({}),
    onError: (e) => {
      const fields = fieldErrorTexts(e);
      setErrors({
        en: fields.en,
        es: fields.es,
        fr: fields.fr,
        form: fields.en || fields.es || fields.fr ? undefined : errorText(e),
      });
    },
  });
  return (
    <form
      className="candidate-notice-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <p>
        <Trans>
          Candidates read this notice before the first assessed or scored step of a requisition: say what is assessed,
          how, and that they can ask for an alternative process or an accommodation (the notice offers the button to
          ask). Left empty, a language shows our default notice.
        </Trans>
      </p>
      <NoticeLeadTime />
      {NOTICE_LANGUAGES.map((language) => (
        <div key={language} className="form-field">
          <label htmlFor={`notice-${language}`}>{labels[language]}</label>
          {errors[language] && (
            <p id={`notice-${language}-error`} className="form-field__error">
              {errors[language]}
            </p>
          )}
          <textarea
            id={`notice-${language}`}
            rows={6}
            maxLength={NOTICE_TEXT_MAX}
            value={texts[language]}
            aria-describedby={errors[language] ? `notice-${language}-error` : undefined}
            onChange={(e) => setTexts({ ...texts, [language]: e.target.value })}
          />
        </div>
      ))}
      {errors.form && (
        <p className="form-field__error" role="alert">
          {errors.form}
        </p>
      )}
      {save.isSuccess && (
        <p role="status">
          <Trans>The notice was saved.</Trans>
        </p>
      )}
      <Button type="submit" isBusy={save.isPending}>
        <Trans>Save the notice</Trans>
      </Button>
    </form>
  );
}

/**
 * NYC Local Law 144 (D273): the notice must reach candidates 10 business days before the tool is
 * used on them, on the careers section of the site, in the posting or by mail, naming the
 * qualifications and characteristics assessed and the data retention policy.
 */
function NoticeLeadTime() {
  const { i18n } = useLingui();
  const today = new Date().toISOString().slice(0, 10);
  const from = i18n.date(`${toolUsableFrom(today)}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <p className="candidate-notice-form__lead">
      <Trans>
        In New York City (Local Law 144), candidates must have this notice {NOTICE_LEAD_BUSINESS_DAYS} business days
        before the assessment is used on them: post it on your career page or in the job posting, name the
        qualifications and characteristics assessed, and say how long you keep their data. Posted today, it allows
        assessments from {from}.
      </Trans>
    </p>
  );
}
