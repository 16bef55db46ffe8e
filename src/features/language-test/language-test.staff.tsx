/**
 * The language test in the staff plan editor (src/ui/staff-kit/staff-kind.ts): the language tested,
 * the instruction language and the parts, kept in the activity's own fields (`language_test`); a
 * company without the language test is told how to turn it on. Staff-only: no candidate route
 * imports this file.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { languageTestKind } from '../../../contracts/language-test-kind.ts';
import { LANGUAGE_TEST_LANGUAGES, LANGUAGE_TEST_PARTS, type LanguageTestInput } from '../../../contracts/smartreq.ts';
import { languageLabel } from '../../lib/language-names.ts';
import { planOnboardingFormsQueryOptions } from '../../ui/staff-kit/plan-choices.queries.ts';
import { defineStaffKind, type KindFormContext, type KindSettingsFormProps } from '../../ui/staff-kit/staff-kind.ts';

const DEFAULT_LANGUAGE_TEST: LanguageTestInput = {
  language: 'en',
  instruction_language: 'en',
  parts: ['listening', 'reading'],
};

function LanguageTestFields({
  idPrefix,
  draft: languageTest,
  onDraft: onLanguageTest,
  accountId,
}: KindSettingsFormProps<LanguageTestInput> & KindFormContext) {
  const { t, i18n } = useLingui();
  const forms = useQuery({ ...planOnboardingFormsQueryOptions(accountId ?? 0), enabled: accountId !== undefined });
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
                {languageLabel(code, i18n.locale)}
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
                {languageLabel(code, i18n.locale)}
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

export const languageTestStaffKind = defineStaffKind({
  kind: languageTestKind,
  label: msg`Language test`,
  fields: {
    draftFrom: (activity): LanguageTestInput =>
      (activity?.language_test as LanguageTestInput | null | undefined) ?? DEFAULT_LANGUAGE_TEST,
    check: (draft: LanguageTestInput) => ({ language_test: draft }),
    Form: LanguageTestFields,
  },
  details(i18n, activity) {
    if (!activity.language_test) return [];
    const parts = activity.language_test.parts.map((part) =>
      part === 'listening' ? i18n._(msg`Listening`) : part === 'reading' ? i18n._(msg`Reading`) : part,
    );
    return [languageLabel(activity.language_test.language, i18n.locale), parts.join(', ')];
  },
  notForKindTexts: { language_test: () => t`Only language test activities take languages and parts.` },
  refusals: {
    language_test_incomplete: () => t`Choose the language and at least one part.`,
    language_test_part_repeated: () => t`Give each part once.`,
    language_test_not_enabled: () =>
      t`The language test is not enabled for this company, so a language test activity cannot be added.`,
  },
});
