import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { Plugin } from 'vite';

/**
 * What the server needs to answer a page load with the session already in it
 * (dist/.vite/first-screen.json, next to Vite's manifest and like it never served): `session`, the
 * client's `Me` query (src/shell/session/useMe.ts) with the `__typename`s Apollo's cache adds, which
 * the server runs for the page's cookie and writes into the page (server/src/http/page-document.ts),
 * so the first render knows who is signed in without a round trip.
 */
export function firstScreen(opts: { srcDir: string }): Plugin {
  let root = '';
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const src = path.resolve(root, opts.srcDir);
      const session = sessionQuery(fs.readFileSync(path.join(src, 'shell/session/useMe.ts'), 'utf8'));
      this.emitFile({ type: 'asset', fileName: '.vite/first-screen.json', source: JSON.stringify({ session }, null, 2) });
    },
  };
}

/**
 * The `Me` query of useMe.ts with the fragments it spreads (defined in the same file), printed
 * with the `__typename`s Apollo's cache adds (Apollo's own transform).
 */
function sessionQuery(source: string): string {
  const documents = [...source.matchAll(/graphql\(`([\s\S]*?)`\)/g)].map((m) => parse(m[1]));
  const definitions = documents.flatMap((d) => d.definitions);
  const query = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === 'Me');
  if (!query) throw new Error('first-screen: no `query Me` in src/shell/session/useMe.ts');
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const used: DefinitionNode[] = [];
  const seen = new Set<string>();
  const spreadIn = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (seen.has(name)) return;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`first-screen: the Me query spreads ${name}, which useMe.ts does not define`);
        seen.add(name);
        used.push(fragment);
        spreadIn(fragment);
      },
    });
  spreadIn(query);
  return print(addTypenameToDocument({ kind: Kind.DOCUMENT, definitions: [query, ...used] }));
}
