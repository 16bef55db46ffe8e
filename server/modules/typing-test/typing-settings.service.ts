/**
 * A company's typing-test settings (contracts/typing-test-settings.ts, decision D148): passages
 * judged whole and audited; a passage a candidate already typed is never rewritten (its results
 * name it), so editing one archives it and adds the edited copy. The provider's passages are read
 * only. Who may is declared on the endpoints (contracts/typing-test-settings.ts): settings
 * access manages (`company-settings`), requisition rights read (`company-templates`).
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { DEFAULT_TYPING_DURATION_SECONDS } from '../../../contracts/typing-test.ts';
import {
  typingDefaultsProblems,
  typingPassageProblems,
  type ListTypingPassages,
  type SaveTypingDefaults,
  type SaveTypingPassage,
  type TypingDefaults,
  type TypingPassage,
  type TypingSettingsProblem,
} from '../../../contracts/typing-test-settings.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { resourceNotFound } from '../../http/resource-access.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './typing-settings.store.ts';

export const PROVIDER_DEFAULTS: TypingDefaults = {
  duration_seconds: DEFAULT_TYPING_DURATION_SECONDS,
  min_net_wpm: null,
  min_accuracy: null,
};

const refuse = (problems: TypingSettingsProblem[]) =>
  new HttpError(
    400,
    ErrorCode.validation,
    'Please check the highlighted fields.',
    problems.map(({ prop, message }) => ({ prop, message })),
  );

/** The company's defaults, or the product's when it has set none. */
export async function companyDefaults(db: Db, accountId: number): Promise<TypingDefaults> {
  return (await store.defaultsOf(db, accountId)) ?? PROVIDER_DEFAULTS;
}

export async function saveDefaults(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  body: SaveTypingDefaults,
): Promise<TypingDefaults> {
  const value = {
    duration_seconds: body.duration_seconds,
    min_net_wpm: body.min_net_wpm,
    min_accuracy: body.min_accuracy,
  };
  const problems = typingDefaultsProblems(value);
  if (problems.length > 0) throw refuse(problems);
  await store.saveDefaults(db, accountId, value);
  await audit(db, {
    event: 'typing_defaults_changed',
    actorUserId: viewer.user_id,
    accountId,
    details: value,
  });
  return value;
}

export async function listPassages(db: Db, query: ListTypingPassages) {
  return store.listPassages(db, query);
}

function judged(body: SaveTypingPassage) {
  const { value, problems } = typingPassageProblems(body);
  if (problems.length > 0) throw refuse(problems);
  return value;
}

/**
 * The company's own passage the access layer checked (the endpoint's `resource`: another company's
 * or the provider's is "not found"), locked; 404 when it went since.
 */
async function checkedPassage(db: Db, id: number): Promise<TypingPassage & { account_id: number }> {
  const found = await store.passageById(db, id, true);
  if (!found || found.account_id === null) throw resourceNotFound('typing-passage');
  return found as TypingPassage & { account_id: number };
}

export async function createPassage(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  body: SaveTypingPassage,
): Promise<TypingPassage> {
  const value = judged(body);
  return db.transaction().execute(async (trx) => {
    const id = await store.insertPassage(trx, accountId, value);
    await audit(trx, {
      event: 'typing_passage_created',
      actorUserId: viewer.user_id,
      accountId,
      details: { typing_passage_id: id, title: value.title },
    });
    return (await store.passageById(trx, id))!;
  });
}

export async function updatePassage(
  db: Db,
  viewer: LoadedUser,
  id: number,
  body: SaveTypingPassage,
): Promise<TypingPassage> {
  return db.transaction().execute(async (trx) => {
    const found = await checkedPassage(trx, id);
    const value = judged(body);
    let savedId = id;
    if (value.text !== found.text && (await store.isTyped(trx, id))) {
      // Past results keep the passage they were typed from: the edit becomes a new passage.
      await store.setArchived(trx, id, true);
      savedId = await store.insertPassage(trx, found.account_id, value);
    } else {
      await store.updatePassage(trx, id, value);
    }
    await audit(trx, {
      event: 'typing_passage_changed',
      actorUserId: viewer.user_id,
      accountId: found.account_id,
      details: { typing_passage_id: id, saved_as: savedId },
    });
    return (await store.passageById(trx, savedId))!;
  });
}

export async function archivePassage(
  db: Db,
  viewer: LoadedUser,
  id: number,
  archived: boolean,
): Promise<TypingPassage> {
  return db.transaction().execute(async (trx) => {
    const found = await checkedPassage(trx, id);
    await store.setArchived(trx, id, archived);
    await audit(trx, {
      event: archived ? 'typing_passage_archived' : 'typing_passage_restored',
      actorUserId: viewer.user_id,
      accountId: found.account_id,
      details: { typing_passage_id: id },
    });
    return (await store.passageById(trx, id))!;
  });
}
