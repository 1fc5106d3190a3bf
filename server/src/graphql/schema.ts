import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthChecker } from './auth-checker';
import type { AppPubSub } from './pubsub';
import { resolvers } from './resolvers';

export function buildAppSchema(pubSub: AppPubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker: AuthChecker,
    authMode: 'error',
    pubSub,
    validate: false,
    emitSchemaFile: false,
  });
}
