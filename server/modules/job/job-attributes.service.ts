/** A requisition's or job profile's attribute groups and weights (D141); every change writes its job_event and rescores the requisition. */
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { BulkWeights } from '../../../contracts/smartreq.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import { hiringExclusionOf } from '../../../contracts/hiring-attributes.ts';
import { requestJobRescore } from '../scoring/index.ts';
import type { LoadedUser } from '../user/index.ts';
import { jobOrProfileForStaff, requireJobFlag, type StaffJob } from '../../http/team-access.ts';
import { conflict } from './job-change.ts';
import { recordJobChange } from '../../db/job-events.store.ts';
import * as attributesStore from './attributes.store.ts';
import { callerLanguage, excludedFromHiringError, refuseExcludedWeights } from '../company-attributes/index.ts';

export async function attributesChanged(db: Db, job: StaffJob, viewer: LoadedUser, details: Record<string, unknown>) {
  await recordJobChange(db, job, viewer, 'attributes_changed', details);
  // A job profile has no applications to rescore (D141).
  if (job.job_type_id !== JOB_TYPE.profile) await requestJobRescore(db, job.job_id, viewer.user_id);
}

/** The group's job, for a change of its weights: the team rule, then the flag (D305). */
export async function groupForStaff(db: Db, viewer: LoadedUser, groupId: number) {
  const group = await attributesStore.findGroup(db, groupId);
  if (!group) throw notFound('Attribute group not found');
  const job = await jobOrProfileForStaff(db, viewer, group.job_id);
  await requireJobFlag(db, viewer, job, true);
  return job;
}

/** The weighed attribute's job, for a change: the team rule, then the flag (D305). */
export async function groupAttributeForStaff(db: Db, viewer: LoadedUser, groupAttributeId: number) {
  const row = await attributesStore.findGroupAttribute(db, groupAttributeId);
  if (!row) throw notFound('Attribute not found');
  const job = await jobOrProfileForStaff(db, viewer, row.job_id);
  await requireJobFlag(db, viewer, job, true);
  return job;
}

const ALREADY_WEIGHED = 'This requisition already weighs that attribute.';

/**
 * Requisitions and job profiles (hiring) may not weigh an attribute kept out of hiring (D198, D214);
 * the attribute groups endpoints serve only them, pathways weigh their roles elsewhere.
 */
const isHiring = (job: StaffJob) => job.job_type_id !== JOB_TYPE.pathway;

function refuseExcluded(
  job: StaffJob,
  viewer: LoadedUser,
  attribute: { category: string; code: string | null },
  prop = 'attribute_type_id',
) {
  if (!isHiring(job)) return;
  const reason = hiringExclusionOf(attribute);
  if (reason !== null) throw excludedFromHiringError(reason, prop, callerLanguage(viewer));
}

export async function createGroup(
  db: Db,
  viewer: LoadedUser,
  job: StaffJob,
  body: { name: string; weight?: number; attributes?: { attribute_type_id: number; weight?: number }[] },
) {
  await requireJobFlag(db, viewer, job, true);
  const attributes = body.attributes ?? [];
  if (new Set(attributes.map((a) => a.attribute_type_id)).size !== attributes.length)
    throw invalid('attributes', 'An attribute is listed twice.');
  for (const [index, a] of attributes.entries()) {
    const type = await attributesStore.usableAttributeType(db, job.account_id, a.attribute_type_id);
    if (!type) throw invalid('attributes', 'One of the attributes does not exist.');
    refuseExcluded(job, viewer, type, `attributes.${index}.attribute_type_id`);
    if (await attributesStore.jobHasAttribute(db, job.job_id, a.attribute_type_id)) throw conflict(ALREADY_WEIGHED);
  }
  return db.transaction().execute(async (trx) => {
    const groupId = await attributesStore.insertGroup(trx, job.job_id, body.name, body.weight ?? 1);
    for (const a of attributes)
      await attributesStore.insertGroupAttribute(trx, groupId, a.attribute_type_id, a.weight ?? 1);
    await attributesChanged(trx, job, viewer, { action: 'group_added', job_attribute_group_id: groupId });
    return groupId;
  });
}

export async function patchGroup(
  db: Db,
  viewer: LoadedUser,
  groupId: number,
  body: { name?: string; weight?: number },
) {
  const job = await groupForStaff(db, viewer, groupId);
  await db.transaction().execute(async (trx) => {
    await attributesStore.updateGroup(
      trx,
      groupId,
      Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
    );
    if (body.weight !== undefined)
      await attributesChanged(trx, job, viewer, { action: 'group_changed', job_attribute_group_id: groupId });
    else
      await recordJobChange(trx, job, viewer, 'attributes_changed', {
        action: 'group_renamed',
        job_attribute_group_id: groupId,
      });
  });
  return job;
}

export async function deleteGroup(db: Db, viewer: LoadedUser, groupId: number) {
  const job = await groupForStaff(db, viewer, groupId);
  await db.transaction().execute(async (trx) => {
    await attributesStore.deleteGroup(trx, groupId);
    await attributesChanged(trx, job, viewer, { action: 'group_removed', job_attribute_group_id: groupId });
  });
}

export async function addGroupAttribute(
  db: Db,
  viewer: LoadedUser,
  groupId: number,
  attributeTypeId: number,
  weight: number | undefined,
) {
  const job = await groupForStaff(db, viewer, groupId);
  const type = await attributesStore.usableAttributeType(db, job.account_id, attributeTypeId);
  if (!type) throw notFound('Attribute not found');
  refuseExcluded(job, viewer, type);
  if (await attributesStore.jobHasAttribute(db, job.job_id, attributeTypeId)) throw conflict(ALREADY_WEIGHED);
  await db.transaction().execute(async (trx) => {
    await attributesStore.insertGroupAttribute(trx, groupId, attributeTypeId, weight ?? 1);
    await attributesChanged(trx, job, viewer, {
      action: 'attribute_added',
      job_attribute_group_id: groupId,
      attribute_type_id: attributeTypeId,
    });
  });
  return job;
}

export async function patchGroupAttribute(db: Db, viewer: LoadedUser, groupAttributeId: number, weight: number) {
  const job = await groupAttributeForStaff(db, viewer, groupAttributeId);
  // An older group may still list an excluded attribute: 0 takes it out, any other weight is refused.
  const row = (await attributesStore.findGroupAttribute(db, groupAttributeId))!;
  if (isHiring(job)) refuseExcludedWeights([{ prop: 'weight', attribute: row, weight }], callerLanguage(viewer));
  await db.transaction().execute(async (trx) => {
    await attributesStore.updateGroupAttribute(trx, groupAttributeId, { weight });
    await attributesChanged(trx, job, viewer, {
      action: 'attribute_weight_changed',
      job_attribute_group_attribute_id: groupAttributeId,
      weight,
    });
  });
  return { job, groupId: (await attributesStore.findGroupAttribute(db, groupAttributeId))!.job_attribute_group_id };
}

export async function deleteGroupAttribute(db: Db, viewer: LoadedUser, groupAttributeId: number) {
  const job = await groupAttributeForStaff(db, viewer, groupAttributeId);
  await db.transaction().execute(async (trx) => {
    await attributesStore.deleteGroupAttribute(trx, groupAttributeId);
    await attributesChanged(trx, job, viewer, {
      action: 'attribute_removed',
      job_attribute_group_attribute_id: groupAttributeId,
    });
  });
}

export async function putWeights(db: Db, viewer: LoadedUser, job: StaffJob, body: BulkWeights) {
  await requireJobFlag(db, viewer, job, true);
  const groups = body.groups ?? [];
  const attributes = body.attributes ?? [];
  const groupIds = await attributesStore.groupIdsOfJob(db, job.job_id);
  const weighed = await attributesStore.groupAttributesOfJob(db, job.job_id);
  if (groups.some((g) => !groupIds.has(g.job_attribute_group_id)))
    throw invalid('groups', 'A group does not belong to this requisition.');
  if (attributes.some((a) => !weighed.has(a.job_attribute_group_attribute_id)))
    throw invalid('attributes', 'An attribute does not belong to this requisition.');
  if (isHiring(job))
    refuseExcludedWeights(
      attributes.map((a, index) => ({
        prop: `attributes.${index}.weight`,
        attribute: weighed.get(a.job_attribute_group_attribute_id)!,
        weight: a.weight,
      })),
      callerLanguage(viewer),
    );
  await db.transaction().execute(async (trx) => {
    for (const g of groups)
      await attributesStore.updateGroup(trx, g.job_attribute_group_id, {
        weight: g.weight,
        ...(g.sort_order ? { sort_order: g.sort_order } : {}),
      });
    for (const a of attributes)
      await attributesStore.updateGroupAttribute(trx, a.job_attribute_group_attribute_id, {
        weight: a.weight,
        ...(a.sort_order ? { sort_order: a.sort_order } : {}),
      });
    await attributesChanged(trx, job, viewer, {
      action: 'weights_changed',
      groups: groups.length,
      attributes: attributes.length,
    });
  });
  return job;
}
