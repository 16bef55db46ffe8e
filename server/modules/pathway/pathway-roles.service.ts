/**
 * Pathway roles, staff side (contracts/pathway-roles.ts). Staff who may work on the pathway
 * (server/http/team-access.ts) manage its roles; anyone else 404. Every write checks the whole input first and
 * writes in one transaction, so a refused request changes nothing. The rule for edits after
 * results (D77): reports compute fit on
 * request, so a weight change applies to every employee's report at once; a role employees have
 * answered about can be archived (it leaves new questionnaires, stays in their reports) but not
 * deleted.
 */
import {
  ROLE_ATTRIBUTES_MAX,
  ROLE_DESCRIPTION_MAX,
  ROLE_TITLE_MAX,
  ROLE_WEIGHT_MAX,
  ROLE_WEIGHT_MIN,
  type PathwayRoles,
  type SavePathwayRole,
  type StaffPathwayRole,
} from '../../../contracts/pathway-roles.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { jobForStaff, type StaffJob } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './pathway-roles.store.ts';

const conflict = (message: string) => new HttpError(409, ErrorCode.conflict, message);

// Not declared: job-team's rule, but its 404 says "Pathway not found" and a requisition is refused too.
/** The pathway, when the viewer may work on it; a requisition or anything else is 404 like a missing one. */
async function pathwayForStaff(db: Db, viewer: LoadedUser, jobId: number): Promise<StaffJob> {
  let job: StaffJob;
  try {
    job = await jobForStaff(db, viewer, jobId);
  } catch {
    throw notFound('Pathway not found');
  }
  if (job.job_type_id !== JOB_TYPE.pathway) throw notFound('Pathway not found');
  return job;
}

async function roleNotFound(): Promise<never> {
  throw notFound('Role not found');
}

async function toStaffRoles(
  db: Db,
  roles: Awaited<ReturnType<typeof store.rolesOf>>,
  names: ReadonlyMap<number, string>,
): Promise<StaffPathwayRole[]> {
  const ids = roles.map((r) => r.pathway_job_id);
  const [weights, answered] = await Promise.all([store.weightsOf(db, ids), store.interestAnswerCounts(db, ids)]);
  return roles.map((role) => ({
    pathway_job_id: role.pathway_job_id,
    title: role.title,
    description: role.description,
    sort_order: role.sort_order,
    archived_at: role.archived_at ? new Date(role.archived_at).toISOString() : null,
    interest_answer_count: answered.get(role.pathway_job_id) ?? 0,
    attributes: weights
      .filter((w) => w.pathway_job_id === role.pathway_job_id)
      .map((w) => ({
        attribute_type_id: w.attribute_type_id,
        name: names.get(w.attribute_type_id) ?? '',
        weight: w.weight,
      })),
  }));
}

export async function listRoles(db: Db, viewer: LoadedUser, jobId: number, language: Language): Promise<PathwayRoles> {
  const job = await pathwayForStaff(db, viewer, jobId);
  const [roles, options, scored] = await Promise.all([
    store.rolesOf(db, job.job_id),
    store.attributeOptions(db, job.account_id, language),
    store.scoredEmployeeCount(db, job.job_id),
  ]);
  const names = new Map(options.map((o) => [o.attribute_type_id, o.name]));
  return {
    job_id: job.job_id,
    pathway_title: job.title,
    scored_employee_count: scored,
    roles: await toStaffRoles(db, roles, names),
    attribute_options: options,
  };
}

interface CleanRole {
  title: string;
  description: string;
  attributes: { attribute_type_id: number; weight: number }[];
}

/** Every problem of the input at once, as field errors; nothing is written when there is one. */
async function cleanRole(db: Db, job: StaffJob, body: SavePathwayRole, selfId: number | undefined): Promise<CleanRole> {
  const errors: { prop: string; message: string }[] = [];
  const title = body.title.trim();
  const description = (body.description ?? '').trim();
  if (title === '') errors.push({ prop: 'title', message: 'Give the role a name.' });
  else if (title.length > ROLE_TITLE_MAX)
    errors.push({ prop: 'title', message: `The name can be at most ${ROLE_TITLE_MAX} characters.` });
  else {
    const sameName = (await store.rolesOf(db, job.job_id)).find(
      (r) =>
        r.archived_at === null &&
        r.pathway_job_id !== selfId &&
        r.title.trim().toLocaleLowerCase() === title.toLocaleLowerCase(),
    );
    if (sameName) errors.push({ prop: 'title', message: 'Another role of this pathway already has this name.' });
  }
  if (description.length > ROLE_DESCRIPTION_MAX)
    errors.push({ prop: 'description', message: `The description can be at most ${ROLE_DESCRIPTION_MAX} characters.` });

  if (body.attributes.length === 0)
    errors.push({ prop: 'attributes', message: 'Weigh at least one attribute: fit is computed from the weights.' });
  if (body.attributes.length > ROLE_ATTRIBUTES_MAX)
    errors.push({ prop: 'attributes', message: `A role can weigh at most ${ROLE_ATTRIBUTES_MAX} attributes.` });
  const allowed = new Set((await store.attributeOptions(db, job.account_id, 'en')).map((o) => o.attribute_type_id));
  const seen = new Set<number>();
  for (const [index, attribute] of body.attributes.slice(0, ROLE_ATTRIBUTES_MAX + 1).entries()) {
    if (!allowed.has(attribute.attribute_type_id))
      errors.push({ prop: `attributes.${index}.attribute_type_id`, message: 'Choose an attribute from the list.' });
    else if (seen.has(attribute.attribute_type_id))
      errors.push({
        prop: `attributes.${index}.attribute_type_id`,
        message: 'This attribute is already weighed in this role.',
      });
    seen.add(attribute.attribute_type_id);
    if (
      !Number.isInteger(attribute.weight) ||
      attribute.weight < ROLE_WEIGHT_MIN ||
      attribute.weight > ROLE_WEIGHT_MAX
    ) {
      errors.push({
        prop: `attributes.${index}.weight`,
        message: `A weight is a whole number from ${ROLE_WEIGHT_MIN} to ${ROLE_WEIGHT_MAX}.`,
      });
    }
  }
  if (errors.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
  return {
    title,
    description,
    attributes: body.attributes.map((a) => ({ attribute_type_id: a.attribute_type_id, weight: a.weight })),
  };
}

async function oneRole(db: Db, job: StaffJob, pathwayJobId: number, language: Language): Promise<StaffPathwayRole> {
  const role = await store.findRole(db, job.job_id, pathwayJobId);
  if (!role) return roleNotFound();
  const names = new Map(
    (await store.attributeOptions(db, job.account_id, language)).map((o) => [o.attribute_type_id, o.name]),
  );
  return (await toStaffRoles(db, [role], names))[0]!;
}

const languageOf = (viewer: LoadedUser): Language => viewer.preferred_language ?? 'en';

export async function createRole(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  body: SavePathwayRole,
): Promise<StaffPathwayRole> {
  const job = await pathwayForStaff(db, viewer, jobId);
  const clean = await cleanRole(db, job, body, undefined);
  const id = await db.transaction().execute(async (trx) => {
    const { pathway_job_id } = await trx
      .insertInto('pathway_jobs')
      .values({
        job_id: job.job_id,
        title: clean.title,
        description: clean.description,
        sort_order: await store.nextSortOrder(trx, job.job_id),
      })
      .returning('pathway_job_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('pathway_job_attributes')
      .values(
        clean.attributes.map((a, i) => ({
          pathway_job_id,
          attribute_type_id: a.attribute_type_id,
          weight: a.weight,
          sort_order: i + 1,
        })),
      )
      .execute();
    return pathway_job_id;
  });
  return oneRole(db, job, id, languageOf(viewer));
}

export async function updateRole(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  pathwayJobId: number,
  body: SavePathwayRole,
): Promise<StaffPathwayRole> {
  const job = await pathwayForStaff(db, viewer, jobId);
  if (!(await store.findRole(db, job.job_id, pathwayJobId))) return roleNotFound();
  const clean = await cleanRole(db, job, body, pathwayJobId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('pathway_jobs')
      .set({ title: clean.title, description: clean.description, updated_at: new Date() })
      .where('pathway_job_id', '=', pathwayJobId)
      .execute();
    await trx.deleteFrom('pathway_job_attributes').where('pathway_job_id', '=', pathwayJobId).execute();
    await trx
      .insertInto('pathway_job_attributes')
      .values(
        clean.attributes.map((a, i) => ({
          pathway_job_id: pathwayJobId,
          attribute_type_id: a.attribute_type_id,
          weight: a.weight,
          sort_order: i + 1,
        })),
      )
      .execute();
  });
  return oneRole(db, job, pathwayJobId, languageOf(viewer));
}

export async function archiveRole(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  pathwayJobId: number,
  archived: boolean,
): Promise<StaffPathwayRole> {
  const job = await pathwayForStaff(db, viewer, jobId);
  const role = await store.findRole(db, job.job_id, pathwayJobId);
  if (!role) return roleNotFound();
  const isArchived = role.archived_at !== null;
  if (archived !== isArchived) {
    if (!archived) {
      const sameName = (await store.rolesOf(db, job.job_id)).find(
        (r) =>
          r.archived_at === null &&
          r.pathway_job_id !== pathwayJobId &&
          r.title.trim().toLocaleLowerCase() === role.title.trim().toLocaleLowerCase(),
      );
      if (sameName)
        throw conflict(
          'Another role of this pathway already has this name. Rename one of them before restoring this role.',
        );
    }
    await db
      .updateTable('pathway_jobs')
      .set({ archived_at: archived ? new Date() : null, updated_at: new Date() })
      .where('pathway_job_id', '=', pathwayJobId)
      .execute();
  }
  return oneRole(db, job, pathwayJobId, languageOf(viewer));
}

export async function deleteRole(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  pathwayJobId: number,
): Promise<{ ok: boolean }> {
  const job = await pathwayForStaff(db, viewer, jobId);
  if (!(await store.findRole(db, job.job_id, pathwayJobId))) return roleNotFound();
  const answered = (await store.interestAnswerCounts(db, [pathwayJobId])).get(pathwayJobId) ?? 0;
  if (answered > 0)
    throw conflict('Employees have answered questions about this role. Archive it instead, so their reports keep it.');
  await db.deleteFrom('pathway_jobs').where('pathway_job_id', '=', pathwayJobId).execute();
  return { ok: true };
}
