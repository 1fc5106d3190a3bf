import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Read models for hot read-only lists: a raw row becomes an object with the entity's
 * property names and values, without the identity map, change tracking or property
 * accessors MikroORM puts on a managed entity (about 0.2 ms an entity here, which is most of
 * the worker queue's time). What a read model is:
 *   - every persisted scalar under its property name, as em.map would give it;
 *   - a many-to-one or owning one-to-one as a stub { id } (never loaded: resolvers go
 *     through the per-request loaders by id);
 *   - an embedded value (a Place, domain/place.ts) as an instance of its class with the
 *     parts read: null when it is nullable, every part was read and every part is null;
 *     with only some parts read it is always an object, and the parts not read are undefined;
 *   - an instance of the class, so its computed getters (displayStatus, clientId ...) work.
 * It is typed as the entity for the GraphQL object type it is served as, and must never be
 * written or flushed. tests/server/read-model.test.ts holds it equal to em.map for every
 * field the schema exposes.
 */
export type RowMapper<T> = (row: Record<string, unknown>) => T;

interface Column {
  name: string;
  column: string;
  kind: 'scalar' | 'date' | 'reference';
  convert: ((value: unknown) => unknown) | null;
  /** For a part of an embedded value: the entity's property holding the value, and the part's name in it. */
  embedded: [parent: string, part: string] | null;
}

/**
 * The properties a name stands for: an entity property's own name; for an embedded value
 * (`address`), the properties of all its parts; for one part (`address.city`), that part's
 * property (MikroORM names it after the parent, e.g. `address_city`).
 */
export function propertyNames(meta: EntityMetadata, name: string): string[] {
  const [parent, part] = name.split('.') as [string, string | undefined];
  const prop = meta.properties[parent] as EntityProperty | undefined;
  if (prop?.kind !== ReferenceKind.EMBEDDED) return [name];
  const parts = prop.embeddedProps as Record<string, EntityProperty>;
  if (part === undefined) return Object.values(parts).map((p) => p.name);
  const one = parts[part] as EntityProperty | undefined;
  if (!one) throw new Error(`${meta.className}.${parent} has no part ${part}`);
  return [one.name];
}

/** A property stored in one column of the entity's own table: a scalar, a many-to-one or an owning one-to-one. */
export function isColumnProperty(prop: EntityProperty): boolean {
  if (prop.persist === false || !prop.fieldNames || prop.fieldNames.length !== 1) return false;
  return prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && !!prop.owner);
}

function columnOf(prop: EntityProperty, prefix: string, em: EntityManager): Column | null {
  if (!isColumnProperty(prop)) return null;
  const column = prefix + prop.fieldNames[0];
  const embedded = prop.embedded ?? null;
  if (prop.kind !== ReferenceKind.SCALAR) return { name: prop.name, column, kind: 'reference', convert: null, embedded };
  const platform = em.getPlatform();
  const custom = prop.customType && prop.runtimeType !== 'Date' ? prop.customType : null;
  return {
    name: prop.name,
    column,
    kind: prop.runtimeType === 'Date' ? 'date' : 'scalar',
    convert: custom ? (value: unknown) => custom.convertToJSValue(value, platform) : null,
    embedded,
  };
}

/**
 * A prototype between the entity's prototype and its read models: a writable data property
 * for every entity property shadows MikroORM's prototype setters (which would attach change
 * tracking), so plain assignment makes own fields, in one fixed order (one hidden class),
 * while `instanceof` holds and the class's getters (displayStatus, clientId ...) still work.
 */
const shadows = new WeakMap<object, object>();

function shadowOf(meta: EntityMetadata): object {
  const proto = meta.class.prototype as object;
  let shadow = shadows.get(proto);
  if (!shadow) {
    const descriptors: PropertyDescriptorMap = {};
    for (const p of meta.props) descriptors[p.name] = { value: undefined, writable: true, enumerable: false, configurable: true };
    shadows.set(proto, (shadow = Object.create(proto, descriptors) as object));
  }
  return shadow;
}

/** A copy of an entity or read model with some fields replaced (a redacted view): never managed. */
export function readOnlyCopy<T extends object>(em: EntityManager, entity: new (...args: never[]) => T, source: T, overrides: Partial<T>): T {
  const meta = em.getMetadata().get(entity.name) as EntityMetadata;
  const out = Object.create(shadowOf(meta)) as Record<string, unknown>;
  for (const p of meta.props) {
    const value = p.name in overrides ? (overrides as Record<string, unknown>)[p.name] : (source as Record<string, unknown>)[p.name];
    if (value !== undefined) out[p.name] = value;
  }
  return out as T;
}

/**
 * The properties a list reads (db/read-model-projection.ts): null for every column. A read
 * model of some properties has no value for the others; it serves a GraphQL selection that
 * asks for none of them.
 */
export type Properties = readonly string[] | null;

const mappers = new WeakMap<object, Map<string, RowMapper<object>>>();

/**
 * A mapper from rows whose columns carry `prefix` (for joined tables) to read models of
 * `entity` (built once per ORM and set of properties).
 */
export function readModelMapper<T extends object>(em: EntityManager, entity: new (...args: never[]) => T, prefix = '', properties: Properties = null): RowMapper<T> {
  const storage = em.getMetadata();
  let byKey = mappers.get(storage);
  if (!byKey) mappers.set(storage, (byKey = new Map()));
  const key = `${entity.name}:${prefix}:${properties?.join(',') ?? '*'}`;
  let mapper = byKey.get(key);
  if (!mapper) byKey.set(key, (mapper = buildMapper(em, entity, prefix, properties)));
  return mapper as RowMapper<T>;
}

function chosen(meta: EntityMetadata, properties: Properties): EntityProperty[] {
  const wanted = properties ? new Set(properties) : null;
  return (meta.props as EntityProperty[]).filter((p) => isColumnProperty(p) && (!wanted || wanted.has(p.name)));
}

function buildMapper<T extends object>(em: EntityManager, entity: new (...args: never[]) => T, prefix: string, properties: Properties): RowMapper<T> {
  const meta = em.getMetadata().get(entity.name) as EntityMetadata<T>;
  const columns = chosen(meta as EntityMetadata, properties).map((p) => columnOf(p, prefix, em)).filter((c): c is Column => c !== null);
  const shadow = shadowOf(meta as EntityMetadata);
  // One generated function per entity (as MikroORM compiles its own hydrators): constant
  // property names keep every read model on one hidden class.
  const converters = columns.map((c) => c.convert);
  const key = (name: string) => JSON.stringify(name);
  const value = (c: Column, i: number): string => {
    if (c.kind === 'reference') return 'x == null ? null : { id: x }';
    if (c.kind === 'date') return 'x == null ? null : x instanceof Date ? x : new Date(x)';
    if (c.convert) return `x == null ? null : converters[${i}](x)`;
    return 'x == null ? null : x';
  };
  const own = columns
    .map((c, i) => (c.embedded ? null : `x = r[${key(c.column)}]; o[${key(c.name)}] = ${value(c, i)};`))
    .filter((line): line is string => line !== null);
  // An embedded value: its parts into one object (of the embeddable's class), null when it is
  // nullable and every one of its parts was read as null.
  const parents = [...new Set(columns.flatMap((c) => (c.embedded ? [c.embedded[0]] : [])))];
  const prototypes = parents.map((parent) => ((meta as EntityMetadata).properties[parent] as EntityProperty).embeddable.prototype as object);
  const values = parents.map((parent, j) => {
    const prop = (meta as EntityMetadata).properties[parent] as EntityProperty;
    const parts = columns.map((c, i) => [c, i] as const).filter(([c]) => c.embedded?.[0] === parent);
    const whole = parts.length === Object.keys(prop.embeddedProps).length;
    const reads = parts.map(([c, i]) => `x = r[${key(c.column)}]; e[${key(c.embedded![1])}] = ${value(c, i)}; if (x != null) n++;`).join('\n');
    return `e = Object.create(prototypes[${j}]); n = 0;\n${reads}\no[${key(parent)}] = ${prop.nullable && whole ? 'n === 0 ? null : e' : 'e'};`;
  });
  const body = [...own, ...values].join('\n');
  const compiled = new Function('shadow', 'converters', 'prototypes', `return function mapRow(r) { const o = Object.create(shadow); let x, e, n;\n${body}\nreturn o; };`);
  return compiled(shadow, converters, prototypes) as RowMapper<T>;
}

const columnLists = new WeakMap<object, Map<string, string>>();

/**
 * The columns of `entity` (of the given properties, else all) aliased `prefix` + column, for
 * a join whose rows a prefixed mapper (or unprefix) reads.
 */
export function prefixedColumns(em: EntityManager, entity: new (...args: never[]) => object, alias: string, prefix: string, properties: Properties = null): string {
  const storage = em.getMetadata();
  let byKey = columnLists.get(storage);
  if (!byKey) columnLists.set(storage, (byKey = new Map()));
  const key = `${entity.name}:${alias}:${prefix}:${properties?.join(',') ?? '*'}`;
  let list = byKey.get(key);
  if (list === undefined) {
    list = chosen(em.getMetadata().get(entity.name) as EntityMetadata, properties)
      .map((p) => `${alias}.${p.fieldNames[0]} as ${prefix}${p.fieldNames[0]}`)
      .join(', ');
    byKey.set(key, list);
  }
  return list;
}

/** The columns of one joined table from a prefixed row, under their own names (what em.map takes). */
export function unprefix(row: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = row[key];
  return out;
}
