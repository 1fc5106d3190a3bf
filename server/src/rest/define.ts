import { z } from 'zod';
import type { AppContext } from '../graphql/context';
import type { Viewer } from '../modules/auth/viewer';
import { parseDollars } from '../domain/money';
import { fieldError } from '../shared/errors';

/**
 * One REST route, declared once: the Express route (rest/mount.ts) and its OpenAPI
 * operation (rest/openapi.ts) are both generated from this.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route, as TypeGraphQL's @Authorized: nobody signed in, anyone signed in, admins only. */
export type Access = 'public' | 'signed_in' | 'admin';

/** The operation's context: the same as GraphQL's, plus the viewer (throws 401 when nobody is signed in). */
export interface RouteContext extends AppContext {
  readonly me: Viewer;
}

type AnyZod = z.ZodType;
type Out<S> = S extends AnyZod ? z.output<S> : Record<string, never>;

export interface RouteInput<P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

export interface RouteExamples {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface RouteSpec<P extends AnyZod | undefined, Q extends AnyZod | undefined, B extends AnyZod | undefined> {
  method: Method;
  /** OpenAPI style: /api/clients/{id} */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** Success status; 200 unless given. */
  status?: number;
  response: { description: string; schema?: AnyZod };
  /** Error statuses this route answers besides 401/403/422 (for the document). */
  errors?: number[];
  /** Service field names to this route's payload names in 422 details ({ reason: 'adminNotes' }). */
  fieldNames?: Record<string, string>;
  /** Body fields the service requires although the schema lets them through (so its own messages answer): documented as required. */
  requiredBody?: string[];
  /** Examples for the document: parameter values and a body (the rest are made from the schemas). */
  examples?: RouteExamples;
  handle(ctx: RouteContext, input: RouteInput<P, Q, B>): Promise<unknown>;
}

export interface RouteDef {
  method: Method;
  path: string;
  tag: string;
  summary: string;
  access: Access;
  params?: AnyZod;
  query?: AnyZod;
  body?: AnyZod;
  status?: number;
  response: { description: string; schema?: AnyZod };
  errors?: number[];
  fieldNames?: Record<string, string>;
  requiredBody?: string[];
  examples?: RouteExamples;
  handle(ctx: RouteContext, input: { params: unknown; query: unknown; body: unknown }): Promise<unknown>;
}

/** Declares a route; the generics give the handler typed params, query and body. */
export function route<P extends AnyZod | undefined = undefined, Q extends AnyZod | undefined = undefined, B extends AnyZod | undefined = undefined>(
  spec: RouteSpec<P, Q, B>,
): RouteDef {
  return spec as unknown as RouteDef;
}

// Schemas shared by many routes.

/** A positive integer id from a path or query string. */
export const zId = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: zId });
/** The spec's cache-busting parameter, accepted and ignored. */
export const zCacheBust = z.string().max(100).optional().meta({ description: 'Cache-busting value; ignored', example: '1714000000000' });

/** A date a week from now (YYYY-MM-DD), for examples that must lie in the future. */
export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
/** A dollar amount as a number or text ("102.99"), at most two decimals. */
export const zDollars = z.union([z.number(), z.string().max(32).trim()]).describe('Dollars, at most two decimals; a number or text');
/** An integer sent as a number or as digits ("7"). */
export const zInt = z.union([z.number().int(), z.string().max(12).trim().regex(/^-?\d{1,9}$/, 'Expected a whole number').transform(Number)]);

/** Dollars (number or text) to integer cents; a wrong amount is a 422 on that field. */
export function centsOf(value: number | string, path: string): number {
  try {
    return parseDollars(value, path);
  } catch (err) {
    throw fieldError(path, err instanceof Error ? err.message : `${path} must be a dollar amount`);
  }
}

/**
 * A word of a closed vocabulary, from the same list as the entity's CHECK constraint and the
 * GraphQL enum: "", " ", a word in another case or any other word is a 422 naming the field.
 */
export const zWord = <const T extends readonly [string, ...string[]]>(words: T) =>
  z.enum(words, { error: () => `Must be one of ${words.join(', ')}` });

/** Text that may be null or absent. */
export const zText = (max: number) => z.string().max(max).nullish();

/** {error, message, details}: every error answer of the REST layer. */
export const ErrorBody = z
  .object({
    error: z.string().describe('What went wrong, for a person'),
    message: z.string().describe('The same text (older clients read message)'),
    code: z.string().optional().describe('A stable code: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT...'),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional().describe('Per-field problems (422)'),
    requestId: z.string().optional().describe('The X-Request-Id of the call, as the logs name it'),
  })
  .meta({ id: 'Error', description: 'Every error answer of the REST layer' });

export const SuccessBody = z.object({ success: z.literal(true) });
