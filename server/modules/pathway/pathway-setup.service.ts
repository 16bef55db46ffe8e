/**
 * Pathways you can create and run (contracts/pathway-setup.ts). A pathway of another company, a
 * deleted one or a requisition answers 404; the company's staff without all_pathways_access who
 * are not on the pathway's team 403 (D130). Writes check everything first and write in one
 * transaction, so a refused request changes nothing. Participants get their tracker through the
 * same code as a candidate applying (progress.service.ts startTracker).
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  PATHWAY_DEFAULT_PAGE_SIZE,
  pathwayStartPath,
  type AddParticipants,
  type AddPathwayTeamMember,
  type CreatePathway,
  type Participant,
  type ParticipantListFilters,
  type ParticipantPage,
  type PathwayDetails,
  type PathwayList,
  type PathwayListFilters,
  type PathwayTeamMember,
  type UpdatePathway,
} from '../../../contracts/pathway-setup.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { holdsFlag, isAccountStaff } from '../../http/account-access.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { recordJobChange } from '../../db/job-events.store.ts';
import * as jobTeam from '../job-team/index.ts';
import { isJobTeamMember, startTracker } from '../progress/index.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './pathway-setup.store.ts';
import { insertInvitation, insertInvitedUser, invitationSender, userIdByEmail } from '../staff-users/index.ts';
import { newOpaqueToken } from '../../secrets/opaque-token.ts';
import type { Config } from '../../config.ts';
import { queueMail } from '../../integrations/mail.ts';
import {
  asLanguage,
  templatedMails,
  type TemplatedMailInput,
} from '../../integrations/mail-template/templated-mail.ts';
import type { Language } from '../../../contracts/languages.ts';

/** The pathway invitation's line before its link: someone with an account signs in, nobody is asked for a password twice. */
const START_STEP: Record<Language, { signIn: string; choosePassword(days: number): string }> = {
  en: {
    signIn: 'Sign in with your Assay account to start:',
    choosePassword: (days) => `To start, choose your password here (the link works once, within ${days} days):`,
  },
  es: {
    signIn: 'Inicia sesión con tu cuenta de Assay para empezar:',
    choosePassword: (days) =>
      `Para empezar, elige tu contraseña aquí (el enlace funciona una sola vez, en los próximos ${days} días):`,
  },
  fr: {
    signIn: 'Connectez-vous avec votre compte Assay pour commencer :',
    choosePassword: (days) =>
      `Pour commencer, choisissez votre mot de passe ici (le lien ne fonctionne qu’une fois, dans les ${days} jours) :`,
  },
};

const pathwayNotFound = () => notFound('Pathway not found');
const mayManageAll = (viewer: LoadedUser, accountId: number) => holdsFlag(viewer, 'all_pathways_access', accountId);

// Not declared yet: its rule is the `pathways` permission's (staff of the company else 404, the flag or the team
// else 403), not job-team's 404 for all; the layer would need a pathway target loading this richer row.
/** The pathway when the viewer may work on it: 404 unless it is a live pathway of a company they are staff of, 403 without the flag or team membership. */
export async function pathwayForStaff(db: Db, viewer: LoadedUser, jobId: number) {
  const job = await store.findPathway(db, jobId);
  if (!job || job.job_type_id !== JOB_TYPE.pathway || !isAccountStaff(viewer, job.account_id)) throw pathwayNotFound();
  if (!mayManageAll(viewer, job.account_id) && !(await isJobTeamMember(db, job.job_id, viewer.user_id)))
    throw forbidden();
  return job;
}

export async function listPathways(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  filters: PathwayListFilters,
): Promise<PathwayList> {
  // The company was checked by the endpoint's permission (server/http/endpoint-access.ts).
  const account = accountId;
  const page = filters.page ?? 1;
  const pageSize = filters.page_size ?? PATHWAY_DEFAULT_PAGE_SIZE;
  const all = mayManageAll(viewer, account);
  const { data, count } = await store.listPathways(db, account, viewer.user_id, all, filters, page, pageSize);
  return { data, count, page, page_size: pageSize, can_create: all };
}

/** `account`: checked by the endpoint's 'company-pathways' permission, or by createRequisition (job.service.ts) for the builder's. */
export async function createPathway(
  db: Db,
  viewer: LoadedUser,
  account: number,
  body: CreatePathway,
): Promise<PathwayDetails> {
  const jobId = await db.transaction().execute(async (trx) => {
    const id = await store.insertPathway(trx, {
      account_id: account,
      title: body.title,
      description: body.description ?? '',
      created_by: viewer.user_id,
    });
    await recordJobChange(trx, { job_id: id }, viewer, 'requisition_created', { job_type_id: JOB_TYPE.pathway });
    return id;
  });
  return store.toDetails((await store.findPathway(db, jobId))!);
}

export async function getDetails(db: Db, viewer: LoadedUser, jobId: number): Promise<PathwayDetails> {
  return store.toDetails(await pathwayForStaff(db, viewer, jobId));
}

export async function updateDetails(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  body: UpdatePathway,
): Promise<PathwayDetails> {
  const job = await pathwayForStaff(db, viewer, jobId);
  await db.transaction().execute(async (trx) => {
    await store.updatePathway(trx, job.job_id, body);
    await recordJobChange(trx, job, viewer, 'requisition_updated', {
      fields: ['title', 'description', 'invite_message'],
    });
  });
  return store.toDetails((await store.findPathway(db, job.job_id))!);
}

export async function deletePathway(db: Db, viewer: LoadedUser, jobId: number): Promise<void> {
  const job = await pathwayForStaff(db, viewer, jobId);
  await store.deletePathway(db, job.job_id);
}

// Team ----------------------------------------------------------------------------------------

const member = (m: {
  job_team_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
}): PathwayTeamMember => ({
  job_team_id: m.job_team_id,
  user_id: m.user_id,
  first_name: m.first_name,
  last_name: m.last_name,
  email: m.email,
});

export async function listTeam(db: Db, viewer: LoadedUser, jobId: number): Promise<PathwayTeamMember[]> {
  const job = await pathwayForStaff(db, viewer, jobId);
  return (await jobTeam.listTeam(db, job.job_id)).map(member);
}

export async function addTeamMember(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  body: AddPathwayTeamMember,
): Promise<PathwayTeamMember> {
  const job = await pathwayForStaff(db, viewer, jobId);
  const user = await store.companyStaffByEmail(db, job.account_id, body.email);
  if (!user)
    throw new HttpError(404, ErrorCode.userNotFound, 'User not found', [{ prop: 'email', message: 'User not found' }]);
  // The requisition team's rule, one code path: names change only when both are given.
  return member(
    await jobTeam.addTeamMemberTo(db, viewer, job, {
      user_id: user.user_id,
      first_name: body.first_name,
      last_name: body.last_name,
    }),
  );
}

export async function removeTeamMember(db: Db, viewer: LoadedUser, jobId: number, jobTeamId: number): Promise<void> {
  const job = await pathwayForStaff(db, viewer, jobId);
  const found = await jobTeam.findTeamMember(db, jobTeamId);
  if (!found || found.job_id !== job.job_id) throw notFound('Team member not found');
  await jobTeam.removeTeamMember(db, viewer, jobTeamId);
}

// Participants --------------------------------------------------------------------------------

export async function listParticipants(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  filters: ParticipantListFilters,
): Promise<ParticipantPage> {
  const job = await pathwayForStaff(db, viewer, jobId);
  const page = filters.page ?? 1;
  const pageSize = filters.page_size ?? PATHWAY_DEFAULT_PAGE_SIZE;
  const { data, count } = await store.listParticipants(db, job.job_id, job.account_id, filters, page, pageSize);
  return { data, count, page, page_size: pageSize };
}

export async function participantCandidates(db: Db, viewer: LoadedUser, jobId: number, search: string | undefined) {
  const job = await pathwayForStaff(db, viewer, jobId);
  return store.participantCandidates(db, job.job_id, job.account_id, search);
}

/** Days the set-password link in a new participant's invitation works, as for staff. */
const PARTICIPANT_INVITATION_DAYS = 7;

export async function addParticipants(
  db: Db,
  config: Config,
  viewer: LoadedUser,
  jobId: number,
  body: AddParticipants,
): Promise<Participant[]> {
  const job = await pathwayForStaff(db, viewer, jobId);
  const ids = [...new Set(body.employee_ids)];
  const employees = await store.employeesOfAccount(db, job.account_id, ids);
  if (employees.length !== ids.length) throw notFound('Employee not found');
  const unreachable = employees.filter((e) => e.user_id === null && !e.email);
  if (unreachable.length > 0) {
    const names = unreachable.map((e) => `${e.first_name} ${e.last_name}`).join(', ');
    throw new HttpError(
      409,
      ErrorCode.employeeWithoutEmail,
      `${names} cannot be invited: no email. Add their email first.`,
      [{ prop: 'employee_ids', message: names }],
    );
  }
  // An employee without an account is the person who may already have one by that email (an applicant since hired).
  const accountOf = new Map<number, number | undefined>();
  for (const e of employees) accountOf.set(e.employee_id, e.user_id ?? (await userIdByEmail(db, e.email!)));
  const already = await store.activeTrackerUsers(
    db,
    job.job_id,
    [...accountOf.values()].filter((id) => id !== undefined),
  );
  const taking = employees.filter((e) => already.has(accountOf.get(e.employee_id)!));
  if (taking.length > 0) {
    const names = taking.map((e) => `${e.first_name} ${e.last_name}`).join(', ');
    throw new HttpError(409, ErrorCode.alreadyParticipant, `${names} already take part in this pathway.`, [
      { prop: 'employee_ids', message: names },
    ]);
  }
  const supervisor = body.supervisor_email || null;
  const refIds = await db.transaction().execute(async (trx) => {
    const sender = await invitationSender(trx, viewer.user_id, job.account_id);
    const made: string[] = [];
    const mails: TemplatedMailInput[] = [];
    for (const employee of employees) {
      let userId = accountOf.get(employee.employee_id);
      let startLink = `${config.publicUrl}${pathwayStartPath(job.uuid)}`;
      const language = asLanguage(employee.preferred_language ?? sender.language);
      let startStep = START_STEP[language].signIn;
      if (userId === undefined) {
        startStep = START_STEP[language].choosePassword(PARTICIPANT_INVITATION_DAYS);
        userId = await insertInvitedUser(trx, {
          email: employee.email!,
          first_name: employee.first_name,
          last_name: employee.last_name,
          preferred_language: null,
        });
        const token = newOpaqueToken();
        await insertInvitation(trx, {
          userId,
          accountId: job.account_id,
          invitedBy: viewer.user_id,
          token,
          days: PARTICIPANT_INVITATION_DAYS,
        });
        startLink = `${config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
      }
      if (employee.user_id === null) await store.linkEmployeeAccount(trx, employee.employee_id, userId);
      const tracker = await startTracker(trx, userId, job.uuid);
      await store.insertParticipant(trx, {
        ref_id: tracker.ref_id,
        job_id: job.job_id,
        employee_id: employee.employee_id,
        supervisor_email: supervisor ?? employee.supervisor_email,
        added_by: viewer.user_id,
      });
      await recordJobChange(trx, job, viewer, 'applied', {
        ref_id: tracker.ref_id,
        employee_id: employee.employee_id,
        added_by_staff: true,
      });
      made.push(tracker.ref_id);
      mails.push({
        slug: 'pathway_invitation',
        to: employee.account_email ?? employee.email!,
        language: employee.preferred_language ?? sender.language,
        values: {
          first_name: employee.first_name,
          inviter_name: sender.name,
          company_name: sender.companyName,
          pathway_name: job.title,
          invite_message: job.invite_message ?? '',
          start_link: startLink,
          link_days: String(PARTICIPANT_INVITATION_DAYS),
          start_step: startStep,
        },
        purpose: { reason: 'pathway_invitation', accountId: job.account_id, invitedBy: sender.name },
      });
    }
    await queueMail(trx, await templatedMails(trx, mails));
    return made;
  });
  return (await store.listParticipants(db, job.job_id, job.account_id, {}, 1, refIds.length, refIds)).data;
}

export async function removeParticipant(db: Db, viewer: LoadedUser, jobId: number, refId: string): Promise<void> {
  const job = await pathwayForStaff(db, viewer, jobId);
  const tracker = await store.findParticipantTracker(db, job.job_id, refId.toLowerCase());
  if (!tracker) throw notFound('Participant not found');
  await db.transaction().execute(async (trx) => {
    await store.removeTracker(trx, tracker.ref_id);
    await recordJobChange(trx, job, viewer, 'removed', { ref_id: tracker.ref_id });
  });
}
