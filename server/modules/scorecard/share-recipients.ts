/**
 * Who a scorecard may be mailed to (D205): the company's own active staff, or an address
 * at a domain the company allows (account preference SCORECARD_SHARE_DOMAINS, comma-separated,
 * set by the company's admins on /settings/security, D212). Outsiders at an allowed domain get the link without the
 * sharer's message: no free text leaves the company. Anyone else is refused, and nothing is sent.
 */
import type { Db } from '../../db/database.ts';
import { AccountSecurityErrorCode } from '../../../contracts/account-security-codes.ts';
import { HttpError } from '../../http/http-error.ts';
import { shareDomainsOf } from './share-domains.store.ts';

export interface ShareRecipient {
  to: string;
  /** A member of the company's staff: the only recipients who read the sharer's message. */
  isColleague: boolean;
}

export async function checkShareRecipients(
  db: Db,
  accountId: number,
  addresses: readonly string[],
): Promise<ShareRecipient[]> {
  const colleagues = new Set(
    (
      await db
        .selectFrom('users')
        .innerJoin('user_roles', 'user_roles.user_id', 'users.user_id')
        .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
        .select((eb) => eb.fn<string>('lower', ['users.email']).as('email'))
        .where('roles.account_id', '=', accountId)
        .where('users.deactivated_at', 'is', null)
        .where((eb) =>
          eb(
            eb.fn('lower', ['users.email']),
            'in',
            addresses.map((a) => a.toLowerCase()),
          ),
        )
        .execute()
    ).map((row) => row.email),
  );
  const allowedDomains = new Set(await shareDomainsOf(db, accountId));
  const recipients = addresses.map((to) => ({ to, isColleague: colleagues.has(to.toLowerCase()) }));
  const refused = recipients.filter(
    (r) => !r.isColleague && !allowedDomains.has(r.to.slice(r.to.lastIndexOf('@') + 1).toLowerCase()),
  );
  if (refused.length > 0) {
    const message = `A scorecard can be shared only with people of your company or at a domain your company allows. Not allowed: ${refused.map((r) => r.to).join(', ')}.`;
    throw new HttpError(400, AccountSecurityErrorCode.shareRecipientNotAllowed, message, [
      { prop: 'recipients', message },
    ]);
  }
  return recipients;
}
