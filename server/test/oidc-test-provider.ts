/**
 * A real OpenID Connect provider (the oidc-provider package) run in the test process, for the
 * single sign-on tests (D121). Its sign-in page takes any login as the account's email; the
 * accounts map gives some of them other claims (an unverified email, no names). `codeFlow` walks
 * the authorization-code flow with PKCE the way a browser would and returns the ID token.
 */
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestClient {
  client_id: string;
  redirect_uris: string[];
}

export interface OidcTestProvider {
  issuer: string;
  port: number;
  close(): Promise<void>;
  /** Signs in at the provider as `login` and redeems the code: the token response and the code. */
  codeFlow(options: {
    login: string;
    clientId: string;
    redirectUri: string;
    nonce: string;
    /** More authorization request parameters: `max_age`, `prompt` (a step-up's fresh sign-in, D286). */
    extra?: Record<string, string>;
  }): Promise<{ idToken: string; code: string; redeem(): Promise<Response> }>;
  /** An ID token signed with the provider's own key but claims of the test's choosing (an expired one, say). */
  signIdToken(claims: Record<string, unknown>): Promise<string>;
}

const KID = 'assay-test-key';

/** `accessTokenSeconds`: how long its access tokens live (an hour unless a test needs a renewal soon). */
export async function startOidcProvider(options: {
  port?: number;
  clients: TestClient[];
  accounts?: Record<string, TestAccountClaims>;
  accessTokenSeconds?: number;
}): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const issuer = `http://localhost:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const accounts = options.accounts ?? {};

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      ...c,
      token_endpoint_auth_method: 'none',
      response_types: ['code'],
      grant_types: ['authorization_code', 'refresh_token'],
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Real providers (Okta, Entra ID) put the email in the ID token; so does this one.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: {
      Interaction: 3600,
      Grant: 3600,
      Session: 3600,
      AccessToken: options.accessTokenSeconds ?? 3600,
      IdToken: 3600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const account = accounts[sub] ?? {};
        return {
          sub,
          email: account.email ?? sub,
          email_verified: account.email_verified ?? true,
          given_name: account.given_name,
          family_name: account.family_name,
        };
      },
    }),
    // A first-party client: no consent screen, the grant is made on the spot.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid profile email offline_access');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  async function codeFlow({
    login,
    clientId,
    redirectUri,
    nonce,
    extra = {},
  }: {
    login: string;
    clientId: string;
    redirectUri: string;
    nonce: string;
    extra?: Record<string, string>;
  }) {
    const cookies = new Map<string, string>();
    const go = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(new URL(url, issuer), {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';')[0] ?? '';
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    };
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const query = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: redirectUri,
      nonce,
      state: 'test',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    let response = await go(`/auth?${query}`);
    const interaction = response.headers.get('location')!;
    response = await go(interaction, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    response = await go(response.headers.get('location')!);
    const back = new URL(response.headers.get('location')!, issuer);
    const code = back.searchParams.get('code');
    if (!code) throw new Error(`the provider did not send a code: ${back}`);
    const redeem = () =>
      fetch(new URL('/token', issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: verifier,
        }).toString(),
      });
    const tokens = await redeem();
    if (!tokens.ok) throw new Error(`token endpoint answered ${tokens.status}: ${await tokens.text()}`);
    return { idToken: ((await tokens.json()) as { id_token: string }).id_token, code, redeem };
  }

  return {
    issuer,
    port,
    codeFlow,
    async signIdToken(claims) {
      const key = await importJWK(jwk, 'RS256');
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID }).sign(key);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
