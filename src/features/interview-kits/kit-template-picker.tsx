/**
 * Fills one attribute's five anchors from a criterion of a scoring-criteria template
 * (contracts/scoring-templates.ts): the kit takes a copy ("label: description" per level), so
 * changing the template later changes neither this kit nor its past scorecards. The copy is
 * counted on the template, which is then archived rather than deleted.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { criterionAnchors } from '../../../contracts/scoring-templates.ts';
import { call } from '../../lib/api-client.ts';
import { applyScoringTemplate, listScoringTemplates } from '../../lib/api/scoring-templates.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';

export function KitTemplatePicker({
  accountId,
  attributeName,
  onCopy,
}: {
  accountId: number;
  attributeName: string;
  onCopy(anchors: string[]): void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string>();
  const templates = useQuery({
    queryKey: ['company-templates', 'scoring', accountId, 'kit-picker'],
    queryFn: ({ signal }) => call(listScoringTemplates, { query: { account_id: accountId, page_size: 100 }, signal }),
    enabled: isOpen,
  });
  const copying = useMutation({
    mutationFn: ({ templateId }: { templateId: number; index: number }) =>
      call(applyScoringTemplate, { params: { id: templateId } }),
    onSuccess: (template, { index }) => {
      const criterion = template.criteria[index];
      if (criterion) onCopy(criterionAnchors(criterion));
      setOpen(false);
    },
    onError: (failure) => setError(errorText(failure)),
  });

  if (!isOpen) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Fill from a scoring template</Trans>
        <span className="visually-hidden"> {attributeName}</span>
      </Button>
    );
  }
  const options = (templates.data?.results ?? []).flatMap((template) =>
    template.criteria.map((criterion, index) => ({
      value: `${template.scoring_template_id}:${index}`,
      label: `${template.name}: ${criterion.name}`,
    })),
  );
  const copy = () => {
    const [templateId, index] = choice.split(':').map(Number) as [number, number];
    if (!templateId) return;
    setError(undefined);
    copying.mutate({ templateId, index });
  };
  return (
    <div className="kits__add">
      <FormField
        id={`${id}-criterion`}
        label={t`Criterion to copy`}
        hint={t`The kit keeps its own copy: changing the template later does not change this kit.`}
        error={error}
      >
        {(a11y) => (
          <select
            id={`${id}-criterion`}
            className="form-field__input"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            {...a11y}
          >
            <option value="">
              {templates.isPending
                ? t`Loading…`
                : options.length === 0
                  ? t`No scoring templates yet`
                  : t`Choose a criterion`}
            </option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button
        variant="secondary"
        isBusy={copying.isPending}
        busyLabel={<Trans>Copying…</Trans>}
        onClick={copy}
        disabled={choice === ''}
      >
        <Trans>Copy the levels</Trans>
      </Button>
      <Button variant="secondary" onClick={() => setOpen(false)}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
