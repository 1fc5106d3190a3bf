import { getMetadataStorage } from 'type-graphql';
import { resolvers } from '../../server/src/graphql/resolvers';

export type RootKind = 'query' | 'mutation' | 'subscription';

export interface RootOperation {
  kind: RootKind;
  name: string;
  /** The roles of the operation's @Authorized decorator: [] for @Authorized() (any signed-in viewer), null without one. */
  roles: string[] | null;
}

/**
 * Every Query, Mutation and Subscription field of the app's resolvers with the roles its
 * @Authorized decorator declares, read from TypeGraphQL's metadata storage (the decorators
 * themselves), never from the operation's name.
 */
export function rootOperations(): RootOperation[] {
  const storage = getMetadataStorage();
  const ours = new Set<unknown>(resolvers);
  const rolesOf = (target: unknown, fieldName: string) => storage.authorizedFields.find((a) => a.target === target && a.fieldName === fieldName)?.roles.map(String) ?? null;
  const kinds: [RootKind, typeof storage.queries][] = [['query', storage.queries], ['mutation', storage.mutations], ['subscription', storage.subscriptions]];
  return kinds.flatMap(([kind, list]) => list.filter((m) => ours.has(m.target)).map((m) => ({ kind, name: m.schemaName, roles: rolesOf(m.target, m.methodName) })));
}

/** The operations only an admin may call: @Authorized('admin') and no other role. */
export function adminOnlyOperations(kind?: RootKind): string[] {
  return rootOperations()
    .filter((op) => (!kind || op.kind === kind) && op.roles?.length === 1 && op.roles[0] === 'admin')
    .map((op) => op.name)
    .sort();
}
