/**
 * What every kind of company template shares (scoring criteria, screening questions, messages):
 * one not-found for a template out of reach and one refusal for a taken name; the company row is
 * locked (lockCompany, server/db/company-lock.ts) while a new template's name is checked, so two
 * creates cannot both take it. Who may read and change templates (D140) is declared on their
 * endpoints: `company-settings` to change them, `company-templates` (settings or requisition
 * access) to read them to start from. Their create, change and delete share one shape
 * (templateChanges): one transaction, the template reloaded and locked, the change audited.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { audit } from '../../audit/audit-trail.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';

/** The 404 for a template out of reach (server/http/resource-access.ts answers the same). */
export const templateNotFound = () => notFound('Template not found');

const NAME_TAKEN = 'Another template already has this name.';

/** Refuses a name another template of the company already has (the client shows it by the name field). */
export function assertNameFree(taken: boolean): void {
  if (taken) throw new HttpError(409, ErrorCode.nameTaken, NAME_TAKEN, [{ prop: 'name', message: NAME_TAKEN }]);
}

/**
 * A template the access layer checked (the endpoint's `resource`, decision D219), as reloaded in
 * the change's transaction: 404 when it went since.
 */
export function stillThere<T>(found: T | undefined): T {
  if (!found) throw templateNotFound();
  return found;
}

/** How one kind of template is named in the audit trail and read back. */
export interface TemplateKind<T extends { account_id: number; name: string }> {
  /** The audit events' stem and the details' id key: `<noun>_created`, `<noun>_id`. */
  noun: 'message_template' | 'scoring_template' | 'screening_template';
  /** The template by id, its row locked when `lock` (for a change). */
  templateById(db: Db, id: number, lock?: boolean): Promise<T | undefined>;
  deleteTemplate(db: Db, id: number): Promise<void>;
}

/**
 * A kind of template's create, change and delete, each one transaction audited as
 * `<noun>_created`, `_changed` and `_deleted`; what differs between kinds (judging the body,
 * which rows to write) is the caller's `write`.
 */
export function templateChanges<T extends { account_id: number; name: string }>(kind: TemplateKind<T>) {
  const idOf = (id: number) => ({ [`${kind.noun}_id`]: id });
  /** The template the access layer checked, reloaded and locked in the change's transaction (404 when it went). */
  const checked = async (trx: Db, id: number): Promise<T> => stillThere(await kind.templateById(trx, id, true));
  return {
    checked,
    /** A new template of the company, under its lock; `write` checks the name and inserts, giving the new id and name. */
    async create(
      db: Db,
      viewer: LoadedUser,
      accountId: number,
      write: (trx: Db) => Promise<{ id: number; name: string }>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await lockCompany(trx, accountId);
        const { id, name } = await write(trx);
        await audit(trx, {
          event: `${kind.noun}_created`,
          actorUserId: viewer.user_id,
          accountId,
          details: { ...idOf(id), name },
        });
        return (await kind.templateById(trx, id))!;
      });
    },
    /** A change of template `id`; `write` returns whether it changed anything (only a change is audited). */
    async update(db: Db, viewer: LoadedUser, id: number, write: (trx: Db, found: T) => Promise<boolean>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const found = await checked(trx, id);
        if (await write(trx, found))
          await audit(trx, {
            event: `${kind.noun}_changed`,
            actorUserId: viewer.user_id,
            accountId: found.account_id,
            details: idOf(id),
          });
        return (await kind.templateById(trx, id))!;
      });
    },
    async remove(db: Db, viewer: LoadedUser, id: number): Promise<{ deleted: number }> {
      return db.transaction().execute(async (trx) => {
        const found = await checked(trx, id);
        await kind.deleteTemplate(trx, id);
        await audit(trx, {
          event: `${kind.noun}_deleted`,
          actorUserId: viewer.user_id,
          accountId: found.account_id,
          details: { ...idOf(id), name: found.name },
        });
        return { deleted: id };
      });
    },
  };
}
