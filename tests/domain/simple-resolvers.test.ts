import 'reflect-metadata';
import { getMetadataStorage } from 'type-graphql';
import { buildAppSchema } from '../../server/src/graphql/schema';
import type { AppPubSub } from '../../server/src/events/pubsub';

/**
 * The hot list types (requests, clients, categories, queue items, pages) are built with
 * TypeGraphQL's simpleResolvers: their plain fields are read by graphql-js's default
 * resolver, which reads the property named like the field in the schema. A field renamed in
 * the schema would then read nothing; TypeGraphQL's own wrapper reads the class property.
 */
test('every plain field of a simple-resolver type reads the property of its own schema name', async () => {
  await buildAppSchema({ publish: () => undefined, subscribe: () => undefined } as unknown as AppPubSub);
  const simple = getMetadataStorage().objectTypes.filter((t) => t.simpleResolvers);
  expect(simple.map((t) => t.name)).toEqual(expect.arrayContaining(['ServiceRequest', 'Client', 'ServiceCategory', 'QueueItem', 'PageInfo']));
  for (const type of simple) {
    const renamed = (type.fields ?? []).filter((f) => f.schemaName !== f.name).map((f) => `${type.name}.${f.name} as ${f.schemaName}`);
    expect(renamed).toEqual([]);
  }
});
