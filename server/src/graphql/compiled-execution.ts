import {
  GraphQLError,
  astFromValue,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  getOperationAST,
  printSchema,
  typeFromAST,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
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
    const e: CompiledError = raw;
    const original = e.originalError instanceof Error ? e.originalError : undefined;
    const converted = new GraphQLError(e.message, { path: e.path, originalError: original, extensions: e.extensions ?? (original as { extensions?: Record<string, unknown> } | undefined)?.extensions });
    if (e.locations) Object.defineProperty(converted, 'locations', { value: e.locations, enumerable: true });
    return converted;
  });
  return { ...result, errors };
}

type Variables = Record<string, unknown>;

/** Whether a value of this type may hold an input object field with a default (the walk below is then needed). */
function reachesInputDefault(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => f.defaultValue !== undefined || reachesInputDefault(f.type, seen));
}

/** A variable's value with every omitted input object field that has a default set to it, as the client would have written it. */
function fillInputDefaults(type: GraphQLInputType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const nullable = getNullableType(type);
  if (isListType(nullable)) return Array.isArray(value) ? value.map((item) => fillInputDefaults(nullable.ofType, item)) : fillInputDefaults(nullable.ofType, value);
  if (!isInputObjectType(nullable) || typeof value !== 'object' || Array.isArray(value)) return value;
  const filled: Variables = { ...(value as Variables) };
  for (const field of Object.values(nullable.getFields())) {
    if (Object.prototype.hasOwnProperty.call(filled, field.name)) filled[field.name] = fillInputDefaults(field.type, filled[field.name]);
    else if (field.defaultValue !== undefined) {
      const ast = astFromValue(field.defaultValue, field.type);
      if (ast) filled[field.name] = valueFromASTUntyped(ast);
    }
  }
  return filled;
}

/**
 * graphql-jit applies an input object field's default (`payLater: Boolean! = false`) only when
 * the field's type is nullable: a non-null field with a default, left out of a variable, is
 * reported as not provided, where graphql-js (and an inline literal) takes the default. The
 * variables of an operation whose variable types reach such defaults get them filled in first,
 * in their external form, so the compiled coercion sees what graphql-js would have used.
 * Null when no variable of the operation needs it (the common case costs nothing).
 */
export function inputDefaultsFiller(schema: GraphQLSchema, operation: OperationDefinitionNode | undefined): ((variables: Variables) => Variables) | null {
  const typed = (operation?.variableDefinitions ?? [])
    .map((def) => ({ name: def.variable.name.value, type: typeFromAST(schema, def.type) as GraphQLInputType | undefined }))
    .filter((v): v is { name: string; type: GraphQLInputType } => !!v.type && reachesInputDefault(v.type));
  if (!typed.length) return null;
  return (variables) => {
    const filled: Variables = { ...variables };
    for (const { name, type } of typed) if (filled[name] !== undefined) filled[name] = fillInputDefaults(type, filled[name]);
    return filled;
  };
}

interface Compiled {
  query: CompiledQuery;
  fillDefaults: ((variables: Variables) => Variables) | null;
}

/** An operation compiled with graphql-jit, with its variables' defaults filler; or, when it cannot execute, its errors as graphql-js gives them. */
function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): Compiled | ExecutionResult {
  const result = compileQuery(schema, document, operationName ?? undefined);
  if (!isCompiledQuery(result)) return result;
  return { query: result, fillDefaults: inputDefaultsFiller(schema, getOperationAST(document, operationName) ?? undefined) };
}

/** Runs a compiled operation on `root`: synchronously when no resolver waited, its errors as graphql-js's. */
function run(entry: Compiled, root: unknown, context: unknown, variables: Variables | null | undefined): ExecutionResult | Promise<ExecutionResult> {
  const given = variables ?? {};
  const answer = entry.query.query(root, context, entry.fillDefaults ? entry.fillDefaults(given) : given);
  return answer instanceof Promise ? answer.then(asGraphQLErrors) : asGraphQLErrors(answer);
}

/** Compiled operations kept per process (the least recently compiled goes first). */
const MAX_COMPILED = 500;

/**
 * Executes HTTP operations with graphql-jit: each distinct operation is compiled once into a
 * function specialised to its selection, instead of graphql-js walking the selection field by
 * field for every item of every list (about a third of a signed-in queue page's time). Parsing,
 * validation, the operation guards (graphql/limits.ts) and the plugins stay Apollo's; only the
 * execution step is this one, plugged in through Apollo's executor interface (the gateway
 * option) with the app's own schema. A subscription's events are executed by the same
 * compiler (compiledSubscriptionEvents).
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  const compiled = new Map<string, Compiled>();
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async load() {
      return {
        executor: async (request) => {
          const key = `${request.queryHash}\n${request.operationName ?? ''}`;
          let entry = compiled.get(key);
          if (!entry) {
            const result = compile(schema, request.document, request.operationName);
            // A document that cannot execute (an unknown operation name): the errors, as graphql-js gives them.
            if (!('query' in result)) return result;
            if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value as string);
            compiled.set(key, (entry = result));
          }
          return run(entry, undefined, request.context, request.request.variables);
        },
      };
    },
    async stop() {
      compiled.clear();
    },
  };
}

/** A subscription operation's compiled selection, per document and operation name (null: it does not compile). */
const compiledEvents = new WeakMap<DocumentNode, Map<string, Compiled | null>>();

/**
 * Executes a subscription operation's selection on each event with graphql-jit, compiled once
 * per document (a websocket's subscriptions of one query text share one document,
 * graphql/limits.ts): graphql-js would build an execution context and walk the selection
 * again for every event and subscriber, and a paid job's notices are one execution per
 * worker online. Null when the operation does not compile (graphql-js then executes it).
 */
export function compiledSubscriptionEvents(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): ((payload: unknown, context: unknown, variables: Variables | null | undefined) => ExecutionResult | Promise<ExecutionResult>) | null {
  let byName = compiledEvents.get(document);
  if (!byName) compiledEvents.set(document, (byName = new Map()));
  const name = operationName ?? '';
  let entry = byName.get(name);
  if (entry === undefined) {
    const result = compile(schema, document, operationName);
    byName.set(name, (entry = 'query' in result ? result : null));
  }
  if (!entry) return null;
  const compiled = entry;
  return (payload, context, variables) => run(compiled, payload, context, variables);
}
