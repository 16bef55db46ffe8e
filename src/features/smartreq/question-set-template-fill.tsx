/**
 * Fills a question set from one of the company's screening-question templates
 * (contracts/screening-templates.ts): the template's questions are added after those the set
 * already asks, in the template's order. The plan keeps its own copy of the ids, so changing the
 * template later changes nothing here.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { listScreeningTemplates } from '../../lib/api/screening-templates.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';

/** The set's questions after filling it from a template: the ones it has, then the template's new ones. */
export function filledFromTemplate(current: readonly number[], template: readonly number[]): number[] {
  return [...current, ...template.filter((id, i) => !current.includes(id) && template.indexOf(id) === i)];
}

export function QuestionSetTemplateFill({
  accountId,
  current,
  onFill,
}: {
  accountId: number;
  current: readonly number[];
  onFill(ids: number[], templateName: string): Promise<void>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [choice, setChoice] = useState('');
  const templates = useQuery({
    queryKey: ['company-templates', 'screening', accountId, 'plan-fill'],
    queryFn: ({ signal }) => call(listScreeningTemplates, { query: { account_id: accountId, page_size: 100 }, signal }),
  });
  const filling = useMutation({
    mutationFn: ({ ids, templateName }: { ids: number[]; templateName: string }) => onFill(ids, templateName),
    onSuccess: () => setChoice(''),
  });
  const found = templates.data?.results ?? [];
  if (templates.isError || (templates.isSuccess && found.length === 0)) return null;
  const fill = () => {
    const template = found.find((x) => String(x.screening_template_id) === choice);
    if (!template) return;
    filling.mutate({
      ids: filledFromTemplate(
        current,
        template.questions.map((q) => q.account_question_id),
      ),
      templateName: template.name,
    });
  };
  return (
    <div className="smartreq-toolbar">
      <FormField
        id={`${id}-template`}
        label={t`Fill from a screening question template`}
        hint={t`Its questions are added after the ones already here. The plan keeps a copy; changing the template later changes nothing here.`}
      >
        {(a11y) => (
          <select
            id={`${id}-template`}
            className="smartreq-select"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            {...a11y}
          >
            <option value="">{t`Choose a template`}</option>
            {found.map((x) => (
              <option key={x.screening_template_id} value={x.screening_template_id}>
                {x.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button
        variant="secondary"
        isBusy={filling.isPending}
        busyLabel={<Trans>Adding…</Trans>}
        disabled={choice === ''}
        onClick={fill}
      >
        <Trans>Add the template's questions</Trans>
      </Button>
    </div>
  );
}
