import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { UserIdParams, UserSchema } from './user.ts';

const email = z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254));
const password = z.string().check(z.minLength(1), z.maxLength(256));
const name = z.string().check(z.trim(), z.minLength(2), z.maxLength(100));

export const LoginBody = z.object({ email, password });
/** The refresh token is not here: it travels only in its HttpOnly cookie (D205). */
export const SessionResponse = z.object({ token: z.string(), user: UserSchema });
export type Session = z.infer<typeof SessionResponse>;

export const CreateAccountBody = z.object({
  first_name: name,
  last_name: name,
  email,
  password,
  password_confirmation: password,
  preferred_language: z.optional(z.enum(['en', 'es', 'fr'])),
});
export type CreateAccount = z.infer<typeof CreateAccountBody>;

/** The address the sign-up code went to, normalised; the same answer for a new and a known address (D242). */
export const SignUpStartedResponse = z.object({ email: z.string() });
export const ConfirmSignUpBody = z.object({
  email,
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
});
export type ConfirmSignUp = z.infer<typeof ConfirmSignUpBody>;

export const RefreshBody = z.object({ refresh: z.optional(z.string().check(z.maxLength(200))) });
/**
 * A new access token and, when the session's user loads with it, that user as GET /auth/v1/ would
 * answer: a page load that restores its session asks once, not twice (D251).
 */
export const TokenPairResponse = z.object({ token: z.string(), user: z.optional(UserSchema) });

export const ForgotPasswordBody = z.object({ email });
export const ResetPasswordBody = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(64)),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password,
  password_confirmation: password,
});
export const ChangePasswordBody = z.object({
  current_password: password,
  password,
  password_confirmation: password,
});

export const currentUser = defineEndpoint({
  method: 'GET',
  path: '/auth/v1/',
  access: 'signed-in',
  summary: 'The signed-in user, from the access token',
  response: UserSchema,
});

/** A session, or (an account with a second factor) the sign-in's second step (D204). */
export const LoginResponse = z.union([
  SessionResponse,
  z.object({
    second_factor: z.object({
      challenge: z.string(),
      methods: z.array(z.enum(['totp', 'passkey', 'recovery_code'])),
      passkey_options: z.nullable(z.record(z.string(), z.unknown())),
    }),
  }),
]);
export type LoginResult = z.infer<typeof LoginResponse>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/login/',
  access: 'public',
  summary:
    'Sign in with email and password; sets the refresh cookie, or answers the second step when the account has a second factor',
  body: LoginBody,
  response: LoginResponse,
});

export const createAccount = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/create/',
  access: 'public',
  summary:
    'Start a candidate sign-up: answers 202 with the address, the same for a new and a known one; a new address is mailed a 6-digit code (15 minutes), a known one a notice to its owner (D242)',
  body: CreateAccountBody,
  response: SignUpStartedResponse,
});

export const confirmSignUp = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/create/confirm/',
  access: 'public',
  summary:
    'Finish a sign-up with the emailed code: creates the candidate account and signs in (201, sets the refresh cookie); creating it accepts the current terms of use and privacy policy (the form asks for that consent), recorded per version; 400 invalid_sign_up_code otherwise',
  body: ConfirmSignUpBody,
  response: SessionResponse,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/logout/',
  access: 'public',
  summary:
    'Sign out: ends the session of the refresh token (body or cookie) and of the bearer access token, and clears the cookie; the body may be left out (an API client holding only its bearer token)',
  // Fastify hands a missing body to the validator as null: read as an empty one.
  body: z.pipe(
    z.union([RefreshBody, z.null()]),
    z.transform((body) => body ?? {}),
  ),
  response: OkSchema,
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/forgot-password/',
  access: 'public',
  summary: 'Mail a reset link when the account exists; answers the same either way',
  body: ForgotPasswordBody,
  response: OkSchema,
});

export const tokenRefresh = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/token-refresh/',
  access: 'public',
  summary: 'Rotate the refresh token (body or cookie) for a new access token, with the signed-in user',
  body: RefreshBody,
  response: TokenPairResponse,
});

export const resetPassword = defineEndpoint({
  method: 'PUT',
  path: '/auth/v1/reset-password/',
  access: 'public',
  summary: 'Set a new password with the emailed reset token',
  body: ResetPasswordBody,
  response: OkSchema,
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/auth/v1/change-password/{userId}/',
  access: 'signed-in',
  summary: 'Change your own password; 400 when the current one is wrong',
  params: UserIdParams,
  body: ChangePasswordBody,
  response: OkSchema,
});

export const authEndpoints = [
  currentUser,
  login,
  createAccount,
  confirmSignUp,
  logout,
  forgotPassword,
  tokenRefresh,
  resetPassword,
  changePassword,
];
