/**
 * /settings/custom/pipeline-stages: the names of the company's stages after every requisition's
 * plan (D384, D400): Interview, Offer and Hired, per language. A name left empty shows the
 * product's in that language. The form is judged whole before it is sent; each problem shows at its
 * field and in the summary in the reader's language, and what was typed stays after a refusal.
 */
import { useState } from 'react';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY_STAGES, COMPANY_STAGE_NAME_MAX, type CompanyStages } from '../../../contracts/pipeline.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { call, ApiError } from '../../lib/api-client.ts';
import { getCompanyStages, saveCompanyStages } from '../../lib/api/pipeline.ts';
import { errorText } from '../../lib/error-text.ts';
import { languageLabel, languageName as nameOf } from '../../lib/language-names.ts';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { companyStageName } from '../../ui/staff-kit/company-stage-names.ts';
import { useCustomListTabs } from './custom-list-tabs.ts';
import {
  refusedField,
  stageFieldId,
  stageNameProblems,
  toStageNamesBody,
  toStageNameValues,
  type StageNameField,
  type StageNameProblem,
  type StageNameValues,
} from './pipeline-stage-names.ts';
import './pipeline-stages.css';

/** Boards and histories read the names too: saving reads them again under `pipeline`. */
export const companyStagesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['pipeline', 'company-stages', accountId] as const,
    queryFn: ({ signal }) => call(getCompanyStages, { query: { account_id: accountId }, signal }),
  });

export function PipelineStagesSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="pipeline-stages"
      title={t`Pipeline stages`}
      chooseCompany={<Trans>Choose a company to see its pipeline stages.</Trans>}
      tabs={useCustomListTabs()}
    >
      {(accountId) => <StagesForm accountId={accountId} />}
    </CompanyListPage>
  );
}

function StagesForm({ accountId }: { accountId: number }) {
  // The route's loader read them; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const read = useSuspenseQuery(companyStagesQueryOptions(accountId));
  return <NamesForm accountId={accountId} saved={read.data} />;
}

function NamesForm({ accountId, saved }: { accountId: number; saved: CompanyStages }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // Held here, not in the query: a read again (another tab, a refocus) never replaces what was typed.
  const [values, setValues] = useState<StageNameValues>(() => toStageNameValues(saved));
  const [attempt, setAttempt] = useState(0);
  const [isSaved, setSaved] = useState(false);
  const saving = useMutation({
    mutationFn: (body: StageNameValues) => call(saveCompanyStages, { body: toStageNamesBody(body, accountId) }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(companyStagesQueryOptions(accountId).queryKey, answer);
      setValues(toStageNameValues(answer));
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: ['pipeline'] });
    },
  });

  const problemText = (problem: StageNameProblem) =>
    problem === 'too_long'
      ? t`Keep the name to ${COMPANY_STAGE_NAME_MAX} characters or fewer.`
      : t`Another stage already has this name in this language.`;
  // A refusal that names a field (the server's same rules) shows there, in the reader's language.
  const refused = new Map<StageNameField, string>();
  let refusal: string | undefined;
  if (saving.error) {
    const items = saving.error instanceof ApiError ? (saving.error.errors ?? []) : [];
    for (const item of items) {
      const field = item.prop ? refusedField(item.prop) : undefined;
      // The server's two rules for a name, said as the page says them.
      if (field) refused.set(field, problemText(item.message.includes('this name') ? 'same_name' : 'too_long'));
    }
    if (refused.size === 0) refusal = errorText(saving.error);
  }
  const problems = attempt > 0 ? stageNameProblems(values) : {};
  const errorOf = (field: StageNameField) => {
    const problem = problems[field];
    return problem ? problemText(problem) : refused.get(field);
  };
  const stageLabel = (stage: (typeof COMPANY_STAGES)[number]) => companyStageName(i18n, stage, {});
  const summary = COMPANY_STAGES.flatMap((stage) =>
    LANGUAGES.flatMap((language) => {
      const text = errorOf(`${stage}.${language}`);
      const stageName = stageLabel(stage);
      const languageName = nameOf(language, i18n.locale);
      return text ? [{ text: t`${stageName}, ${languageName}: ${text}`, fieldId: stageFieldId(stage, language) }] : [];
    }),
  );

  const set = (stage: (typeof COMPANY_STAGES)[number], language: Language, name: string) => {
    setSaved(false);
    setValues((v) => ({ ...v, [stage]: { ...v[stage], [language]: name } }));
  };

  return (
    <form
      className="company-list__panel pipeline-stages"
      noValidate
      aria-labelledby="pipeline-stages-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (saving.isPending) return;
        setAttempt((n) => n + 1);
        setSaved(false);
        saving.reset();
        if (Object.keys(stageNameProblems(values)).length === 0) saving.mutate(values);
      }}
    >
      <p className="company-list__muted">
        <Trans>
          Every requisition's board ends in these stages, after its screening plan's steps; a plan step with an
          interview or an offer counts as the stage of the same kind. Name them as your company does, in each language
          your staff read. A name left empty shows the product's name in that language.
        </Trans>
      </p>
      {summary.length > 0 && <ErrorSummary items={summary} attempt={attempt} />}
      {refusal && (
        <p className="notice notice--error" role="alert">
          {refusal}
        </p>
      )}
      {COMPANY_STAGES.map((stage) => (
        <fieldset key={stage} className="pipeline-stages__stage">
          <legend className="pipeline-stages__legend">{stageLabel(stage)}</legend>
          <div className="company-list__pair">
            {LANGUAGES.map((language) => (
              <TextField
                key={language}
                id={stageFieldId(stage, language)}
                label={languageLabel(language, i18n.locale)}
                lang={language}
                autoComplete="off"
                value={values[stage][language]}
                onChange={(event) => set(stage, language, event.target.value)}
                error={errorOf(`${stage}.${language}`)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="company-list__form-actions">
        <Button type="submit" isBusy={saving.isPending}>
          <Trans>Save</Trans>
        </Button>
        <span role="status">{isSaved ? <Trans>Saved</Trans> : null}</span>
      </div>
    </form>
  );
}
