import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../contracts/user.ts';
import * as q from './smartreq.queries.ts';
import type { KindDraft, KindErrors } from './kind-draft.ts';
import { staffKindOf } from '../../kinds/staff.ts';
import type { KindCheckContext } from '../../ui/staff-kit/staff-kind.ts';

/**
 * Where the activity's form is, for a kind's fields: the requisition's company, the reader's
 * language, the company's default language (given, else the plan's), the cache its choices are in.
 */
export function useKindContext(jobId: number, language: Language, defaultLanguage?: Language): KindCheckContext {
  const queryClient = useQueryClient();
  const detail = useQuery(q.requisitionDetailQueryOptions(jobId));
  const plan = useQuery(q.planQueryOptions(jobId));
  return {
    accountId: detail.data?.account_id,
    language,
    defaultLanguage: defaultLanguage ?? plan.data?.default_language,
    queryClient,
  };
}

/**
 * The settings only some kinds take, as each kind declares them in src/kinds/staff.ts (its settings
 * or its own fields), or what a kind without settings asks of the candidate.
 */
export function KindSettings({
  idPrefix,
  kind,
  jobId,
  language,
  defaultLanguage,
  draft,
  onDraft,
  errors,
}: {
  idPrefix: string;
  kind: string;
  jobId: number;
  language: Language;
  /** The company's default language when the form knows it (else the plan's). */
  defaultLanguage?: Language;
  draft: KindDraft;
  onDraft(draft: KindDraft): void;
  errors: KindErrors;
}) {
  const own = staffKindOf(kind);
  const context = useKindContext(jobId, language, defaultLanguage);
  const ownProps = {
    idPrefix,
    errors,
    draft: draft.byKind[kind],
    onDraft: (value: unknown) => onDraft({ byKind: { ...draft.byKind, [kind]: value } }),
  };
  if (own?.settings) return <own.settings.Form {...ownProps} />;
  if (own?.fields)
    return (
      <own.fields.Form
        {...ownProps}
        accountId={context.accountId}
        language={language}
        defaultLanguage={context.defaultLanguage}
      />
    );
  const about = own?.about?.();
  if (about) return <p className="smartreq-muted">{about}</p>;
  return null;
}
