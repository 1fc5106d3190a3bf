import { GraphQLError, printSchema, type GraphQLSchema, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import type { AppContext } from './context';

type Gateway = ApolloServerOptionsWithGateway<AppContext>['gateway'];

interface CompiledError {
  message: string;
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
  extensions?: Record<string, unknown>;
  originalError?: unknown;
}

/**
 * graphql-jit reports errors with a class of its own; Apollo and the app's error formatter
 * (graphql/format-error.ts) read graphql-js's GraphQLError and the error a resolver threw
 * (originalError). Each error becomes a GraphQLError with the same message, path, locations,
 * extensions and original error.
 */
function asGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  // graphql-jit's errors pass `instanceof GraphQLError` but carry no extensions: each is rebuilt.
  const errors = result.errors.map((raw) => {
    const e = raw as unknown as CompiledError;
    const original = e.originalError instanceof Error ? e.originalError : undefined;
    const converted = new GraphQLError(e.message, { path: e.path, originalError: original, extensions: e.extensions ?? (original as { extensions?: Record<string, unknown> } | undefined)?.extensions });
    if (e.locations) Object.defineProperty(converted, 'locations', { value: e.locations, enumerable: true });
    return converted;
  });
  return { ...result, errors };
}

/** Compiled operations kept per process (the least recently compiled goes first). */
const MAX_COMPILED = 500;

/**
 * Executes HTTP operations with graphql-jit: each distinct operation is compiled once into a
 * function specialised to its selection, instead of graphql-js walking the selection field by
 * field for every item of every list (about a third of a signed-in queue page's time). Parsing,
 * validation, the operation guards (graphql/limits.ts) and the plugins stay Apollo's; only the
 * execution step is this one, plugged in through Apollo's executor interface (the gateway
 * option) with the app's own schema. Subscriptions over the websocket keep graphql-js.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  const compiled = new Map<string, CompiledQuery>();
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async load() {
      return {
        executor: async (request) => {
          const key = `${request.queryHash}\n${request.operationName ?? ''}`;
          let query = compiled.get(key);
          if (!query) {
            const result = compileQuery(schema, request.document, request.operationName ?? undefined);
            // A document that cannot execute (an unknown operation name): the errors, as graphql-js gives them.
            if (!isCompiledQuery(result)) return result;
            if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value as string);
            compiled.set(key, (query = result));
          }
          return asGraphQLErrors(await query.query(undefined, request.context, request.request.variables ?? {}));
        },
      };
    },
    async stop() {
      compiled.clear();
    },
  };
}
