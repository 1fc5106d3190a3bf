// The shipped client's operations, for benches whose simulated browsers send what the real
// screens send. No settings are read here: a bench may import this before it sets its environment.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * An operation of the shipped client, printed from its generated documents
 * (client/src/gql/graphql.ts, `<Name>Document`) with the `__typename`s Apollo's cache adds
 * (Apollo's own transform): what a browser sends, so a bench's simulated browsers select what
 * the real screens select.
 */
export function clientOperation(name) {
  const { print } = require('graphql');
  const { addTypenameToDocument } = require('@apollo/client/utilities');
  const source = fs.readFileSync(path.join(root, 'client/src/gql/graphql.ts'), 'utf8');
  const m = new RegExp(`^export const ${name}Document = (\\{.*?\\}) as unknown as`, 'm').exec(source);
  if (!m) throw new Error(`no ${name}Document in client/src/gql/graphql.ts`);
  return print(addTypenameToDocument(JSON.parse(m[1])));
}
