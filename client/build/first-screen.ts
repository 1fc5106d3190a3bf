import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type FieldNode, type SelectionSetNode } from 'graphql';
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

/** The `Me` query of useMe.ts, printed with a `__typename` in every selection below the root, as Apollo's cache asks for them. */
function sessionQuery(source: string): string {
  const m = /graphql\(`\s*(query Me\b[\s\S]*?)`\)/.exec(source);
  if (!m) throw new Error('first-screen: no `query Me` in src/shell/session/useMe.ts');
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  let depth = 0;
  const withTypenames = visit(parse(m[1]), {
    SelectionSet: {
      enter(node: SelectionSetNode) {
        depth++;
        if (depth === 1) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
        return { ...node, selections: [...node.selections, typename] };
      },
      leave() {
        depth--;
      },
    },
  });
  return print(withTypenames);
}
