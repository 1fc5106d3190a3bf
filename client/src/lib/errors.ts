import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

/** The server's error codes (GraphQL `extensions.code`, server/src/shared/errors.ts): a screen branches on these, never on an error's words. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BAD_USER_INPUT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_DECLINED'
  | 'NOT_CONFIGURED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** A validation detail the server attaches to BAD_USER_INPUT: `extensions.fields`. */
export interface FieldError {
  path: string;
  message: string;
}

export interface ApiErrorInfo {
  /** extensions.code of the first GraphQL error, if any */
  code: string | null;
  /** the first GraphQL error's message, or null for transport failures */
  message: string | null;
  /** field-level validation details from extensions.fields */
  fields: FieldError[];
  /** the request never got a GraphQL answer (offline, server down, bad gateway) */
  network: boolean;
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

function isFieldError(value: unknown): value is FieldError {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.path === 'string' && typeof v.message === 'string';
}

function fromGraphQLErrors(errors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>): ApiErrorInfo {
  const first = errors[0];
  const fields = errors.flatMap((e) => {
    const raw = e.extensions?.fields;
    return Array.isArray(raw) ? raw.filter(isFieldError) : [];
  });
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
  return { code, message: first?.message ?? null, fields, network: false };
}

/** Reads any error thrown by Apollo (mutation promise, hook `error`) into one shape. */
export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLErrors(error.errors);
  if (ServerError.is(error)) {
    // Non-2xx answers may still carry a GraphQL error body (e.g. 400 on invalid variables).
    try {
      const body = JSON.parse(error.bodyText) as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
      if (Array.isArray(body.errors) && body.errors.length > 0) return fromGraphQLErrors(body.errors);
    } catch {
      /* not JSON */
    }
    return { code: null, message: null, fields: [], network: true };
  }
  if (ServerParseError.is(error)) return { code: null, message: null, fields: [], network: true };
  return { code: null, message: null, fields: [], network: true };
}

/** Whether a failed call carries the server's `code`. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return apiErrorInfo(error).code === code;
}

/** The server's message about one input field (`extensions.fields`, path with or without the `input.` prefix), if any. */
export function fieldErrorOf(error: unknown, field: string): string | null {
  const found = apiErrorInfo(error).fields.find((f) => f.path === field || f.path === `input.${field}`);
  return found?.message ?? null;
}

/** A user-facing sentence for a failed call: server message, else the fallback; network errors say so. */
export function errorMessage(error: unknown, fallback: string): string {
  const info = apiErrorInfo(error);
  if (info.network) return NETWORK_ERROR_MESSAGE;
  return info.message || fallback;
}
