import { GraphQLError, Kind, Lexer, Source, TokenKind, parse, specifiedRules, validate, visit, type ASTVisitor, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import { getComplexity, simpleEstimator, fieldExtensionsEstimator } from 'graphql-query-complexity';
import type { ApolloServerPlugin } from '@apollo/server';
import type { AppContext } from './context';
import { NUL_MESSAGE, scanJson, tooDeepMessage } from '../shared/json-scan';

export const MAX_DEPTH = 12;
export const MAX_ALIASES = 30;
export const MAX_COMPLEXITY = 3000;

/** Refuses operations nested deeper than MAX_DEPTH fields (fragments followed). */
export function depthLimit(max = MAX_DEPTH): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(context.getDocument().definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    type Sel = { selectionSet?: { selections: readonly unknown[] } };
    const depthOf = (node: Sel, depth: number, seen: Set<string>): number => {
      if (!node.selectionSet) return depth;
      let deepest = depth;
      for (const raw of node.selectionSet.selections) {
        const s = raw as { kind: Kind; name?: { value: string } } & Sel;
        // Introspection (__schema, __type) is governed by the introspection setting, and the
        // standard introspection query is 15 levels deep; schema tools must keep working.
        if (s.kind === Kind.FIELD && s.name?.value.startsWith('__')) continue;
        if (s.kind === Kind.FIELD) deepest = Math.max(deepest, depthOf(s, depth + 1, seen));
        else if (s.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(s, depth, seen));
        else if (s.kind === Kind.FRAGMENT_SPREAD && s.name && !seen.has(s.name.value)) {
          const f = fragments.get(s.name.value);
          if (f) deepest = Math.max(deepest, depthOf(f as Sel, depth, new Set([...seen, s.name.value])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node as Sel, 0, new Set());
        if (depth > max) context.reportError(new GraphQLError(`Query is too deep: ${depth} levels, at most ${max} allowed`, { extensions: { code: 'BAD_USER_INPUT' } }));
      },
    };
  };
}

/** Refuses operations with more than MAX_ALIASES aliased fields (alias amplification). */
export function aliasLimit(max = MAX_ALIASES): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias) count++;
      },
      Document: {
        leave() {
          if (count > max) context.reportError(new GraphQLError(`Too many aliases: ${count}, at most ${max} allowed`, { extensions: { code: 'BAD_USER_INPUT' } }));
        },
      },
    };
  };
}

/** Whether a parsed document's string literals carry NUL; Apollo reuses the parsed document of a repeated query, so this is computed once per query text. */
const nulInLiterals = new WeakMap<DocumentNode, boolean>();
function literalsHaveNul(document: DocumentNode): boolean {
  let found = nulInLiterals.get(document);
  if (found === undefined) {
    found = false;
    visit(document, { StringValue(node) { if (node.value.includes('\u0000')) found = true; } });
    nulInLiterals.set(document, found);
  }
  return found;
}

/** Complexity of one document per operation name and variables, remembered for the repeated queries of live screens (bounded). */
const complexities = new WeakMap<DocumentNode, Map<string, number>>();
const COMPLEXITY_CACHE_PER_DOCUMENT = 64;

const badInput = (message: string, status = 400) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status } } });

/**
 * The size of a query document, checked on its text before it is parsed: characters and
 * tokens. Parsing and validating cost grows with both (some validation rules grow with the
 * square of the fields), so signed-out callers get the tighter bound. The app's own documents
 * stay under 2 KB and 250 tokens.
 */
export const DOCUMENT_LIMITS = {
  signedOut: { maxChars: 8 * 1024, maxTokens: 500 },
  signedIn: { maxChars: 32 * 1024, maxTokens: 2000 },
} as const;

/** graphql-js parse options for both transports: the parser itself stops past the largest token budget. */
export const PARSE_OPTIONS = { maxTokens: DOCUMENT_LIMITS.signedIn.maxTokens };

/** The validation rules run besides graphql-js's specified rules, on both transports. */
export const VALIDATION_RULES: readonly ValidationRule[] = [depthLimit(), aliasLimit()];

/** Refuses a query text over the caller's size or token budget, before it is parsed. */
export function checkDocumentSource(query: string, signedIn: boolean): void {
  const limit = signedIn ? DOCUMENT_LIMITS.signedIn : DOCUMENT_LIMITS.signedOut;
  const who = signedIn ? 'signed-in' : 'signed-out';
  if (query.length > limit.maxChars) throw badInput(`Query is too large: ${query.length} characters, at most ${limit.maxChars} allowed for ${who} callers`, 413);
  // Every token takes at least one character.
  if (query.length <= limit.maxTokens) return;
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) {
      if (++tokens > limit.maxTokens) throw badInput(`Query is too large: more than ${limit.maxTokens} tokens, at most ${limit.maxTokens} allowed for ${who} callers`, 413);
    }
  } catch (err) {
    // A syntax error is the parser's to report, with its usual message.
    if (err instanceof GraphQLError && err.extensions.code === 'BAD_USER_INPUT') throw err;
  }
}

export interface OperationRequest {
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * The checks of a parsed, valid operation with its variables, on both transports: variables
 * nested deeper than MAX_JSON_DEPTH, text Postgres cannot store (U+0000 in a variable or a
 * literal: the caller's mistake, BAD_USER_INPUT, never a fault), and an estimated cost over
 * MAX_COMPLEXITY (each field 1, lists as declared).
 */
export function checkOperation(schema: GraphQLSchema, { document, operationName, variables }: OperationRequest, max = MAX_COMPLEXITY): void {
  const scan = scanJson(variables ?? {});
  if (scan.tooDeep) throw badInput(tooDeepMessage('Variables are'));
  if (scan.hasNul || literalsHaveNul(document)) throw badInput(NUL_MESSAGE);
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
  let known = complexities.get(document);
  if (!known) complexities.set(document, (known = new Map()));
  let complexity = known.get(key);
  if (complexity === undefined) {
    try {
      complexity = getComplexity({
        schema,
        query: document,
        operationName: operationName ?? undefined,
        variables: variables ?? undefined,
        estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
      });
    } catch (err) {
      // Variables of the wrong type (a number for a String!) fail here first: the caller's mistake, not a fault.
      if (err instanceof GraphQLError) throw badInput(err.message);
      throw err;
    }
    if (key.length <= 512) {
      if (known.size >= COMPLEXITY_CACHE_PER_DOCUMENT) known.clear();
      known.set(key, complexity);
    }
  }
  if (complexity > max) throw badInput(`Query is too complex: ${complexity}, at most ${max} allowed`);
}

/** Query text kept with its parsed, valid document for the websocket (characters, all documents together). */
export const PREPARED_CACHE_CHARS = 4 * 1024 * 1024;

/**
 * Parsed and validated documents of the websocket, by caller kind and query text (the least
 * recently used goes first once their text passes PREPARED_CACHE_CHARS). A live page's
 * operations are the same text on every socket: five thousand workers reconnecting after a
 * restart parse and validate each once, and their subscriptions share one document (and its
 * complexity, computed per document) instead of holding five thousand copies of its tokens.
 * Only valid documents are kept: a bad one is checked again each time it is sent.
 */
class PreparedDocuments {
  private readonly byText = new Map<string, DocumentNode>();
  private chars = 0;

  constructor(private readonly maxChars = PREPARED_CACHE_CHARS) {}

  get(key: string): DocumentNode | undefined {
    const document = this.byText.get(key);
    if (document) {
      this.byText.delete(key);
      this.byText.set(key, document);
    }
    return document;
  }

  set(key: string, document: DocumentNode): void {
    if (key.length > this.maxChars / 8) return;
    this.byText.set(key, document);
    this.chars += key.length;
    for (const [oldest] of this.byText) {
      if (this.chars <= this.maxChars) break;
      this.byText.delete(oldest);
      this.chars -= oldest.length;
    }
  }
}

const preparedBySchema = new WeakMap<GraphQLSchema, PreparedDocuments>();
/** The text each cached document was parsed from: subscriptions of the same query share it. */
const queryTexts = new WeakMap<DocumentNode, string>();

/**
 * The whole pipeline for an operation that arrives outside Apollo (over graphql-ws): the same
 * size check, parse options, validation rules and operation checks as HTTP, in the same order.
 * Returns the parsed document, or the errors to answer with. A query text already found valid
 * for this kind of caller is not parsed or validated again; its variables are always checked.
 */
export function prepareOperation(schema: GraphQLSchema, request: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null }, signedIn: boolean): DocumentNode | readonly GraphQLError[] {
  try {
    if (typeof request.query !== 'string' || !request.query) throw badInput('GraphQL operations must contain a non-empty query');
    let cache = preparedBySchema.get(schema);
    if (!cache) preparedBySchema.set(schema, (cache = new PreparedDocuments()));
    const key = `${signedIn ? 'signed-in' : 'anonymous'}\u0000${request.query}`;
    let document = cache.get(key);
    if (document) {
      // The caller keeps one copy of the text for every subscription of this query (graphql-ws holds the payload).
      request.query = queryTexts.get(document) ?? request.query;
    } else {
      checkDocumentSource(request.query, signedIn);
      document = parse(request.query, PARSE_OPTIONS);
      const errors = validate(schema, document, [...specifiedRules, ...VALIDATION_RULES]);
      if (errors.length) return errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
      cache.set(key, document);
      queryTexts.set(document, request.query);
    }
    checkOperation(schema, { document, operationName: request.operationName, variables: request.variables });
    return document;
  } catch (err) {
    if (err instanceof GraphQLError) return [err.extensions.code ? err : new GraphQLError(err.message, { nodes: err.nodes, extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
    throw err;
  }
}

/**
 * The HTTP side of the pipeline after the size check (http/document-gate.ts): Apollo parses
 * with PARSE_OPTIONS and validates with VALIDATION_RULES; this plugin runs checkOperation.
 */
export function operationGuardsPlugin(schema: GraphQLSchema): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          checkOperation(schema, { document, operationName: request.operationName, variables: request.variables });
        },
      };
    },
  };
}
