import { z } from 'zod';
import { checkAnswer } from '../../server/src/rest/answer-check';
import { restRoutes } from '../../server/src/rest/router';
import { listAnswer } from '../../server/src/rest/paging';
import * as schemas from '../../server/src/rest/schemas';

/**
 * The REST answer check (rest/answer-check.ts) and zod decide alike: every response schema
 * of every route, on a conforming answer and on answers broken one field at a time (wrong
 * type, null, missing, NaN, Infinity, a fraction for an integer, an unknown enum value, an
 * extra field). Where zod accepts, the checked answer is zod's as JSON.
 */

type Json = unknown;

/** A value the schema accepts (the first option of a union, a present optional). */
function sample(schema: z.ZodType, depth = 0): Json {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'string':
      return 'text';
    case 'number':
      return ((def.checks as unknown[] | undefined)?.length ? 7 : 7.25);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'custom':
      return new Date('2026-05-01T15:30:00.000Z');
    case 'nullable':
    case 'optional':
      return sample(def.innerType as z.ZodType, depth);
    case 'array':
      return depth > 3 ? [] : [sample(def.element as z.ZodType, depth + 1), sample(def.element as z.ZodType, depth + 1)];
    case 'union':
      return sample((def.options as z.ZodType[])[0], depth);
    case 'record':
      return { a: 1, b: 'two' };
    case 'object':
      return Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([k, s]) => [k, sample(s, depth + 1)]));
    default:
      return null;
  }
}

const BROKEN: unknown[] = [null, undefined, 'text', 3, 2.5, Number.NaN, Number.POSITIVE_INFINITY, true, 'no-such-value', {}, [], new Date(0)];

/** The answer with one value (at any depth) replaced, one variant per path and replacement. */
function* variants(value: Json, depth = 0): Generator<Json> {
  if (depth > 4) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < Math.min(value.length, 1); i++) for (const v of variants(value[i], depth + 1)) yield value.map((x, j) => (j === i ? v : x));
    return;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const obj = value as Record<string, unknown>;
    yield { ...obj, extra: 'not in the schema' };
    const { [Object.keys(obj)[0]]: _first, ...rest } = obj;
    yield rest;
    yield Object.fromEntries(Object.entries(obj).reverse());
    for (const key of Object.keys(obj)) {
      for (const b of BROKEN) yield { ...obj, [key]: b };
      for (const v of variants(obj[key], depth + 1)) yield { ...obj, [key]: v };
    }
  }
}

const json = (v: unknown) => JSON.stringify(v);

function expectSameVerdict(schema: z.ZodType, value: unknown) {
  const zod = schema.safeParse(value);
  const checked = checkAnswer(schema, value);
  expect({ value: json(value), success: checked.success }).toEqual({ value: json(value), success: zod.success });
  if (zod.success && checked.success) expect(json(checked.data)).toBe(json(zod.data));
}

const routeSchemas: [string, z.ZodType][] = [];
for (const def of restRoutes) {
  const schema = listAnswer(def);
  if (schema) routeSchemas.push([`${def.method.toUpperCase()} ${def.path}`, schema]);
}
const namedSchemas: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(schemas) as [string, unknown][]) if (value instanceof z.ZodType) namedSchemas.push([name, value]);

describe.each([...namedSchemas, ...routeSchemas])('%s', (_name, schema) => {
  it('accepts and refuses what zod does, and answers what zod answers', () => {
    const good = sample(schema);
    expectSameVerdict(schema, good);
    let n = 0;
    for (const v of variants(good)) {
      expectSameVerdict(schema, v);
      if (++n > 4000) break;
    }
  });
});

it('answers a conforming object as it is, and a copy without the fields the schema does not name', () => {
  const answer = sample(schemas.RequestOut) as Record<string, unknown>;
  const same = checkAnswer(schemas.RequestOut, answer);
  expect(same.success && same.data).toBe(answer);
  const extra = checkAnswer(schemas.RequestOut, { ...answer, passwordHash: 'secret' });
  expect(extra.success).toBe(true);
  expect(extra.success && extra.data).not.toHaveProperty('passwordHash');
});
