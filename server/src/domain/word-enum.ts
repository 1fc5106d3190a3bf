/**
 * The stored words the schema names as enums. Each GraphQL value is the word itself, so the
 * database, REST and GraphQL carry the same text and the client's generated types list them.
 */
export function wordEnum<const T extends string>(words: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(words.map((w) => [w, w])) as { [K in T]: K };
}
