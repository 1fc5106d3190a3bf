/**
 * A list of integers as one PostgreSQL array parameter (`= any(?::int[])`): the driver would
 * spread a JavaScript array into a list of parameters. Anything that is not an integer is left out.
 */
export function intArray(values: readonly (number | string)[]): string {
  return `{${values.map(Number).filter(Number.isInteger).join(',')}}`;
}
