/**
 * /settings/candidate-notice (D208): the notice candidates read before the first assessed step of a
 * requisition that scores, in English, Spanish and French. A language left empty shows our default
 * text in that language. New York City's lead time can be held: requisitions that assess then open
 * 10 business days after the day the notice went up (D297), New York's public holidays not counted (D307).
 * The company may also ask that timed tests fill the screen (D431).
 */
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  NOTICE_LANGUAGES,
  NOTICE_LEAD_BUSINESS_DAYS,
  NOTICE_TEXT_MAX,
  toolUsableFrom,
  type NoticeLanguage,
} from '../../../contracts/candidate-notice-rules.ts';
import type { CandidateNotice } from '../../../contracts/candidate-notice.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useLanguageLabels } from '../../ui/language-names/language-names.ts';
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

function NoticeForm({ accountId, initial }: { accountId: number; initial: CandidateNotice }) {
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Record<NoticeLanguage, string>>({
    en: initial.en ?? '',
    es: initial.es ?? '',
    fr: initial.fr ?? '',
  });
  const [held, setHeld] = useState(initial.lead_time.held);
  const [postedOn, setPostedOn] = useState(initial.lead_time.posted_on ?? '');
  const [askFullScreen, setAskFullScreen] = useState(initial.ask_full_screen);
  const [askCameraCheck, setAskCameraCheck] = useState(initial.ask_camera_check);
  const [errors, setErrors] = useState<Partial<Record<NoticeLanguage | 'form' | 'posted_on', string>>>({});
  const labels = useLanguageLabels();
  const save = useMutation({
    mutationFn: () =>
      saveNotice(queryClient, accountId, {
        en: texts.en.trim() || null,
        es: texts.es.trim() || null,
        fr: texts.fr.trim() || null,
        lead_time: { held, posted_on: postedOn || null },
        ask_full_screen: askFullScreen,
        ask_camera_check: askCameraCheck,
      }),
    onMutate: () => setErrors({}),
    onError: (e) => {
      const fields = fieldErrorTexts(e);
      setErrors({
        en: fields.en,
        es: fields.es,
        fr: fields.fr,
        posted_on: fields['lead_time.posted_on'],
        form: fields.en || fields.es || fields.fr || fields['lead_time.posted_on'] ? undefined : errorText(e),
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
      <LeadTimeFields
        held={held}
        postedOn={postedOn}
        error={errors.posted_on}
        onHeld={setHeld}
        onPostedOn={setPostedOn}
      />
      <FullScreenField asked={askFullScreen} onAsked={setAskFullScreen} />
      <CameraCheckField asked={askCameraCheck} onAsked={setAskCameraCheck} />
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

/**
 * Whether timed tests ask for full screen (D431): a request as each timed part starts, never a
 * lock; leaving it is a fact the device notes (D402), and an approved accommodation waives it.
 */
/** A company's ask of its timed tests: a checkbox with what it means for candidates. */
function AskField(props: {
  id: string;
  legend: ReactNode;
  label: ReactNode;
  hint: ReactNode;
  asked: boolean;
  onAsked: (asked: boolean) => void;
}) {
  return (
    <fieldset className="candidate-notice-form__lead-time">
      <legend>{props.legend}</legend>
      <label className="candidate-notice-form__toggle">
        <input
          type="checkbox"
          checked={props.asked}
          aria-describedby={props.id}
          onChange={(e) => props.onAsked(e.target.checked)}
        />{' '}
        {props.label}
      </label>
      <p id={props.id} className="form-field__hint">
        {props.hint}
      </p>
    </fieldset>
  );
}

function FullScreenField({ asked, onAsked }: { asked: boolean; onAsked: (asked: boolean) => void }) {
  return (
    <AskField
      id="notice-full-screen-why"
      asked={asked}
      onAsked={onAsked}
      legend={<Trans>Full screen during timed tests</Trans>}
      label={<Trans>Ask candidates to take timed tests in full screen</Trans>}
      hint={
        <Trans>
          As each timed part starts, the test asks to fill the screen; candidates are told before the test, can leave
          full screen at any time and can go back to it. Each exit is shown on the scorecard as a fact, never as a
          verdict, and changes no score. Candidates with an approved accommodation are not asked. Phones that cannot
          fill the screen (most iPhones) are not asked either.
        </Trans>
      }
    />
  );
}

/** The camera check by consent (D455): off unless the company turns it on. */
function CameraCheckField({ asked, onAsked }: { asked: boolean; onAsked: (asked: boolean) => void }) {
  return (
    <AskField
      id="notice-camera-why"
      asked={asked}
      onAsked={onAsked}
      legend={<Trans>Camera check during timed tests</Trans>}
      label={<Trans>Ask candidates for up to three photos during timed tests, with their consent</Trans>}
      hint={
        <Trans>
          Before a timed section, candidates are asked whether the test may take a still photo at its start, middle and
          end. Declining is recorded only as declined, never as a failure, and they are offered an alternative process.
          Photos are never analysed by a machine and change no score; only staff with access to private data can open
          one, each opening is written to the audit log, and they are deleted with the application. Candidates with an
          approved accommodation are not asked.
        </Trans>
      }
    />
  );
}

/** Whether the company holds the lead time, and the day the notice went up (D297). */
export function LeadTimeFields(props: {
  held: boolean;
  postedOn: string;
  error: string | undefined;
  onHeld: (held: boolean) => void;
  onPostedOn: (day: string) => void;
}) {
  const { i18n } = useLingui();
  const from =
    props.postedOn && /^\d{4}-\d{2}-\d{2}$/.test(props.postedOn)
      ? i18n.date(`${toolUsableFrom(props.postedOn)}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
      : undefined;
  return (
    <fieldset className="candidate-notice-form__lead-time">
      <legend>
        <Trans>New York City’s notice lead time</Trans>
      </legend>
      <label className="candidate-notice-form__toggle">
        <input
          type="checkbox"
          checked={props.held}
          aria-describedby="notice-lead-time-why notice-lead-time-days"
          onChange={(e) => props.onHeld(e.target.checked)}
        />{' '}
        <Trans>
          Hold requisitions that assess until the notice has stood {NOTICE_LEAD_BUSINESS_DAYS} business days
        </Trans>
      </label>
      <p id="notice-lead-time-why" className="form-field__hint">
        <Trans>
          Turn this on if you hire for New York City, where Local Law 144 asks for the notice{' '}
          {NOTICE_LEAD_BUSINESS_DAYS} business days before the assessment is used: publishing a requisition that
          assesses, or opening it again, is refused until then. Off, requisitions open at once, as when hiring
          elsewhere.
        </Trans>
      </p>
      <p id="notice-lead-time-days" className="form-field__hint">
        <Trans>
          Business days are Monday to Friday. Public holidays do not count, by New York State’s calendar (General
          Construction Law § 24): New Year’s Day, Martin Luther King Jr. Day, Lincoln’s Birthday, Washington’s Birthday,
          Memorial Day, Juneteenth, Independence Day, Labor Day, Columbus Day, Election Day, Veterans Day, Thanksgiving
          and Christmas. A holiday that falls on a weekend is also kept on the nearest weekday, which does not count
          either.
        </Trans>
      </p>
      <div className="form-field">
        <label htmlFor="notice-posted-on">
          <Trans>The day the notice went up</Trans>
        </label>
        {props.error && (
          <p id="notice-posted-on-error" className="form-field__error">
            {props.error}
          </p>
        )}
        <input
          id="notice-posted-on"
          type="date"
          value={props.postedOn}
          aria-describedby={props.error ? 'notice-posted-on-error' : undefined}
          onChange={(e) => props.onPostedOn(e.target.value)}
        />
        {props.held && from && (
          <p role="status">
            <Trans>Requisitions that assess can open from {from}.</Trans>
          </p>
        )}
      </div>
    </fieldset>
  );
}
