import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { CONNECTION_LOST_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, DomainError, isConnectionLost, refusalOf } from '../shared/errors';
import type { Logger } from 'pino';
import { currentRequest } from '../observability/request-context';
import { countError } from '../observability/metrics';

/** GraphQL's own "Did you mean ...?" hints name fields, arguments, types and enum values of the schema. */
const SUGGESTION = /\s*Did you mean .*\?$/s;

/** A GraphQL-raised error without its suggestions of schema names. */
function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  return SUGGESTION.test(formatted.message) ? { ...formatted, message: formatted.message.replace(SUGGESTION, '') } : formatted;
}

/**
 * One place that turns errors into what a GraphQL client sees; unknown faults are hidden.
 * With hideSchemaDetails (introspection off), errors GraphQL raises for a malformed operation
 * (validation, variable coercion) carry no suggestions of field, argument, type or value names.
 */
export function makeFormatError(log: Logger, opts: { hideSchemaDetails: boolean }) {
  const graphqlError = opts.hideSchemaDetails ? withoutSuggestions : (formatted: GraphQLFormattedError) => formatted;
  const format = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    const original = refusalOf(unwrapped) ?? unwrapped;
    if (original instanceof DomainError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: {
          code: original.code,
          ...(original.fields.length ? { fields: original.fields } : {}),
          ...(original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
        },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const fields = original.extensions.validationErrors?.flatMap((e) =>
        Object.values(e.constraints ?? {}).map((message) => ({ path: e.property, message })),
      );
      return { message: fields?.[0]?.message ?? 'Invalid input', path: formatted.path, extensions: { code: 'BAD_USER_INPUT', fields } };
    }
    const code = formatted.extensions?.code;
    // type-graphql's authorization failure: the viewer is signed in but lacks the role.
    if (code === 'UNAUTHORIZED') return { message: 'You do not have access to this', path: formatted.path, extensions: { code: 'FORBIDDEN' } };
    if (code === 'UNAUTHENTICATED') return { message: 'Please sign in to continue', path: formatted.path, extensions: { code } };
    // Errors GraphQL itself raises for a malformed operation, and type-graphql's auth errors, are safe to show.
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return graphqlError(formatted);
    if (original instanceof GraphQLError && !original.originalError) return graphqlError(formatted);
    if (isConnectionLost(original)) {
      log.warn({ err: original }, 'database connection lost during a GraphQL operation');
      return { message: CONNECTION_LOST_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: DATABASE_RETRY_AFTER_SECONDS } };
    }
    log.error({ err: original }, 'unexpected error in GraphQL operation');
    return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
  // Every error names its request (the X-Request-Id of the answer and of its log lines) and is counted by code.
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const out = format(formatted, error);
    const code = typeof out.extensions?.code === 'string' ? out.extensions.code : 'UNKNOWN';
    countError('graphql', code);
    const request = currentRequest();
    return request ? { ...out, extensions: { ...out.extensions, requestId: request.requestId } } : out;
  };
}
