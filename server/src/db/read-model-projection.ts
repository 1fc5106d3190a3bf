import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getMetadataStorage } from 'type-graphql';
import { isColumnProperty, propertyNames, type Properties } from './read-model';

/**
 * Which columns a read-model list reads for one GraphQL selection. A page of 50 requests read
 * whole is some 3,600 values the driver parses for a screen that shows five fields of each;
 * the worker queue reads what its selection asks for, and what the access rules need.
 *
 * A selected field is read as:
 *   - a stored property of the same name (one column): that column;
 *   - an embedded value of the same name (an Address): the columns of all its parts;
 *   - a computed field (a getter or a field resolver) named in `computed`: the properties it reads;
 *   - anything else (a field resolver whose reads are not listed here): every column, so a
 *     resolver added later is never served a partial row.
 */
export interface ProjectionRules {
  /** What the type's computed fields read, by field name (a part of an embedded value as `address.city`). */
  computed: Readonly<Record<string, readonly string[]>>;
  /** Read whatever the selection: what access rules and redaction read (and the id). */
  always: readonly string[];
}

/** Distinct column sets kept per entity: each is one prepared statement per pooled connection. Past this, lists read every column. */
const MAX_SHAPES = 32;
const shapes = new Map<string, Set<string>>();
const resolvedFields = new Map<object, Set<string>>();

/** The fields of `entity`'s GraphQL type that a field resolver answers (TypeGraphQL's metadata). */
function fieldResolversOf(entity: object): Set<string> {
  let names = resolvedFields.get(entity);
  if (!names) {
    names = new Set(getMetadataStorage().fieldResolvers.filter((r) => r.getObjectType?.() === entity).map((r) => r.schemaName));
    resolvedFields.set(entity, names);
  }
  return names;
}

/** The properties of `entity` that the selected `fields` read, sorted; null when every column is needed. */
export function projectedProperties(em: EntityManager, entity: new (...args: never[]) => object, fields: Iterable<string>, rules: ProjectionRules): Properties {
  const meta = em.getMetadata().get(entity.name) as EntityMetadata;
  const resolved = fieldResolversOf(entity);
  const props = new Set<string>(rules.always.flatMap((name) => propertyNames(meta, name)));
  for (const field of fields) {
    if (field === '__typename') continue;
    const reads = rules.computed[field];
    if (reads) {
      for (const name of reads) for (const p of propertyNames(meta, name)) props.add(p);
      continue;
    }
    if (resolved.has(field)) return null;
    const columns = propertyNames(meta, field).map((name) => meta.properties[name] as EntityProperty | undefined);
    if (columns.some((prop) => !prop || !isColumnProperty(prop))) return null;
    for (const prop of columns) props.add(prop!.name);
  }
  const list = [...props].sort();
  const key = list.join(',');
  let seen = shapes.get(entity.name);
  if (!seen) shapes.set(entity.name, (seen = new Set()));
  if (!seen.has(key)) {
    if (seen.size >= MAX_SHAPES) return null;
    seen.add(key);
  }
  return list;
}

/**
 * Relations read with a list (the open queue joins each request's category and client), kept
 * with the request's read model for its field resolvers. They may hold only the selected
 * properties, so they are never primed into the per-request loaders other fields share.
 */
const RELATED = Symbol('related read models');
type WithRelated = { [RELATED]?: Record<string, object> };

/** Kept under a symbol key: no JSON, Object.keys or for...in sees it, and every model of a list shares one shape. */
export function attachRelated(model: object, relations: Record<string, object>): void {
  (model as WithRelated)[RELATED] = relations;
}

export function relatedOf<T extends object>(model: object, name: string): T | undefined {
  return (model as WithRelated)[RELATED]?.[name] as T | undefined;
}
