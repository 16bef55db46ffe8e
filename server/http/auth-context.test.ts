import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, verifyHs256 } from './auth-context.ts';

const SECRET = 'a-test-secret-of-reasonable-length-0123456789';
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed by hand, so the header and claims can be anything. */
function handMade(header: unknown, claims: unknown, secret = SECRET, algorithm = 'sha256'): string {
  const signingInput = `${b64(header)}.${b64(claims)}`;
  return `${signingInput}.${createHmac(algorithm, secret).update(signingInput).digest('base64url')}`;
}

describe('access token verification (HS256 with node:crypto)', () => {
  const signer = createTokenSigner(SECRET, 900);

  it('given a token this signer made, then its user and issue time come back', async () => {
    const token = await signer.sign(42);
    const claims = await signer.verify(token);
    expect(claims).toEqual({ userId: 42, issuedAt: expect.any(Number) });
    expect(Math.abs(claims!.issuedAt! - now())).toBeLessThanOrEqual(1);
  });

  it('given a token jose signed with the same key and claims, then it verifies as before', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(key);
    expect(await signer.verify(token)).toMatchObject({ userId: 7 });
  });

  it('given an expired token (exp now or past), then nobody', async () => {
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuedAt(now() - 120)
      .setExpirationTime(now() - 60)
      .sign(key);
    expect(await signer.verify(expired)).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS256' }, { sub: '42', exp: now() }))).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS256' }, { sub: '42', exp: now() + 60 }))).toEqual({ userId: 42 });
  });

  it('given a token without a numeric exp, or not yet valid (nbf), or with a non-numeric iat, then nobody', async () => {
    expect(await signer.verify(handMade({ alg: 'HS256' }, { sub: '42' }))).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS256' }, { sub: '42', exp: String(now() + 60) }))).toBeUndefined();
    expect(
      await signer.verify(handMade({ alg: 'HS256' }, { sub: '42', exp: now() + 60, nbf: now() + 30 })),
    ).toBeUndefined();
    expect(
      await signer.verify(handMade({ alg: 'HS256' }, { sub: '42', exp: now() + 60, iat: 'yesterday' })),
    ).toBeUndefined();
  });

  it('given a tampered token (another user in the claims, a changed or re-spelled signature), then nobody', async () => {
    const token = await signer.sign(42);
    const [header, , signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const otherUser = `${header}.${b64({ ...claims, sub: '1' })}.${signature}`;
    expect(await signer.verify(otherUser)).toBeUndefined();
    const lastChar = signature!.at(-1) === 'A' ? 'B' : 'A';
    expect(await signer.verify(`${token.slice(0, -1)}${lastChar}`)).toBeUndefined();
    expect(await signer.verify(`${token}=`)).toBeUndefined();
    expect(await signer.verify(`${token}.`)).toBeUndefined();
    expect(await signer.verify(token.slice(0, -2))).toBeUndefined();
  });

  it('given a token signed with another key, then nobody', async () => {
    expect(
      await signer.verify(handMade({ alg: 'HS256' }, { sub: '42', exp: now() + 60 }, 'another-secret')),
    ).toBeUndefined();
    expect(await createTokenSigner('another-secret', 900).verify(await signer.sign(42))).toBeUndefined();
  });

  it('given another algorithm in the header (none, HS512, RS256) or a crit header, then nobody', async () => {
    const claims = { sub: '42', exp: now() + 60 };
    expect(await signer.verify(`${b64({ alg: 'none' })}.${b64(claims)}.`)).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS512' }, claims, SECRET, 'sha512'))).toBeUndefined();
    // Signed with the right HMAC but claiming another algorithm: still refused.
    expect(await signer.verify(handMade({ alg: 'HS512' }, claims))).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'RS256' }, claims))).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS256', crit: ['exp'] }, claims))).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS256' }, claims))).toEqual({ userId: 42 });
  });

  it('given garbage, a non-object payload or a subject that is not a whole number, then nobody', async () => {
    for (const token of ['', 'abc', 'a.b.c', 'a.b', '....', 'Bearer x.y.z', 'é.é.é'])
      expect(await signer.verify(token)).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS256' }, [1, 2]))).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS256' }, { sub: 'admin', exp: now() + 60 }))).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS256' }, { sub: '4.5', exp: now() + 60 }))).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'HS256' }, { exp: now() + 60 }))).toBeUndefined();
  });

  it('verifyHs256 takes the clock it is given', () => {
    const token = handMade({ alg: 'HS256' }, { sub: '1', exp: 1000 });
    expect(verifyHs256(token, Buffer.from(SECRET), 999)).toMatchObject({ sub: '1' });
    expect(verifyHs256(token, Buffer.from(SECRET), 1000)).toBeUndefined();
  });
});
