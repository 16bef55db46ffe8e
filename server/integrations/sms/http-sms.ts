/**
 * The HTTP provider shape (D236), the plain JSON API most SMS gateways offer in some dialect:
 *   POST {address}/messages   Authorization: Bearer {api key}   {"from","to","text"}  -> 2xx {"id"}
 *   GET  {address}/account    Authorization: Bearer {api key}                       -> 2xx (the test)
 * Errors answer {"message"} (or {"error"}) with the status saying whose fault it is: 401/403 the
 * key, 400/422 the message itself (not retried), 429 and 5xx the provider (retried). Replies and
 * delivery reports come back signed to our webhook (server/modules/sms/sms-webhook.ts).
 */
import { assertReachable, SMS_TIMEOUT_MS, SmsError, type SmsAdapter, type SmsCredentials } from './sms-adapter.ts';

async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const said = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : '';
    if (said) return said.slice(0, 300);
  } catch {
    // Not JSON: the status line says enough.
  }
  return response.statusText || 'no reason given';
}

async function call(
  credentials: SmsCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const base = credentials.address.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(`${base}${path}`);
  } catch {
    throw new SmsError('The provider’s address is not a web address.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SmsError('The provider’s address must start with https://.');
  await assertReachable(url.hostname.replace(/^\[|\]$/g, ''));
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      headers: {
        authorization: `Bearer ${credentials.secret}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    const cause =
      error instanceof Error && error.name === 'TimeoutError'
        ? `did not answer within ${SMS_TIMEOUT_MS / 1000} seconds`
        : `could not be reached (${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message})`;
    throw new SmsError(`The provider at ${url.host} ${cause}.`);
  }
  if (response.status === 401 || response.status === 403)
    throw new SmsError(`The provider refused the API key (${response.status}): ${await reasonOf(response)}`);
  if (response.status === 400 || response.status === 422)
    throw new SmsError(`The provider refused the message (${response.status}): ${await reasonOf(response)}`, true);
  if (!response.ok) throw new SmsError(`The provider answered ${response.status}: ${await reasonOf(response)}`);
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new SmsError('The provider’s answer was not JSON.');
  }
}

export function httpSmsAdapter(credentials: SmsCredentials): SmsAdapter {
  return {
    async send(message) {
      const answer = (await call(credentials, 'POST', '/messages', {
        from: message.from,
        to: message.to,
        text: message.body,
      })) as { id?: unknown };
      if (typeof answer.id !== 'string' && typeof answer.id !== 'number')
        throw new SmsError('The provider accepted the message but gave no id for it.');
      return { providerId: String(answer.id) };
    },
    // The provider posts replies and reports to the webhook: nothing to fetch.
    poll: async () => [],
    async test() {
      await call(credentials, 'GET', '/account');
    },
  };
}
