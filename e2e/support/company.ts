/**
 * A company of a journey's own: the provider admin creates it with its owner (with the admin's own
 * proof, D283), the owner accepts the mailed invitation and sets DEMO_PASSWORD. No other journey,
 * and no earlier try of the same journey, signs in as this owner or writes to this company: a
 * journey whose figures count everything a company holds gives the same answer on its retry.
 */
import { expect, request, type APIRequestContext } from './test.ts';
import { DEMO_PASSWORD, demo } from './demo-users.ts';
import { ROLE_FLAGS } from '../../contracts/user.ts';

export interface OwnCompany {
  /** The owner's address; the password is DEMO_PASSWORD. */
  email: string;
  /** Signed in as the owner (bearer token). */
  api: APIRequestContext;
  accountId: number;
}

interface SignedIn {
  token: string;
  user: { roles: { account_id: number }[] };
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Creates `<name> <stamp>` with its owner `<local>-<stamp>@<domain>` and returns the owner signed in. */
export async function ownCompany(baseURL: string, name: string, owner: { email: string; first: string; last: string }) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const [local, domain] = owner.email.split('@');
  const email = `${local}-${stamp}@${domain}`;
  const anonymous = await request.newContext({ baseURL });
  const signInAs = async (address: string) =>
    data<SignedIn>(await anonymous.post('/api/auth/v1/login/', { data: { email: address, password: DEMO_PASSWORD } }));
  const admin = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${(await signInAs(demo.admin)).token}` },
  });
  await data(
    await admin.post('/api/admin/v1/customers/', {
      data: {
        name: `${name} ${stamp}`,
        company_size: 1,
        email,
        first_name: owner.first,
        last_name: owner.last,
        feature_flags: [],
        proof: { password: DEMO_PASSWORD },
      },
    }),
  );
  await acceptInvitation(anonymous, admin, email);
  const signedIn = await signInAs(email);
  await Promise.all([anonymous.dispose(), admin.dispose()]);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${signedIn.token}` } });
  return { email, api, accountId: signedIn.user.roles[0]!.account_id } satisfies OwnCompany;
}

/** Accepts the invitation mailed to `email` (read from the mail log by the provider admin), setting DEMO_PASSWORD. */
async function acceptInvitation(anonymous: APIRequestContext, admin: APIRequestContext, email: string) {
  const mails = await data<{ data: { mail_id: number }[] }>(
    await admin.get(`/api/admin/v1/mail-log/?search=${encodeURIComponent(email)}`),
  );
  const mail = await data<{ text_body: string }>(await admin.get(`/api/admin/v1/mail-log/${mails.data[0]!.mail_id}/`));
  const token = new URL(mail.text_body.match(/https?:\/\/\S+\/accept-invitation\S+/)![0]).searchParams.get('token');
  await data(
    await anonymous.post('/api/account/v1/invitation/accept/', {
      data: { token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    }),
  );
}

/**
 * A member of the company's staff with the role flags `on` (the rest off), invited by its owner;
 * the invitation is accepted with DEMO_PASSWORD. Returns the member signed in and their user id.
 */
export async function ownStaff(
  baseURL: string,
  company: OwnCompany,
  person: { email: string; first: string; last: string },
  on: (typeof ROLE_FLAGS)[number][],
) {
  const flags = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, on.includes(flag)]));
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const [local, domain] = person.email.split('@');
  const email = `${local}-${stamp}@${domain}`;
  const invited = await data<{ user_id: number }>(
    await company.api.post(`/api/account/v1/${company.accountId}/users/`, {
      data: { email, first_name: person.first, last_name: person.last, flags },
    }),
  );
  const anonymous = await request.newContext({ baseURL });
  const admin = await request.newContext({
    baseURL,
    extraHTTPHeaders: {
      Authorization: `Bearer ${
        (
          await data<SignedIn>(
            await anonymous.post('/api/auth/v1/login/', { data: { email: demo.admin, password: DEMO_PASSWORD } }),
          )
        ).token
      }`,
    },
  });
  await acceptInvitation(anonymous, admin, email);
  const signedIn = await data<SignedIn>(
    await anonymous.post('/api/auth/v1/login/', { data: { email, password: DEMO_PASSWORD } }),
  );
  await Promise.all([anonymous.dispose(), admin.dispose()]);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${signedIn.token}` } });
  return { email, api, userId: invited.user_id };
}
