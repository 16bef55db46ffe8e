/** A browser's WebAuthn answer, apart so the sign-in, the two-factor page and step-up (D262) share it. */
import * as z from 'zod/mini';

const b64 = (max: number) => z.string().check(z.maxLength(max), z.regex(/^[A-Za-z0-9_-]*={0,2}$/));

/**
 * A browser's WebAuthn answer as @simplewebauthn/browser hands it over (registration or sign-in).
 * Sizes leave room for post-quantum keys: an ML-DSA signature is over 3 KB.
 */
export const PasskeyResponseSchema = z.object({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64(8000),
    attestationObject: z.optional(b64(30_000)),
    authenticatorData: z.optional(b64(8000)),
    signature: z.optional(b64(10_000)),
    userHandle: z.optional(b64(400)),
    transports: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(b64(4000)),
  }),
  authenticatorAttachment: z.optional(z.string().check(z.maxLength(40))),
  clientExtensionResults: z.optional(z.record(z.string(), z.unknown())),
});
export type PasskeyResponse = z.infer<typeof PasskeyResponseSchema>;
