import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { LANGUAGE_TEST_LANGUAGES, LANGUAGE_TEST_PARTS, type LanguageTestInput } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n.ts';
import { ACTIVITY_KIND_LABELS } from './smartreq-labels.ts';
import * as q from './smartreq.queries.ts';
import type { KindDraft, KindErrors } from './kind-draft.ts';
import { staffKindOf } from '../../kinds/staff.ts';

export const DEFAULT_LANGUAGE_TEST: LanguageTestInput = {
  language: 'en',
  instruction_language: 'en',
  parts: ['listening', 'reading'],
};

/**
 * The settings only some kinds take: an onboarding activity's form, a language test's languages
 * and parts, the settings or fields a kind declares in src/kinds/staff.ts; a line on what the kinds
 * without settings ask of the candidate.
 */
export function KindSettings({
  idPrefix,
  kind,
  jobId,
  language,
  formId,
  onFormId,
  languageTest,
  onLanguageTest,
  draft,
  onDraft,
  errors,
}: {
  idPrefix: string;
  kind: string;
  jobId: number;
  language: Language;
  formId: number | undefined;
  onFormId(id: number): void;
  languageTest: LanguageTestInput;
  onLanguageTest(test: LanguageTestInput): void;
  draft: KindDraft;
  onDraft(draft: KindDraft): void;
  errors: KindErrors;
}) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const own = staffKindOf(kind);
  const needsForms = kind === 'onboarding' || kind === 'language_test';
  const detail = useQuery({
    ...q.requisitionDetailQueryOptions(jobId),
    enabled: needsForms || own?.fields !== undefined,
  });
  const accountId = detail.data?.account_id;
  const forms = useQuery({
    ...q.planOnboardingFormsQueryOptions(accountId ?? 0),
    enabled: needsForms && accountId !== undefined,
  });
  const ownProps = {
    idPrefix,
    errors,
    draft: draft.byKind[kind],
    onDraft: (value: unknown) => onDraft({ byKind: { ...draft.byKind, [kind]: value } }),
  };
  if (own?.settings) return <own.settings.Form {...ownProps} />;
  if (own?.fields) return <own.fields.Form {...ownProps} accountId={accountId} language={language} />;
  if (kind === 'interview') {
    return (
      <p className="smartreq-muted">
        <Trans>
          After adding it, edit the activity to choose its interview kit, the interviewers, the length and the place or
          meeting link.
        </Trans>
      </p>
    );
  }
  if (kind === 'form' || kind === 'resume' || kind === 'eeoc') {
    return (
      <p className="smartreq-muted">
        {kind === 'form' && (
          <Trans>Candidates fill in the company's application form (its fields are set under Settings).</Trans>
        )}
        {kind === 'resume' && <Trans>Candidates upload their resume.</Trans>}
        {kind === 'eeoc' && (
          <Trans>
            Candidates may answer the equal-opportunity questions; answers are kept apart from their application.
          </Trans>
        )}
      </p>
    );
  }
  if (kind === 'onboarding') {
    const list = forms.data?.forms ?? [];
    if (forms.isSuccess && list.length === 0) {
      return (
        <p className="smartreq-muted" role="status">
          <Trans>The company has no onboarding forms yet.</Trans>
        </p>
      );
    }
    return (
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${idPrefix}-form`}>
          {_(ACTIVITY_KIND_LABELS.onboarding)}
        </label>
        <select
          id={`${idPrefix}-form`}
          className="smartreq-select"
          required
          value={formId ?? ''}
          onChange={(event) => onFormId(Number(event.target.value))}
        >
          {list.map((form) => (
            <option key={form.onboarding_form_id} value={form.onboarding_form_id}>
              {form.name[language] || form.name.en}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (kind !== 'language_test') return null;
  if (forms.data && !forms.data.language_test_enabled) {
    return (
      <p className="smartreq-muted" role="status">
        <Trans>The language test is not enabled for this company.</Trans>{' '}
        <Link to="/settings/integrations">
          <Trans>A company administrator can turn it on under Vendors.</Trans>
        </Link>
      </p>
    );
  }
  const togglePart = (part: (typeof LANGUAGE_TEST_PARTS)[number], on: boolean) => {
    const parts = LANGUAGE_TEST_PARTS.filter((p) => (p === part ? on : languageTest.parts.includes(p)));
    onLanguageTest({ ...languageTest, parts });
  };
  return (
    <>
      <div className="smartreq-form__row">
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${idPrefix}-language`}>
            <Trans>Language tested</Trans>
          </label>
          <select
            id={`${idPrefix}-language`}
            className="smartreq-select"
            value={languageTest.language}
            onChange={(event) =>
              onLanguageTest({ ...languageTest, language: event.target.value as LanguageTestInput['language'] })
            }
          >
            {LANGUAGE_TEST_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${idPrefix}-instruction-language`}>
            <Trans>Instruction language</Trans>
          </label>
          <select
            id={`${idPrefix}-instruction-language`}
            className="smartreq-select"
            value={languageTest.instruction_language}
            onChange={(event) =>
              onLanguageTest({
                ...languageTest,
                instruction_language: event.target.value as LanguageTestInput['instruction_language'],
              })
            }
          >
            {LANGUAGE_TEST_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="form-field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="form-field__label">
          <Trans>Parts (at least one)</Trans>
        </legend>
        {LANGUAGE_TEST_PARTS.map((part) => (
          <label
            key={part}
            style={{
              display: 'inline-flex',
              gap: 'var(--space-2)',
              alignItems: 'center',
              marginInlineEnd: 'var(--space-4)',
              minHeight: '44px',
            }}
          >
            <input
              type="checkbox"
              checked={languageTest.parts.includes(part)}
              onChange={(event) => togglePart(part, event.target.checked)}
            />
            {part === 'listening' ? t`Listening` : t`Reading`}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** The onboarding form in use: the one picked, else the company's first (the same cached query KindSettings reads). */
export function useFormChoice(kind: string, jobId: number, picked: number | undefined) {
  const detail = useQuery({ ...q.requisitionDetailQueryOptions(jobId), enabled: kind === 'onboarding' });
  const accountId = detail.data?.account_id;
  const forms = useQuery({
    ...q.planOnboardingFormsQueryOptions(accountId ?? 0),
    enabled: kind === 'onboarding' && accountId !== undefined,
  });
  const list = forms.data?.forms ?? [];
  const chosen =
    picked !== undefined && list.some((f) => f.onboarding_form_id === picked) ? picked : list[0]?.onboarding_form_id;
  return { chosen, list };
}
