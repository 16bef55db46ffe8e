/**
 * Copies one of the company's scoring-criteria templates into the requisition (D160): a new
 * attribute group named after the template, each criterion an attribute with its anchored levels.
 * The requisition keeps the copy; editing the template later changes nothing here.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { listScoringTemplates } from '../../lib/api/scoring-templates.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import * as q from './smartreq.queries.ts';

export function ScoringTemplateApply({
  jobId,
  accountId,
  onDone,
}: {
  jobId: number;
  accountId: number;
  onDone(notice: string): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string>();
  const templates = useQuery({
    queryKey: ['company-templates', 'scoring', accountId, 'requisition-picker'],
    queryFn: ({ signal }) => call(listScoringTemplates, { query: { account_id: accountId, page_size: 100 }, signal }),
  });
  const list = templates.data?.results ?? [];

  const sending = useMutation({
    mutationFn: async () => {
      const outcome = await q.applyScoringTemplate(queryClient, jobId, Number(choice));
      const made = outcome.created_attributes.join(', ');
      const skipped = outcome.already_weighed.join(', ');
      const group = outcome.group.name;
      onDone(
        [
          t`Added the group ${group} with its anchored levels.`,
          made ? t`New attributes in the company's library: ${made}.` : '',
          skipped ? t`Already weighed, left as they were: ${skipped}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      setChoice('');
    },
    onError: (failure) => {
      setError(errorText(failure));
    },
  });
  const isBusy = sending.isPending;

  const apply = () => {
    if (!choice) {
      setError(t`Choose a template.`);
      return;
    }
    setError(undefined);
    sending.mutate();
  };

  if (templates.isError) return null;
  return (
    <section className="smartreq-card" aria-labelledby={`${id}-title`}>
      <h3 className="smartreq-card__title" id={`${id}-title`}>
        <Trans>Start from a scoring template</Trans>
      </h3>
      <form
        className="smartreq-form"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <FormField
          id={`${id}-template`}
          label={t`Scoring template`}
          hint={t`Each criterion becomes an attribute with its five anchored levels. The requisition keeps its own copy.`}
          error={error}
        >
          {(a11y) => (
            <select
              id={`${id}-template`}
              className="smartreq-select"
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              {...a11y}
            >
              <option value="">
                {templates.isPending
                  ? t`Loading…`
                  : list.length === 0
                    ? t`No scoring templates yet`
                    : t`Choose a template`}
              </option>
              {list.map((template) => (
                <option key={template.scoring_template_id} value={template.scoring_template_id}>
                  {template.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="smartreq-form__actions">
          <Button
            type="submit"
            variant="secondary"
            isBusy={isBusy}
            busyLabel={<Trans>Copying…</Trans>}
            disabled={list.length === 0}
          >
            <Trans>Copy into this requisition</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
