import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from '../graphql/schema';
import { createAppPubSub } from '../events/pubsub';

/** Writes schema.graphql from the TypeGraphQL schema; with --check, fails when the file is stale. */
async function main() {
  const schema = await buildAppSchema(createAppPubSub().pubsub);
  const sdl = `# Generated from the TypeGraphQL schema by \`npm run codegen\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
  const file = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== sdl) {
      console.error('schema.graphql is stale: run `npm run codegen` and commit the result.');
      process.exit(1);
    }
    console.log('schema.graphql is current');
    return;
  }
  fs.writeFileSync(file, sdl);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
