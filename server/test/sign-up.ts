/**
 * Signing up as a person does (D242): the form, which answers 202, then the 6-digit code from the
 * mail. The one way tests, kits and benches make a candidate through the API.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { CreateAccount } from '../../contracts/auth.ts';
import type { Db } from '../db/database.ts';
import type { RequestInit } from './test-app.ts';

export const SIGN_UP_CODE_SUBJECT = 'Your Assay sign-up code';
type SignUpForm = Omit<CreateAccount, 'preferred_language'> & { preferred_language?: 'en' | 'es' | 'fr' };

/** The code of the newest sign-up mail to the address, read from the outbox (as e2e reads it: six digits alone). */
export async function signUpCodeFromOutbox(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('reason', '=', 'sign_up_code')
    .orderBy('mail_id', 'desc')
    .executeTakeFirst();
  const code = row?.text_body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-up code was mailed to ${email}`);
  return code;
}

/** The app in this process: starts the sign-up, reads the code from the outbox, confirms; answers the confirmation (201 and a session). */
export async function signUp(
  t: { request(init: RequestInit): Promise<LightMyRequestResponse>; db: Db },
  body: SignUpForm,
  options: { ip?: string } = {},
): Promise<LightMyRequestResponse> {
  const started = await t.request({ method: 'POST', url: '/api/auth/v1/create/', body, ip: options.ip });
  if (started.statusCode !== 202) throw new Error(`sign-up of ${body.email}: ${started.statusCode} ${started.body}`);
  const email: string = started.json().data.email;
  const code = await signUpCodeFromOutbox(t.db, email);
  return t.request({ method: 'POST', url: '/api/auth/v1/create/confirm/', body: { email, code }, ip: options.ip });
}

/** The code in a server's console output after `from` (without SMTP_URL, server/main.ts prints the platform's mail). */
export function signUpCodeFromConsole(output: string, email: string, from = 0): string | undefined {
  const marker = `to ${email}: ${SIGN_UP_CODE_SUBJECT}`;
  const at = output.indexOf(marker, from);
  return at < 0 ? undefined : output.slice(at + marker.length).match(/\b(\d{6})\b/)?.[1];
}

/**
 * A server in another process (`base`: http://host:port) that runs without SMTP_URL, whose
 * console `output` the caller collects: answers the confirmation's Response.
 */
export async function signUpOverHttp(
  base: string,
  body: SignUpForm,
  output: () => string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const post = (path: string, json: unknown) =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    });
  const from = output().length;
  const started = await post('/auth/v1/create/', body);
  if (started.status !== 202) throw new Error(`sign-up of ${body.email}: ${started.status} ${await started.text()}`);
  const { email } = ((await started.json()) as { data: { email: string } }).data;
  const deadline = Date.now() + 15_000;
  let code: string | undefined;
  while (!(code = signUpCodeFromConsole(output(), email, from))) {
    if (Date.now() > deadline) throw new Error(`no sign-up code for ${email} in the server's output`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return post('/auth/v1/create/confirm/', { email, code });
}
