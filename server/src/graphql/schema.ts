import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthChecker } from './auth-checker';
import type { AppPubSub } from './pubsub';
import { resolvers } from './resolvers';
import { applyInputRules } from './input-rules';

export async function buildAppSchema(pubSub: AppPubSub): Promise<GraphQLSchema> {
  // Text limits and control characters of every input, before any resolver (graphql/input-rules.ts).
  return applyInputRules(await buildSchema({
    resolvers,
    authChecker: AuthChecker,
    authMode: 'error',
    pubSub,
    validate: false,
    emitSchemaFile: false,
  }));
}
