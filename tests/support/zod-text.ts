import type { z } from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Every string a zod schema accepts, by path, with the longest length it allows (null: unbounded). */
export function zodStrings(schema: z.ZodType | undefined, path = '', out: { path: string; max: number | null }[] = []): { path: string; max: number | null }[] {
  if (!schema) return out;
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const maxes = (def.checks ?? []).map((c) => c._zod.def).filter((c) => c.check === 'max_length').map((c) => c.maximum!);
      out.push({ path: path || '(root)', max: maxes.length ? Math.min(...maxes) : null });
      break;
    }
    case 'object':
      for (const [k, v] of Object.entries(def.shape ?? {})) zodStrings(v, path ? `${path}.${k}` : k, out);
      break;
    case 'optional': case 'nullable': case 'default': case 'catch': case 'readonly': case 'nonoptional': case 'prefault':
      zodStrings(def.innerType, path, out);
      break;
    case 'pipe':
      zodStrings(def.in, path, out);
      break;
    case 'union':
      for (const o of def.options ?? []) zodStrings(o, path, out);
      break;
    case 'array':
      zodStrings(def.element, `${path}[]`, out);
      break;
    case 'record':
      zodStrings(def.valueType, `${path}{}`, out);
      break;
    default:
      break;
  }
  return out;
}
