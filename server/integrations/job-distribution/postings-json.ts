/**
 * The "postings JSON" push shape (D239), the one most job distributors document in some dialect:
 * a REST resource of postings under the board's API address, the API key as a bearer token.
 *
 *   GET    {base}/account          200 {"name"}                        the credentials' check
 *   POST   {base}/postings         201 {"id","status","url"}           create; 200 with the same id
 *                                                                     when the reference is known
 *   PUT    {base}/postings/{id}    200 {"id","status","url"}           replace
 *   DELETE {base}/postings/{id}    204 (404: already gone)             close
 *   GET    {base}/postings/{id}    200 {"id","status","url","reason"}  state now
 *
 * `status` is pending (in the board's review), live, rejected (with `reason`) or closed. Failures
 * answer an HTTP status with {"error":{"code","message"}}; the message is shown to staff as the
 * board's reason. 408, 429 and 5xx, a refused connection and no answer within the time limit are
 * worth retrying; any other refusal needs a change first. Redirects are not followed.
 */
import { OutboundAddressError, publicAddressesOf } from '../outbound-address.ts';
import {
  BoardError,
  type BoardAdapter,
  type BoardConnection,
  type RemotePosting,
  type RemoteState,
} from './board-adapter.ts';

/**
 * A company admin types the board's address and the server calls it, so by default it may not point
 * inside our network (JOB_BOARD_ALLOW_PRIVATE=1 allows it and plain http: tests, an internal
 * board); each call waits at most JOB_BOARD_TIMEOUT_MS. Set once from the config when the app is built.
 */
const policy = { allowPrivate: false, timeoutMs: 10_000 };
export function setJobBoardNetworkPolicy(next: { allowPrivate: boolean; timeoutMs: number }): void {
  Object.assign(policy, next);
}
export const jobBoardNetworkPolicy = (): Readonly<typeof policy> => policy;

const STATES: readonly RemoteState[] = ['pending', 'live', 'rejected', 'closed'];
const MAX_REASON = 500;

async function refusedAddress(endpointUrl: string): Promise<string | undefined> {
  const url = new URL(endpointUrl);
  if (policy.allowPrivate) return undefined;
  if (url.protocol !== 'https:') return 'The board’s API address must start with https://.';
  try {
    await publicAddressesOf(url.hostname);
    return undefined;
  } catch (error) {
    if (!(error instanceof OutboundAddressError)) throw error;
    return error.reason === 'private'
      ? 'The board’s API address points to a private network address.'
      : 'The board’s API address was not found.';
  }
}

function reasonOf(status: number, body: string): string {
  let said = '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown };
    const message = parsed.error?.message ?? parsed.message;
    if (typeof message === 'string') said = message.trim();
  } catch {
    // Not JSON: the status alone speaks.
  }
  const base = status === 401 || status === 403 ? 'The board refused the API key' : `The board answered ${status}`;
  return (said ? `${base}: ${said}` : `${base}.`).slice(0, MAX_REASON);
}

async function call(
  connection: BoardConnection,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const refused = await refusedAddress(connection.endpointUrl);
  if (refused) throw new BoardError(refused, false);
  const base = connection.endpointUrl.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(policy.timeoutMs),
      headers: {
        authorization: `Bearer ${connection.apiKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new BoardError(
      timedOut
        ? `The board did not answer within ${policy.timeoutMs / 1000} s.`
        : `The board could not be reached${cause ? ` (${cause})` : ''}.`,
      true,
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new BoardError('The board’s answer broke off.', true);
  }
  if (response.status >= 300 && response.status < 400)
    throw new BoardError(`The board answered ${response.status} (a redirect, not followed).`, false);
  if (response.status >= 400) {
    const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
    throw new BoardError(reasonOf(response.status, text), retryable, response.status);
  }
  return { status: response.status, text };
}

function remoteOf(text: string): RemotePosting {
  let parsed: { id?: unknown; status?: unknown; url?: unknown; reason?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new BoardError('The board’s answer was not the JSON it documents.', false);
  }
  const id = typeof parsed.id === 'number' ? String(parsed.id) : parsed.id;
  if (typeof id !== 'string' || id === '' || id.length > 200 || !STATES.includes(parsed.status as RemoteState))
    throw new BoardError('The board’s answer did not name the posting’s id and state.', false);
  return {
    remoteId: id,
    state: parsed.status as RemoteState,
    url: typeof parsed.url === 'string' && /^https?:\/\//.test(parsed.url) ? parsed.url.slice(0, 2000) : '',
    reason: typeof parsed.reason === 'string' ? parsed.reason.slice(0, MAX_REASON) : '',
  };
}

const postingPath = (remoteId: string) => `/postings/${encodeURIComponent(remoteId)}`;

export const postingsJsonAdapter: BoardAdapter = {
  async test(connection) {
    const { text } = await call(connection, 'GET', '/account');
    try {
      const name = (JSON.parse(text) as { name?: unknown }).name;
      return typeof name === 'string' ? name.slice(0, 200) : '';
    } catch {
      throw new BoardError('The board’s answer was not the JSON it documents.', false);
    }
  },
  async publish(connection, posting, remoteId) {
    const { text } = remoteId
      ? await call(connection, 'PUT', postingPath(remoteId), posting)
      : await call(connection, 'POST', '/postings', posting);
    return remoteOf(text);
  },
  async close(connection, remoteId) {
    try {
      await call(connection, 'DELETE', postingPath(remoteId));
    } catch (error) {
      if (error instanceof BoardError && error.httpStatus === 404) return;
      throw error;
    }
  },
  async status(connection, remoteId) {
    return remoteOf((await call(connection, 'GET', postingPath(remoteId))).text);
  },
};

/** Every push shape by the name a board row keeps (job_boards.push_shape). */
export const ADAPTERS: Readonly<Record<'postings-json', BoardAdapter>> = { 'postings-json': postingsJsonAdapter };
