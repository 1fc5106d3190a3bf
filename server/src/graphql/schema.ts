import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthChecker } from './auth-checker';
import type { AppPubSub } from '../events/pubsub';
import { resolvers } from './resolvers';
import { applyInputRules } from './input-rules';
import { describeSchema } from './descriptions';

export async function buildAppSchema(pubSub: AppPubSub): Promise<GraphQLSchema> {
  // Text limits and control characters of every input, before any resolver (graphql/input-rules.ts).
  // Every type, field, argument and enum value described (graphql/descriptions.ts fills what the decorators leave out).
  return describeSchema(applyInputRules(await buildSchema({
    resolvers,
    authChecker: AuthChecker,
    authMode: 'error',
    pubSub,
    validate: false,
    emitSchemaFile: false,
  })));
}
