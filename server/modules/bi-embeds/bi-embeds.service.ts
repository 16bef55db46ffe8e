/**
 * Embedded BI dashboards (contracts/bi-embeds.ts, decision D235). The settings endpoints' company
 * was checked by their 'company-settings' permission, the dashboards area's by 'company-dashboard'
 * or, for a requisition, by 'job-team' (the job rule, 404 for a job the viewer may not work on);
 * here only that the embed is that company's (404 otherwise) and of the right scope. Every write
 * checks the whole body first, refuses with every problem and writes nothing; changes are audited.
 * The secret key never leaves the server: it signs a ten-minute HS256 token in Metabase's static
 * embedding format whose params lock the company (and requisition).
 */
import { SignJWT } from 'jose';
import {
  BI_EMBED_NAME_MAX,
  BI_EMBED_SCOPES,
  BI_EMBED_SECRET_MAX,
  BI_EMBED_TOKEN_SECONDS,
  BI_EMBED_URL_MAX,
  BI_EMBEDS_PER_COMPANY_MAX,
  type BiEmbed,
  type BiEmbedEntry,
  type BiEmbedScope,
  type BiEmbedUrl,
  type SaveBiEmbed,
} from '../../../contracts/bi-embeds.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { OutboundAddressError, publicAddressesOf } from '../../integrations/outbound-address.ts';
import type { StaffJob } from '../../http/team-access.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './bi-embeds.store.ts';

const embedNotFound = () => notFound('Dashboard not found');

function viewOf(row: store.EmbedRow): BiEmbed {
  return {
    embed_id: row.embed_id,
    account_id: row.account_id,
    name: row.name,
    site_url: row.site_url,
    dashboard: row.dashboard,
    scope: row.scope,
    has_secret: !row.secret.isEmpty,
    status: row.status,
    last_error: row.last_error,
    checked_at: row.checked_at ? new Date(row.checked_at).toISOString() : null,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** An http(s) address without query, fragment or credentials; the trailing slash dropped. */
function siteUrl(raw: string): string | undefined {
  const value = raw.trim();
  if (!/^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/i.test(value)) return undefined;
  try {
    return new URL(value).href.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

function clean(body: SaveBiEmbed, existing: store.EmbedRow | undefined): store.EmbedWrite {
  const errors: { prop: string; message: string }[] = [];
  const name = body.name.trim();
  if (name === '') errors.push({ prop: 'name', message: 'Enter a name for the dashboard.' });
  else if (name.length > BI_EMBED_NAME_MAX)
    errors.push({ prop: 'name', message: `A name can be at most ${BI_EMBED_NAME_MAX} characters.` });
  const site = siteUrl(body.site_url);
  if (site === undefined || site.length > BI_EMBED_URL_MAX)
    errors.push({ prop: 'site_url', message: 'Enter the BI server’s address, starting with https:// or http://.' });
  if (!Number.isInteger(body.dashboard) || body.dashboard < 1 || body.dashboard > 2_147_483_647)
    errors.push({ prop: 'dashboard', message: 'Enter the dashboard’s number on the BI server (1 or more).' });
  const scope = (BI_EMBED_SCOPES as readonly string[]).includes(body.scope) ? (body.scope as BiEmbedScope) : undefined;
  if (!scope) errors.push({ prop: 'scope', message: 'Choose where the dashboard is shown.' });
  const secret = body.secret.trim();
  if (secret === '' && !existing)
    errors.push({ prop: 'secret', message: 'Enter the embedding secret key from the BI server.' });
  else if (secret.length > BI_EMBED_SECRET_MAX)
    errors.push({ prop: 'secret', message: `A secret key can be at most ${BI_EMBED_SECRET_MAX} characters.` });
  if (errors.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
  return {
    name,
    site_url: site!,
    dashboard: body.dashboard,
    scope: scope!,
    secret: secret === '' ? existing!.secret : secret,
  };
}

/** What the audit log keeps of a change: never the secret, only whether it changed. */
const audited = (values: store.EmbedWrite, secretChanged: boolean) => ({
  name: values.name,
  site_url: values.site_url,
  dashboard: values.dashboard,
  scope: values.scope,
  secret_changed: secretChanged,
});

export async function list(db: Db, accountId: number): Promise<BiEmbed[]> {
  return (await store.listOfAccount(db, accountId)).map(viewOf);
}

export async function create(db: Db, viewer: LoadedUser, accountId: number, body: SaveBiEmbed): Promise<BiEmbed> {
  const values = clean(body, undefined);
  const embedId = await db.transaction().execute(async (trx) => {
    if ((await store.countOfAccount(trx, accountId)) >= BI_EMBEDS_PER_COMPANY_MAX) {
      throw new HttpError(
        409,
        ErrorCode.conflict,
        `A company can embed at most ${BI_EMBEDS_PER_COMPANY_MAX} dashboards: remove one first.`,
      );
    }
    const id = await store.insert(trx, accountId, values);
    await audit(trx, {
      event: 'bi_embed_added',
      actorUserId: viewer.user_id,
      accountId,
      details: { embed_id: id, ...audited(values, true) },
    });
    return id;
  });
  return viewOf((await store.findOfAccount(db, accountId, embedId))!);
}

export async function update(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  embedId: number,
  body: SaveBiEmbed,
): Promise<BiEmbed> {
  const existing = await store.findOfAccount(db, accountId, embedId);
  if (!existing) throw embedNotFound();
  const values = clean(body, existing);
  await db.transaction().execute(async (trx) => {
    await store.update(trx, existing, values, values.site_url !== existing.site_url);
    await audit(trx, {
      event: 'bi_embed_changed',
      actorUserId: viewer.user_id,
      accountId,
      details: { embed_id: embedId, ...audited(values, values.secret !== existing.secret) },
    });
  });
  return viewOf((await store.findOfAccount(db, accountId, embedId))!);
}

export async function remove(db: Db, viewer: LoadedUser, accountId: number, embedId: number): Promise<{ ok: boolean }> {
  const existing = await store.findOfAccount(db, accountId, embedId);
  if (!existing) throw embedNotFound();
  await db.transaction().execute(async (trx) => {
    await store.remove(trx, embedId);
    await audit(trx, {
      event: 'bi_embed_removed',
      actorUserId: viewer.user_id,
      accountId,
      details: { embed_id: embedId, name: existing.name, site_url: existing.site_url },
    });
  });
  return { ok: true };
}

const entries = (rows: store.EmbedRow[]): BiEmbedEntry[] => rows.map((r) => ({ embed_id: r.embed_id, name: r.name }));

export async function companyEntries(db: Db, accountId: number): Promise<BiEmbedEntry[]> {
  return entries(await store.listOfAccount(db, accountId, 'company'));
}

export async function requisitionEntries(db: Db, job: StaffJob): Promise<BiEmbedEntry[]> {
  return entries(await store.listOfAccount(db, job.account_id, 'requisition'));
}

/** Metabase's static embedding address: the dashboard, with its locked params signed by the company's key. */
export async function signedUrl(
  row: store.EmbedRow,
  params: Record<string, number>,
  now = new Date(),
): Promise<BiEmbedUrl> {
  const exp = Math.floor(now.valueOf() / 1000) + BI_EMBED_TOKEN_SECONDS;
  const token = await new SignJWT({ resource: { dashboard: row.dashboard }, params })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.valueOf() / 1000))
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(row.secret.reveal()));
  return {
    url: `${row.site_url}/embed/dashboard/${token}#bordered=true&titled=true`,
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

export async function companyUrl(db: Db, accountId: number, embedId: number): Promise<BiEmbedUrl> {
  const row = await store.findOfAccount(db, accountId, embedId);
  if (!row || row.scope !== 'company') throw embedNotFound();
  return signedUrl(row, { account_id: accountId });
}

export async function requisitionUrl(db: Db, job: StaffJob, embedId: number): Promise<BiEmbedUrl> {
  const row = await store.findOfAccount(db, job.account_id, embedId);
  if (!row || row.scope !== 'requisition') throw embedNotFound();
  return signedUrl(row, { account_id: job.account_id, job_id: job.job_id });
}

const CHECK_TIMEOUT_MS = 5000;

/**
 * A company admin types the BI server's address, and the test fetches it from the server, so by
 * default it may not point inside our network (BI_ALLOW_PRIVATE=1 allows it: tests, an internal
 * Metabase). Set once from the config when the app is built. Redirects are not followed.
 */
let allowPrivate = false;
export function setBiNetworkPolicy(policy: { allowPrivate: boolean }): void {
  allowPrivate = policy.allowPrivate;
}

async function unreachableReason(siteUrl: string): Promise<string | undefined> {
  if (allowPrivate) return undefined;
  try {
    await publicAddressesOf(new URL(siteUrl).hostname);
    return undefined;
  } catch (error) {
    if (!(error instanceof OutboundAddressError)) throw error;
    return error.reason === 'private'
      ? 'The BI server’s address points to a private network address.'
      : 'The BI server’s address was not found.';
  }
}

/** GET `${site_url}/api/health` (Metabase answers 200 {"status":"ok"}); the result recorded on the embed. */
export async function checkEmbed(db: Db, row: store.EmbedRow): Promise<{ ok: boolean; reason: string }> {
  let result: { ok: boolean; reason: string };
  const refused = await unreachableReason(row.site_url);
  if (refused !== undefined) {
    await store.recordCheck(db, row.embed_id, { ok: false, reason: refused });
    return { ok: false, reason: refused };
  }
  try {
    const response = await fetch(`${row.site_url}/api/health`, {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      redirect: 'manual',
    });
    const body = await response.text().catch(() => '');
    if (response.status !== 200) result = { ok: false, reason: `The BI server answered ${response.status}.` };
    else if (!/"status"\s*:\s*"ok"/.test(body))
      result = { ok: false, reason: 'The BI server answered, but not that it is healthy.' };
    else result = { ok: true, reason: '' };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    result = {
      ok: false,
      reason: timedOut
        ? 'The BI server did not answer in time.'
        : `The BI server could not be reached${cause ? ` (${cause})` : ''}.`,
    };
  }
  await store.recordCheck(db, row.embed_id, result);
  return result;
}
