import { GraphQLError, Kind, visit, type ASTVisitor, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import { getComplexity, simpleEstimator, fieldExtensionsEstimator } from 'graphql-query-complexity';
import type { ApolloServerPlugin } from '@apollo/server';

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

/** Postgres cannot store U+0000 in text: any variable or literal carrying one is the caller's mistake (BAD_USER_INPUT), never a fault. */
export function rejectUnstorableText(variables: unknown, document: DocumentNode): void {
  let found = false;
  const walk = (v: unknown): void => {
    if (found) return;
    if (typeof v === 'string') found = v.includes('\u0000');
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(variables);
  if (!found) found = literalsHaveNul(document);
  if (found) throw new GraphQLError('Text must not contain NUL (\\u0000) characters', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

/** Refuses operations whose estimated cost exceeds MAX_COMPLEXITY (each field 1, lists as declared). */
export function complexityPlugin(schema: GraphQLSchema, max = MAX_COMPLEXITY): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          rejectUnstorableText(request.variables, document);
          const key = `${request.operationName ?? ''}\u0000${JSON.stringify(request.variables ?? {})}`;
          let known = complexities.get(document);
          if (!known) complexities.set(document, (known = new Map()));
          let complexity = known.get(key);
          if (complexity === undefined) {
            try {
              complexity = getComplexity({
                schema,
                query: document,
                operationName: request.operationName,
                variables: request.variables,
                estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
              });
            } catch (err) {
              // Variables of the wrong type (a number for a String!) fail here first: the caller's mistake, not a fault.
              if (err instanceof GraphQLError) throw new GraphQLError(err.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
              throw err;
            }
            if (key.length <= 512) {
              if (known.size >= COMPLEXITY_CACHE_PER_DOCUMENT) known.clear();
              known.set(key, complexity);
            }
          }
          if (complexity > max) {
            throw new GraphQLError(`Query is too complex: ${complexity}, at most ${max} allowed`, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
