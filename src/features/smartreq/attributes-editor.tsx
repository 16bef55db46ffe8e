/**
 * Attribute groups and weights (builder attributes step, setup attributes): groups holding
 * attributes of the library, each with a weight from 0 to 100, saved together ("Save weights");
 * recommended attributes (what the plan measures) are offered first. Every saved change asks the
 * server to rescore the requisition's applications. A scoring template can be copied in as a new
 * group, and each attribute shows and edits its anchored levels (D160). Attributes kept out of
 * hiring (D198) are not offered; they are listed apart with the reason.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AttributeGroup } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import { errorText } from '../../lib/error-text.ts';
import { HiringAttributeErrorCode } from '../../../contracts/hiring-attributes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { hiringExclusionText } from './hiring-exclusion-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { AttributeLevels } from './attribute-levels.tsx';
import { ScoringTemplateApply } from './scoring-template-apply.tsx';
import * as q from './smartreq.queries.ts';
import './smartreq.css';

type Weights = Record<string, number>;
const groupKey = (id: number) => `g${id}`;
const attributeKey = (id: number) => `a${id}`;

function weightsOf(groups: readonly AttributeGroup[]): Weights {
  const weights: Weights = {};
  for (const g of groups) {
    weights[groupKey(g.job_attribute_group_id)] = g.weight;
    for (const a of g.attributes) weights[attributeKey(a.job_attribute_group_attribute_id)] = a.weight;
  }
  return weights;
}

function WeightInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange(value: number): void;
}) {
  return (
    <span className="smartreq-weight">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => onChange(Math.max(0, Math.min(100, Math.round(Number(event.target.value) || 0))))}
      />
    </span>
  );
}

export function AttributesEditor({ jobId, language }: { jobId: number; language: Language }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The groups are the page: the route's loader has brought them, and waiting and failing are the
  // staff pages' one pattern. The suggestions and the requisition are extras the page does without
  // while they load or if they fail (their loaders are asked too), so they stay plain queries.
  const groups = useSuspenseQuery(q.attributeGroupsQueryOptions(jobId, language));
  const recommended = useQuery(q.recommendedAttributesQueryOptions(jobId, language));
  const library = useQuery(q.attributeLibraryQueryOptions(language));
  const detail = useQuery(q.requisitionDetailQueryOptions(jobId));
  const [edits, setEdits] = useState<Weights>({});
  const [newGroup, setNewGroup] = useState('');
  const [choice, setChoice] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<string>();

  const list = groups.data;
  const stored = useMemo(() => weightsOf(list), [list]);
  const weight = (key: string) => edits[key] ?? stored[key] ?? 0;
  const isDirty = Object.entries(edits).some(([key, value]) => stored[key] !== value);
  const added = new Set(list.flatMap((g) => g.attributes.map((a) => a.attribute_type_id)));
  const recommendedIds = new Set((recommended.data ?? []).map((a) => a.attribute_type_id));
  const options = [
    ...(recommended.data ?? []).filter((a) => !added.has(a.attribute_type_id)),
    ...(library.data ?? []).filter(
      (a) => !added.has(a.attribute_type_id) && !recommendedIds.has(a.attribute_type_id) && a.hiring_exclusion === null,
    ),
  ];
  const excluded = (library.data ?? []).filter((a) => a.hiring_exclusion !== null);

  // One change at a time, whichever control started it; its failure shows above the groups.
  const change = useMutation({
    mutationFn: ({ action }: { action: () => Promise<unknown>; done: string }) => action(),
    onMutate: () => setNotice(undefined),
    onSuccess: (_, { done }) => setNotice(done),
  });
  const error = !change.error
    ? undefined
    : change.error instanceof ApiError && change.error.code === HiringAttributeErrorCode.excludedFromHiring
      ? // The server words the reason in the caller's language (D214).
        (change.error.errors?.[0]?.message ?? hiringExclusionText('emotional_health'))
      : errorText(change.error);
  const isBusy = change.isPending;

  const saveWeights = () =>
    change.mutate({
      action: async () => {
        await q.saveWeights(queryClient, jobId, {
          groups: list.map((g) => ({
            job_attribute_group_id: g.job_attribute_group_id,
            weight: weight(groupKey(g.job_attribute_group_id)),
          })),
          attributes: list.flatMap((g) =>
            g.attributes.map((a) => ({
              job_attribute_group_attribute_id: a.job_attribute_group_attribute_id,
              weight: weight(attributeKey(a.job_attribute_group_attribute_id)),
            })),
          ),
        });
        setEdits({});
      },
      done: t`Weights saved. Scores are being recalculated.`,
    });

  return (
    <div className="attributes-editor">
      <p className="smartreq-notice" role="status">
        {notice}
      </p>
      {error && (
        <p className="smartreq-error" role="alert">
          {error}
        </p>
      )}
      {list.length === 0 && (
        <p className="smartreq-muted">
          <Trans>No attribute groups yet. Group the attributes that matter for this job and weigh them.</Trans>
        </p>
      )}
      {list.map((group) => {
        const headingId = `attribute-group-${group.job_attribute_group_id}`;
        return (
          <section key={group.job_attribute_group_id} className="smartreq-card" aria-labelledby={headingId}>
            <div className="smartreq-card__header">
              <h3 className="smartreq-card__title" id={headingId}>
                {group.name}
              </h3>
              <div className="smartreq-card__actions">
                <WeightInput
                  id={`${headingId}-weight`}
                  label={t`Group weight`}
                  value={weight(groupKey(group.job_attribute_group_id))}
                  onChange={(value) => setEdits({ ...edits, [groupKey(group.job_attribute_group_id)]: value })}
                />
                <button
                  type="button"
                  className="smartreq-link-button smartreq-link-button--danger"
                  onClick={() =>
                    change.mutate({
                      action: () => q.removeAttributeGroup(queryClient, jobId, group.job_attribute_group_id),
                      done: t`Deleted the group ${group.name}`,
                    })
                  }
                >
                  <Trans>Delete group</Trans>
                </button>
              </div>
            </div>
            <ul className="smartreq-list">
              {group.attributes.map((attribute) => (
                <li key={attribute.job_attribute_group_attribute_id} className="smartreq-item">
                  <p className="smartreq-item__name">{attribute.name}</p>
                  {attribute.hiring_exclusion && (
                    <p className="smartreq-item__meta smartreq-item__warning">
                      {hiringExclusionText(attribute.hiring_exclusion)} <Trans>Fit leaves it out.</Trans>
                    </p>
                  )}
                  <div className="smartreq-card__actions">
                    <WeightInput
                      id={`attribute-${attribute.job_attribute_group_attribute_id}-weight`}
                      label={t`Weight of ${attribute.name}`}
                      value={weight(attributeKey(attribute.job_attribute_group_attribute_id))}
                      onChange={(value) =>
                        setEdits({ ...edits, [attributeKey(attribute.job_attribute_group_attribute_id)]: value })
                      }
                    />
                    <button
                      type="button"
                      className="smartreq-link-button smartreq-link-button--danger"
                      aria-label={t`Remove ${attribute.name}`}
                      onClick={() =>
                        change.mutate({
                          action: () =>
                            q.removeGroupAttribute(queryClient, jobId, attribute.job_attribute_group_attribute_id),
                          done: t`Removed ${attribute.name}`,
                        })
                      }
                    >
                      <Trans>Remove</Trans>
                    </button>
                  </div>
                  <AttributeLevels
                    jobId={jobId}
                    groupAttributeId={attribute.job_attribute_group_attribute_id}
                    name={attribute.name}
                    levels={attribute.levels}
                  />
                </li>
              ))}
            </ul>
            <form
              className="smartreq-form"
              onSubmit={(event) => {
                event.preventDefault();
                const attributeTypeId = Number(choice[group.job_attribute_group_id] ?? options[0]?.attribute_type_id);
                if (!attributeTypeId) return;
                change.mutate({
                  action: () => q.addGroupAttribute(queryClient, jobId, group.job_attribute_group_id, attributeTypeId),
                  done: t`Added an attribute to ${group.name}`,
                });
              }}
            >
              <div className="form-field">
                <label className="form-field__label" htmlFor={`${headingId}-add`}>
                  <Trans>Attribute to add</Trans>
                </label>
                <select
                  id={`${headingId}-add`}
                  className="smartreq-select"
                  value={choice[group.job_attribute_group_id] ?? String(options[0]?.attribute_type_id ?? '')}
                  onChange={(event) => setChoice({ ...choice, [group.job_attribute_group_id]: event.target.value })}
                >
                  {options.map((a) => (
                    <option key={a.attribute_type_id} value={a.attribute_type_id}>
                      {recommendedIds.has(a.attribute_type_id) ? t`${a.name} (recommended)` : a.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="smartreq-form__actions">
                <Button type="submit" variant="secondary" disabled={options.length === 0}>
                  <Trans>Add attribute</Trans>
                </Button>
              </div>
            </form>
          </section>
        );
      })}
      {list.length > 0 && (
        <Button onClick={saveWeights} isBusy={isBusy} disabled={!isDirty}>
          <Trans>Save weights</Trans>
        </Button>
      )}
      <form
        className="smartreq-form"
        onSubmit={(event) => {
          event.preventDefault();
          const name = newGroup.trim();
          if (!name) return;
          change.mutate(
            { action: () => q.addAttributeGroup(queryClient, jobId, name, []), done: t`Added the group ${name}` },
            { onSuccess: () => setNewGroup('') },
          );
        }}
      >
        <TextField
          id={`new-group-${jobId}`}
          label={<Trans>New group name</Trans>}
          value={newGroup}
          onChange={(event) => setNewGroup(event.target.value)}
          maxLength={200}
        />
        <div className="smartreq-form__actions">
          <Button type="submit" variant="secondary">
            <Trans>Add group</Trans>
          </Button>
        </div>
      </form>
      {detail.data && (
        <ScoringTemplateApply
          jobId={jobId}
          accountId={detail.data.account_id}
          onDone={(text) => (change.reset(), setNotice(text))}
        />
      )}
      {excluded.length > 0 && (
        <details className="smartreq-excluded">
          <summary>
            <Trans>Attributes kept out of hiring decisions ({excluded.length})</Trans>
          </summary>
          <p className="smartreq-muted">
            <Trans>
              Candidates still answer these questions and see their own report; the attributes below never weigh in fit
              and cannot be added here.
            </Trans>
          </p>
          <ul className="smartreq-list">
            {excluded.map((a) => (
              <li key={a.attribute_type_id} className="smartreq-item">
                <span className="smartreq-item__name">{a.name}</span>
                <span className="smartreq-item__meta">{hiringExclusionText(a.hiring_exclusion!)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {(recommended.data ?? []).length > 0 && (
        <>
          <h3 className="smartreq-section-title">
            <Trans>Recommended attributes</Trans>
          </h3>
          <p className="smartreq-muted">
            <Trans>The plan's questionnaires and questions measure these.</Trans>
          </p>
          <ul className="smartreq-list">
            {(recommended.data ?? []).map((a) => (
              <li key={a.attribute_type_id} className="smartreq-item">
                <span>{a.name}</span>
                <span className="smartreq-item__meta">
                  {a.is_added ? <Trans>Weighted</Trans> : <Trans>Not weighted yet</Trans>}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
