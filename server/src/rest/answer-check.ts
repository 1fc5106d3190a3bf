import type { z } from 'zod';

/**
 * A REST answer checked against its response schema (rest/mount.ts) by a checker built once
 * per schema from the schema's definition, instead of zod's general parser: a list of 50
 * requests is some 2,700 values, and zod's per-value bookkeeping was a quarter of the REST
 * queue's time. The checker accepts exactly what zod accepts for the kinds the answers use
 * (object, array, string, number, integer, boolean, enum, literal, nullable, optional,
 * custom, union, record of unknown) and gives the same value zod gives for JSON: an object
 * holds its schema's keys in the schema's order, the keys the schema does not name left out.
 * An object that already is that (the shaping functions build them so) is answered as it is,
 * without a copy. A schema of any other kind (checks on strings, transforms, defaults, ...)
 * gets no checker and stays with zod; an answer the checker refuses is parsed by zod, whose
 * verdict and messages stand. tests/server/answer-check.test.ts holds both to one verdict.
 */

/** What a checker answers for a value it refuses. */
const REFUSED: unique symbol = Symbol('refused');
type Check = (value: unknown) => unknown;

interface Def {
  type: string;
  checks?: { _zod: { def: { check?: string; format?: string } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: unknown;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  fn?: (value: unknown) => unknown;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (!isObject(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Unsupported kind: the whole schema stays with zod. */
class Unsupported extends Error {}

function compile(schema: z.ZodType): Check {
  const def = defOf(schema);
  const checks = def.checks ?? [];
  switch (def.type) {
    case 'string':
      if (checks.length) throw new Unsupported();
      return (v) => (typeof v === 'string' ? v : REFUSED);
    case 'boolean':
      if (checks.length) throw new Unsupported();
      return (v) => (typeof v === 'boolean' ? v : REFUSED);
    case 'number': {
      const formats = checks.map((c) => c._zod.def);
      if (formats.some((f) => f.check !== 'number_format' || f.format !== 'safeint')) throw new Unsupported();
      if (formats.length) return (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : REFUSED);
      return (v) => (typeof v === 'number' && Number.isFinite(v) ? v : REFUSED);
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return (v) => (values.has(v) ? v : REFUSED);
    }
    case 'literal': {
      const values = new Set(def.values ?? []);
      return (v) => (values.has(v) ? v : REFUSED);
    }
    case 'unknown':
    case 'any':
      return (v) => v;
    case 'custom': {
      const fn = def.fn;
      if (!fn || checks.length) throw new Unsupported();
      return (v) => {
        const ok = fn(v);
        if (ok instanceof Promise) throw new Unsupported();
        return ok ? v : REFUSED;
      };
    }
    case 'nullable': {
      const inner = compile(def.innerType!);
      return (v) => (v === null ? null : inner(v));
    }
    case 'optional': {
      const inner = compile(def.innerType!);
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case 'array': {
      if (checks.length) throw new Unsupported();
      const element = compile(def.element!);
      return (v) => {
        if (!Array.isArray(v)) return REFUSED;
        let out: unknown[] | null = null;
        for (let i = 0; i < v.length; i++) {
          const item = element(v[i]);
          if (item === REFUSED) return REFUSED;
          if (item !== v[i]) (out ??= v.slice(0, i))[i] = item;
          else if (out) out[i] = item;
        }
        return out ?? v;
      };
    }
    case 'union': {
      const options = def.options!.map(compile);
      return (v) => {
        for (const option of options) {
          const out = option(v);
          if (out !== REFUSED) return out;
        }
        return REFUSED;
      };
    }
    case 'record': {
      const keyDef = defOf(def.keyType!);
      const valueType = defOf(def.valueType!).type;
      if (keyDef.type !== 'string' || keyDef.checks?.length || (valueType !== 'unknown' && valueType !== 'any')) throw new Unsupported();
      return (v) => (isPlainObject(v) ? v : REFUSED);
    }
    case 'object':
      if (def.catchall !== undefined || checks.length) throw new Unsupported();
      return objectCheck(def.shape!);
    default:
      throw new Unsupported();
  }
}

function objectCheck(shape: Record<string, z.ZodType>): Check {
  const keys = Object.keys(shape);
  const fields = keys.map((k) => compile(shape[k]));
  const n = keys.length;
  return (v) => {
    if (!isObject(v)) return REFUSED;
    // The value as it is when every field conforms unchanged and its own keys are the schema's, in order.
    const own = Object.keys(v);
    let same = true;
    let at = 0;
    const values: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const key = keys[i];
      const value = v[key];
      if (own[at] === key) at++;
      else if (value !== undefined || Object.prototype.hasOwnProperty.call(v, key)) same = false;
      const out = fields[i](value);
      if (out === REFUSED) return REFUSED;
      if (out !== value) same = false;
      values[i] = out;
    }
    if (same && at === own.length) return v;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) if (values[i] !== undefined || keys[i] in v) out[keys[i]] = values[i];
    return out;
  };
}

const checkers = new WeakMap<z.ZodType, Check | null>();

function checkerOf(schema: z.ZodType): Check | null {
  let check = checkers.get(schema);
  if (check === undefined) {
    try {
      check = compile(schema);
    } catch (err) {
      if (!(err instanceof Unsupported)) throw err;
      check = null;
    }
    checkers.set(schema, check);
  }
  return check;
}

/**
 * The answer as `schema` gives it (success: the value zod's safeParse gives, as JSON), or
 * zod's own result when the schema is of a kind the checker leaves to zod or the answer does
 * not conform.
 */
export function checkAnswer(schema: z.ZodType, value: unknown): { success: true; data: unknown } | { success: false; error: z.ZodError } {
  const check = checkerOf(schema);
  if (check) {
    try {
      const out = check(value);
      if (out !== REFUSED) return { success: true, data: out };
    } catch (err) {
      if (!(err instanceof Unsupported)) throw err;
    }
  }
  return schema.safeParse(value) as { success: true; data: unknown } | { success: false; error: z.ZodError };
}

/**
 * The answer as `schema` gives it (checkAnswer). An answer the schema rejects is a fault of
 * this server, never sent as is: an error naming `what` and the first problems.
 */
export function conformingAnswer(schema: z.ZodType, value: unknown, what: string): unknown {
  const checked = checkAnswer(schema, value);
  if (checked.success) return checked.data;
  throw new Error(`${what}: the answer does not match its response schema: ${checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}
