/**
 * Signing up by emailed code (D242): `POST /api/auth/v1/create/` answers 202 and creates nothing;
 * it mails the address a 6-digit code, and `POST /api/auth/v1/create/confirm/` with that code
 * creates the account, answering 201 `{ token, user }` with the refresh cookie, as sign-up used to.
 * The code comes from the run's mail sink (mailbox.ts).
 */
import { expect, request, type APIRequestContext, type Page } from './test.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { mails, waitForMail, waitForMails, type Mail } from './mailbox.ts';

export const SIGN_UP_CODE_SUBJECT = 'Your Assay sign-up code';
/** The code's mail is in the address's language: the candidate's preferred one, or the page's. */
export const SIGN_UP_CODE_SUBJECTS =
  /^(Your Assay sign-up code|Tu código de registro de Assay|Votre code d’inscription Assay)$/;

export interface SignUpBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  preferred_language?: 'en' | 'es' | 'fr';
}

export interface SignedUp {
  token: string;
  user: { user_id: number };
}

/** The code in a sign-up mail's plain text. */
export function signUpCodeOf(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the sign-up mail to ${mail.envelope.to.join(', ')}: ${mail.text}`);
  return code;
}

/** The code of the newest sign-up mail to `email`, once it has arrived. */
export async function signUpCode(email: string): Promise<string> {
  return signUpCodeOf(await waitForMail(email, { subject: SIGN_UP_CODE_SUBJECTS }));
}

/**
 * Signs `body.email` up through the API: create (202), the mailed code, confirm (201). `from` is
 * the base URL (a request context of its own, disposed after) or a request context to post from,
 * which then holds the refresh cookie as after the old one-step sign-up.
 */
export async function signUpByApi(from: string | APIRequestContext, body: SignUpBody): Promise<SignedUp> {
  const api = typeof from === 'string' ? await request.newContext({ baseURL: from }) : from;
  try {
    // A code mailed to this address before (none for a fresh one) is not this sign-up's.
    const codeMail = { to: body.email, subject: SIGN_UP_CODE_SUBJECTS };
    const before = (await mails(codeMail)).length;
    const created = await api.post('/api/auth/v1/create/', { data: body });
    expect(created.status(), await created.text()).toBe(202);
    const code = signUpCodeOf((await waitForMails(codeMail, before + 1)).at(-1)!);
    const confirmed = await api.post('/api/auth/v1/create/confirm/', { data: { email: body.email, code } });
    expect(confirmed.status(), await confirmed.text()).toBe(201);
    return ((await confirmed.json()) as { data: SignedUp }).data;
  } finally {
    if (typeof from === 'string') await api.dispose();
  }
}

/**
 * A new candidate who has applied to `jobUuid`, made through the API (sign-up by code, then the
 * tracker's join): the journeys that start from a candidate rather than from signing up. Resolves
 * to the address, whose password is the demo's.
 */
export async function candidateWhoApplied(
  baseURL: string,
  { email, jobUuid }: { email: string; jobUuid: string },
): Promise<string> {
  const anonymous = await request.newContext({ baseURL });
  const { token, user } = await signUpByApi(anonymous, {
    first_name: 'Lea',
    last_name: 'Twodevices',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const joined = await api.post(`/api/user/v1/progress-tracker/user/${user.user_id}/`, { data: { job_uuid: jobUuid } });
  expect(joined.ok(), await joined.text()).toBe(true);
  await Promise.all([anonymous.dispose(), api.dispose()]);
  return email;
}

/** What the second step says, in the page's language (English by default). */
export interface SignUpCodeTexts {
  heading: string;
  codeLabel: string;
  createAccount: string;
}

export const SIGN_UP_CODE_TEXTS_EN: SignUpCodeTexts = {
  heading: 'Check your email',
  codeLabel: 'Code from the email',
  createAccount: 'Create account',
};

/**
 * The sign-up form's second step, after its first step was sent for `email`: waits for "Check your
 * email", types the mailed code and presses "Create account"; the app then goes on where sign-up
 * used to.
 */
export async function enterSignUpCode(
  page: Page,
  email: string,
  texts: SignUpCodeTexts = SIGN_UP_CODE_TEXTS_EN,
): Promise<void> {
  await expect(page.getByRole('heading', { name: texts.heading })).toBeVisible();
  const code = await signUpCode(email);
  const field = page.getByLabel(texts.codeLabel);
  await field.fill(code);
  // The first step's button has the same name; this is the one beside the code.
  await page
    .locator('form')
    .filter({ has: field })
    .getByRole('button', { name: texts.createAccount, exact: true })
    .click();
}
