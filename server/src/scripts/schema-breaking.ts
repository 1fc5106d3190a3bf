import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

/**
 * Compares schema.graphql with the last release's schema (schema.release.graphql) and fails
 * when a change would break a client generated from the release: a removed field, a changed
 * type, a new required argument... Dangerous changes (a new enum value, a new optional
 * argument) are listed but pass. A breaking change ships only by updating the release
 * baseline deliberately (`node server/dist/scripts/schema-breaking.js --update-baseline`)
 * and noting it in the README's schema changelog.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const current = path.join(root, 'schema.graphql');
const baseline = path.join(root, 'schema.release.graphql');

function main(): void {
  if (process.argv.includes('--update-baseline')) {
    fs.copyFileSync(current, baseline);
    console.log('schema.release.graphql now holds the current schema: commit it with the changelog note of the release');
    return;
  }
  const before = buildSchema(fs.readFileSync(baseline, 'utf8'));
  const after = buildSchema(fs.readFileSync(current, 'utf8'));
  const dangerous = findDangerousChanges(before, after);
  for (const c of dangerous) console.log(`dangerous: ${c.type}: ${c.description}`);
  const breaking = findBreakingChanges(before, after);
  if (breaking.length) {
    for (const c of breaking) console.error(`BREAKING: ${c.type}: ${c.description}`);
    console.error(`${breaking.length} breaking change(s) against schema.release.graphql. If they are deliberate, note them in the README's schema changelog and run \`npm run schema:breaking -- --update-baseline\`.`);
    process.exit(1);
  }
  console.log(`no breaking changes against schema.release.graphql (${dangerous.length} dangerous)`);
}
main();
