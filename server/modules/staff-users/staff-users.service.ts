/**
 * Rules for a company's staff users: invitations by one-time link, role flags, deactivation that
 * ends sessions at once, and a company never left without someone holding company_settings_access.
 */
import type { AccessSubject } from '../../../contracts/access.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import type { Config } from '../../config.ts';
import type { InviteStaff, RoleFlags, StaffUser } from '../../../contracts/staff-users.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMail } from '../../integrations/mail-template/templated-mail.ts';
import { assertPasswordRule, hashPassword, revokeAllForUser, setPasswordHash } from '../auth/index.ts';
import { newOpaqueToken } from '../../secrets/opaque-token.ts';
import { audit } from '../../audit/audit-trail.ts';
import * as store from './staff-users.store.ts';
import { findCustomRole } from './custom-roles.store.ts';
import { assertMayChange, assertMayGrant } from './grant-rules.ts';
import { leaveCompanyPanels } from '../interview-scheduling/index.ts';

const INVITATION_DAYS = 7;

const staffNotFound = () => notFound('User not found');

async function requireStaff(db: Db, accountId: number, userId: number): Promise<StaffUser> {
  const staff = await store.findStaff(db, accountId, userId);
  if (!staff) throw staffNotFound();
  return staff;
}

/**
 * Runs `change` (in the caller's transaction, the company's people locked) and refuses it, undoing
 * it with the transaction, when it leaves the company with nobody active (signed up, not
 * deactivated) holding company_settings_access where there was someone before (D213).
 */
export async function keepingSettingsHolder<T>(trx: Db, accountId: number, change: () => Promise<T>): Promise<T> {
  // So two owners cannot each remove the other's settings access at once.
  await lockCompany(trx, accountId);
  const before = (await store.settingsHolderIds(trx, accountId)).length;
  const result = await change();
  if (before > 0 && (await store.settingsHolderIds(trx, accountId)).length === 0)
    throw new HttpError(
      409,
      ErrorCode.lastSettingsAccess,
      'The company needs at least one active person with company settings access. Give that access to someone else first.',
    );
  return result;
}

/** `inviter`: the flags the invitation gives must be theirs to give (grant-rules.ts). */
export async function inviteStaff(
  db: Db,
  config: Config,
  accountId: number,
  inviter: AccessSubject & { user_id: number },
  body: InviteStaff,
): Promise<StaffUser> {
  const inviterId = inviter.user_id;
  const customRole = body.role_id === undefined ? undefined : await findCustomRole(db, accountId, body.role_id);
  assertMayGrant(inviter, accountId, customRole?.flags ?? body.flags);
  const userId = await db.transaction().execute((trx) => inviteStaffIn(trx, config, accountId, inviterId, body));
  return requireStaff(db, accountId, userId);
}

/**
 * Invites inside the caller's transaction (a new company and its owner are made together): the
 * person, their flags, the one-time link and its mail. Returns the new person's id.
 */
export async function inviteStaffIn(
  trx: Db,
  config: Config,
  accountId: number,
  inviterId: number,
  body: InviteStaff,
): Promise<number> {
  const existing = await store.userIdByEmail(trx, body.email);
  if (existing !== undefined) {
    if (await store.findStaff(trx, accountId, existing)) {
      const message = 'This person is already a user of your company.';
      throw new HttpError(409, ErrorCode.alreadyStaff, message, [{ prop: 'email', message }]);
    }
    // Same answer whoever owns the address, so no other company shows through.
    const message = 'This email address cannot be invited. Please use another one.';
    throw new HttpError(409, ErrorCode.emailUnavailable, message, [{ prop: 'email', message }]);
  }
  const customRole = body.role_id === undefined ? undefined : await findCustomRole(trx, accountId, body.role_id);
  if (body.role_id !== undefined && !customRole) {
    const message = 'Choose one of your company’s roles.';
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
      { prop: 'role_id', message },
    ]);
  }
  const token = newOpaqueToken();
  const id = await store.insertInvitedUser(trx, {
    email: body.email,
    first_name: body.first_name,
    last_name: body.last_name,
    preferred_language: null,
  });
  if (customRole) await store.giveRole(trx, accountId, id, customRole.role_id);
  else await store.setFlags(trx, accountId, id, body.flags);
  await store.insertInvitation(trx, { userId: id, accountId, invitedBy: inviterId, token, days: INVITATION_DAYS });
  const sender = await store.invitationSender(trx, inviterId, accountId);
  const link = `${config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
  const mail = await templatedMail(trx, {
    slug: 'staff_invitation',
    to: body.email,
    language: sender.language,
    values: {
      first_name: body.first_name,
      last_name: body.last_name,
      inviter_name: sender.name,
      company_name: sender.companyName,
      invitation_link: link,
      link_days: String(INVITATION_DAYS),
    },
    purpose: { reason: 'staff_invitation', accountId, invitedBy: sender.name },
  });
  await queueMail(trx, mail);
  await audit(trx, { event: 'staff_invited', actorUserId: inviterId, subjectUserId: id, accountId });
  return id;
}

export async function changeFlags(
  db: Db,
  accountId: number,
  actor: AccessSubject & { user_id: number },
  userId: number,
  flags: RoleFlags,
): Promise<StaffUser> {
  const actorId = actor.user_id;
  const previous = await db.transaction().execute(async (trx) => {
    const before = (await requireStaff(trx, accountId, userId)).flags;
    assertMayChange(actor, accountId, before);
    assertMayGrant(actor, accountId, flags, before);
    await keepingSettingsHolder(trx, accountId, () => store.setFlags(trx, accountId, userId, flags));
    return before;
  });
  await audit(db, {
    event: 'staff_flags_changed',
    actorUserId: actorId,
    subjectUserId: userId,
    accountId,
    details: { flags, previous_flags: previous },
  });
  return requireStaff(db, accountId, userId);
}

export async function setActive(
  db: Db,
  accountId: number,
  actor: AccessSubject & { user_id: number },
  userId: number,
  active: boolean,
): Promise<StaffUser> {
  const actorId = actor.user_id;
  await db.transaction().execute(async (trx) => {
    assertMayChange(actor, accountId, (await requireStaff(trx, accountId, userId)).flags);
    if (active) return store.setDeactivated(trx, userId, false);
    await keepingSettingsHolder(trx, accountId, () => store.setDeactivated(trx, userId, true));
    if (userId === actorId)
      throw new HttpError(
        409,
        ErrorCode.selfDeactivation,
        'You cannot deactivate your own account. Ask another person with company settings access.',
      );
    await revokeAllForUser(trx, userId);
  });
  await audit(db, {
    event: active ? 'staff_reactivated' : 'staff_deactivated',
    actorUserId: actorId,
    subjectUserId: userId,
    accountId,
  });
  return requireStaff(db, accountId, userId);
}

/**
 * Removes a person from the company: their roles there end, and so do their sessions (staff of
 * several companies sign in again). Refused for oneself and for the last active holder of company
 * settings access; the person's history stays.
 */
export async function removeStaff(
  db: Db,
  accountId: number,
  actor: AccessSubject & { user_id: number },
  userId: number,
): Promise<void> {
  const actorId = actor.user_id;
  await db.transaction().execute(async (trx) => {
    assertMayChange(actor, accountId, (await requireStaff(trx, accountId, userId)).flags);
    await keepingSettingsHolder(trx, accountId, () => store.removeFromCompany(trx, accountId, userId));
    if (userId === actorId)
      throw new HttpError(
        409,
        ErrorCode.selfRemoval,
        'You cannot remove yourself from the company. Ask another person with company settings access.',
      );
    await store.leaveCompanyTeams(trx, accountId, userId);
    await leaveCompanyPanels(trx, accountId, userId);
    await revokeAllForUser(trx, userId);
  });
  await audit(db, { event: 'staff_removed', actorUserId: actorId, subjectUserId: userId, accountId });
}

export async function acceptInvitation(
  db: Db,
  body: { token: string; password: string; password_confirmation: string },
): Promise<{ email: string }> {
  assertPasswordRule(body.password, body.password_confirmation);
  const passwordHash = await hashPassword(body.password);
  const invited = await store.consumeInvitation(db, body.token);
  if (!invited)
    throw new HttpError(
      400,
      ErrorCode.invalidInvitation,
      'This invitation link is invalid or has expired. Ask your company for a new one.',
    );
  await setPasswordHash(db, invited.user_id, passwordHash);
  await audit(db, {
    event: 'staff_invitation_accepted',
    actorUserId: invited.user_id,
    subjectUserId: invited.user_id,
    accountId: invited.account_id,
  });
  return { email: invited.email };
}
