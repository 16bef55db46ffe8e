import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { Language } from '../../../contracts/user.ts';
import { ACTIVITY_KIND_LABELS } from './smartreq-labels.ts';
import * as q from './smartreq.queries.ts';
import { planOnboardingFormsQueryOptions } from '../../ui/staff-kit/plan-choices.queries.ts';
import type { KindDraft, KindErrors } from './kind-draft.ts';
import { staffKindOf } from '../../kinds/staff.ts';

/**
 * The settings only some kinds take: the settings or fields a kind declares in src/kinds/staff.ts,
 * an onboarding activity's form; what a kind without settings asks of the candidate.
 */
export function KindSettings({
  idPrefix,
  kind,
  jobId,
  language,
  formId,
  onFormId,
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
  draft: KindDraft;
  onDraft(draft: KindDraft): void;
  errors: KindErrors;
}) {
  const { _ } = useLinguiRuntime();
  const own = staffKindOf(kind);
  const needsForms = kind === 'onboarding';
  const detail = useQuery({
    ...q.requisitionDetailQueryOptions(jobId),
    enabled: needsForms || own?.fields !== undefined,
  });
  const accountId = detail.data?.account_id;
  const forms = useQuery({
    ...planOnboardingFormsQueryOptions(accountId ?? 0),
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
  const about = own?.about?.();
  if (about) return <p className="smartreq-muted">{about}</p>;
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
  return null;
}

/** The onboarding form in use: the one picked, else the company's first (the same cached query KindSettings reads). */
export function useFormChoice(kind: string, jobId: number, picked: number | undefined) {
  const detail = useQuery({ ...q.requisitionDetailQueryOptions(jobId), enabled: kind === 'onboarding' });
  const accountId = detail.data?.account_id;
  const forms = useQuery({
    ...planOnboardingFormsQueryOptions(accountId ?? 0),
    enabled: kind === 'onboarding' && accountId !== undefined,
  });
  const list = forms.data?.forms ?? [];
  const chosen =
    picked !== undefined && list.some((f) => f.onboarding_form_id === picked) ? picked : list[0]?.onboarding_form_id;
  return { chosen, list };
}
