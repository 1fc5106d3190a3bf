/** How deeply objects and arrays may nest in a request body or in GraphQL variables. */
export const MAX_JSON_DEPTH = 64;

/** The message for input nested past MAX_JSON_DEPTH, naming what was (the body, the variables). */
export const tooDeepMessage = (what: string) => `${what} nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays are accepted`;
export const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

export interface JsonScan {
  /** Objects and arrays nest deeper than the limit (the scan stops there). */
  tooDeep: boolean;
  /** Some string (value or key) carries U+0000, which Postgres cannot store in text. */
  hasNul: boolean;
}

/**
 * One pass over parsed JSON, without recursion (so no input can exhaust the stack): whether it
 * nests deeper than maxDepth and whether any string carries NUL. Stops at the first problem.
 */
export function scanJson(value: unknown, maxDepth = MAX_JSON_DEPTH): JsonScan {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { tooDeep: false, hasNul: true };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth + 1 > maxDepth) return { tooDeep: true, hasNul: false };
    if (Array.isArray(v)) {
      for (const x of v) stack.push({ v: x, depth: depth + 1 });
    } else {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return { tooDeep: false, hasNul: true };
        stack.push({ v: x, depth: depth + 1 });
      }
    }
  }
  return { tooDeep: false, hasNul: false };
}
