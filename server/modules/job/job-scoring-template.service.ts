/**
 * A scoring-criteria template copied into a requisition's attributes (decision D160): one new
 * attribute group named after the template, each criterion an attribute of the library (the
 * company's own of that name, else the provider's, else a new company attribute) carrying the
 * criterion's five anchored levels. Nothing points back at the template (D140).
 */
import { sql } from 'kysely';
import { levelProblems, fiveLevels, type SaveScoringTemplate } from '../../../contracts/scoring-templates.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { PERMISSIONS } from '../../../contracts/permissions.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { requireCompanyAccess } from '../../http/endpoint-access.ts';
import { assertNoProblems, HttpError, invalid, notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import { insertAttribute } from '../company-attributes/index.ts';
import { countUse, templateById } from '../company-templates/index.ts';
import type { LoadedUser } from '../user/index.ts';
import * as attributesStore from './attributes.store.ts';
import { attributesChanged, groupAttributeForStaff } from './job-attributes.service.ts';
import { requireJobFlag, type StaffJob } from '../../http/team-access.ts';
import { conflict } from './job-change.ts';
import { recordJobChange } from '../../db/job-events.store.ts';

type Levels = SaveScoringTemplate['criteria'][number]['levels'];

/** The attribute a criterion stands for: the company's own by English name (case ignored) before the provider's. */
async function attributeNamed(db: Db, accountId: number, name: string) {
  return db
    .selectFrom('attribute_types as at')
    .innerJoin('attribute_type_texts as x', 'x.attribute_type_id', 'at.attribute_type_id')
    .select(['at.attribute_type_id', 'at.account_id', 'at.archived_at'])
    .where('x.language', '=', 'en')
    .where(sql<boolean>`lower(x.name) = lower(${name})`)
    .where((eb) => eb.or([eb('at.account_id', '=', accountId), eb('at.account_id', 'is', null)]))
    .orderBy(sql`at.account_id is null`)
    .orderBy('at.attribute_type_id')
    .executeTakeFirst();
}

export async function applyTemplateToJob(db: Db, viewer: LoadedUser, job: StaffJob, templateId: number) {
  await requireJobFlag(db, viewer, job, true);
  // Not declarative: the endpoint declares the job's team; copying a template also takes what reading
  // the company's templates takes (`company-templates`) at the job's company, a second permission.
  await requireCompanyAccess(db, viewer, job.account_id, PERMISSIONS['company-templates'].flag);
  return db.transaction().execute(async (trx) => {
    const template = await templateById(trx, templateId, true);
    if (!template || template.account_id !== job.account_id) throw notFound('Template not found');
    if (template.archived)
      throw new HttpError(409, ErrorCode.conflict, 'This template is archived; restore it to use it.');
    // One copy per company at a time, so two copies cannot both make the same new attribute.
    await lockCompany(trx, job.account_id);
    const plan: { attributeTypeId: number | null; name: string; description: string; levels: Levels }[] = [];
    const alreadyWeighed: string[] = [];
    for (const criterion of template.criteria) {
      const found = await attributeNamed(trx, job.account_id, criterion.name);
      if (found?.archived_at)
        throw invalid(
          'scoring_template_id',
          `The attribute "${criterion.name}" is archived: restore it in the company's attributes to copy this template.`,
        );
      if (found && (await attributesStore.jobHasAttribute(trx, job.job_id, found.attribute_type_id)))
        alreadyWeighed.push(criterion.name);
      else
        plan.push({
          attributeTypeId: found?.attribute_type_id ?? null,
          name: criterion.name,
          description: criterion.description,
          levels: fiveLevels(criterion.levels),
        });
    }
    if (plan.length === 0) throw conflict('This requisition already weighs every criterion of this template.');
    const groupId = await attributesStore.insertGroup(trx, job.job_id, template.name, 1);
    const created: string[] = [];
    for (const item of plan) {
      let attributeTypeId = item.attributeTypeId;
      if (attributeTypeId === null) {
        attributeTypeId = await insertAttribute(trx, job.account_id, {
          name: item.name,
          category: 'competencies',
          description: item.description,
        });
        await audit(trx, {
          event: 'company_attribute_created',
          actorUserId: viewer.user_id,
          accountId: job.account_id,
          details: { attribute_type_id: attributeTypeId, name: item.name, scoring_template_id: templateId },
        });
        created.push(item.name);
      }
      await attributesStore.insertGroupAttribute(trx, groupId, attributeTypeId, 1, item.levels);
    }
    await countUse(trx, templateId);
    await attributesChanged(trx, job, viewer, {
      action: 'scoring_template_applied',
      job_attribute_group_id: groupId,
      scoring_template_id: templateId,
    });
    return { job, groupId, created_attributes: created, already_weighed: alreadyWeighed };
  });
}

export async function putLevels(db: Db, viewer: LoadedUser, groupAttributeId: number, sent: Levels | null) {
  const job = await groupAttributeForStaff(db, viewer, groupAttributeId);
  let levels: Levels | null = null;
  if (sent !== null) {
    levels = fiveLevels(sent);
    const problems = levelProblems(levels);
    assertNoProblems(problems);
  }
  await db.transaction().execute(async (trx) => {
    await attributesStore.updateGroupAttribute(trx, groupAttributeId, { levels });
    // Anchors guide people who score; no computed score reads them, so nothing is rescored.
    await recordJobChange(trx, job, viewer, 'attributes_changed', {
      action: 'attribute_levels_changed',
      job_attribute_group_attribute_id: groupAttributeId,
    });
  });
  return { job, groupId: (await attributesStore.findGroupAttribute(db, groupAttributeId))!.job_attribute_group_id };
}
