import fs from 'node:fs';
import path from 'node:path';
import { parse, print } from 'graphql';
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

/** The `Me` query of useMe.ts, printed with the `__typename`s Apollo's cache adds (Apollo's own transform). */
function sessionQuery(source: string): string {
  const m = /graphql\(`\s*(query Me\b[\s\S]*?)`\)/.exec(source);
  if (!m) throw new Error('first-screen: no `query Me` in src/shell/session/useMe.ts');
  return print(addTypenameToDocument(parse(m[1])));
}
