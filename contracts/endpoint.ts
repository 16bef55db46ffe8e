/**
 * One declaration per endpoint, shared by the server (registers it, validates with it, documents
 * it in OpenAPI) and the browser (calls it, types the answer). zod/mini keeps the browser bundle
 * small; fastify-type-provider-zod accepts it because both speak zod/v4/core.
 */
import * as z from 'zod/mini';
import { PERMISSIONS, type AuthLevel, type PermissionName, type ResourceRef } from './permissions.ts';

export type { AuthLevel } from './permissions.ts';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a contract file writes: everything but the auth level, which the permission decides. */
export interface EndpointDeclaration<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** Path below /api exactly as the spec's catalogue, with {name} placeholders. */
  path: string;
  /** The permission the caller needs (contracts/permissions.ts), enforced by server/http/endpoint-access.ts. */
  access: PermissionName;
  /** For a `company` permission: the path parameter naming the company, when it is not `accountId`. */
  companyParam?: 'id';
  /** For a `company` permission: the record the path names, whose company is the one checked (contracts/permissions.ts). */
  resource?: ResourceRef;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The payload inside the `{ data }` envelope. */
  response: R;
}

export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> extends EndpointDeclaration<P, Q, B, R> {
  /** The permission's level (file routes that answer outside registerEndpoint check it themselves). */
  auth: AuthLevel;
}

export function defineEndpoint<
  P extends z.ZodMiniType = z.ZodMiniNever,
  Q extends z.ZodMiniType = z.ZodMiniNever,
  B extends z.ZodMiniType = z.ZodMiniNever,
  R extends z.ZodMiniType = z.ZodMiniNever,
>(endpoint: EndpointDeclaration<P, Q, B, R>): Endpoint<P, Q, B, R> {
  const { resource } = endpoint;
  if (resource && (PERMISSIONS[endpoint.access].whose !== 'company' || !endpoint.path.includes(`{${resource.param}}`)))
    throw new Error(`${endpoint.path}: a resource needs a company permission and its {${resource.param}} in the path`);
  return { ...endpoint, auth: PERMISSIONS[endpoint.access].level };
}

/**
 * What the browser calls: an endpoint's method and path, typed by the endpoint (`endpoint` exists
 * only in the type). src/lib/api-routes.gen.ts holds one per endpoint (scripts/api-routes.ts).
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly endpoint?: E;
  /** Keeps full endpoints (and their schemas) out of browser calls. */
  readonly response?: never;
}

/** The endpoint an EndpointRoute stands for; an Endpoint stands for itself. */
type Unrouted<E> = E extends { readonly endpoint?: infer X } ? (X extends Endpoint ? X : E) : E;

export type ParamsOf<E> =
  Unrouted<E> extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.infer<P> : never;
export type QueryOf<E> =
  Unrouted<E> extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.infer<Q> : never;
export type BodyOf<E> =
  Unrouted<E> extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.infer<B> : never;
export type ResponseOf<E> =
  Unrouted<E> extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.infer<R> : never;

/** `/user/v1/{userId}/` with `{ userId: 7 }` -> `/user/v1/7/` (values URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's syntax for the same path: `{userId}` -> `:userId`. */
export function toRoutePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export const ErrorItemSchema = z.object({ prop: z.string(), message: z.string() });
/** The one error shape every failing request answers with. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.optional(z.array(ErrorItemSchema)),
  /** The request's id (also the X-Request-Id header), to find it in the server's logs. */
  request_id: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const OkSchema = z.object({ ok: z.boolean() });
