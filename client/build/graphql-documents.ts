import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { transformAsync, types as t, type PluginObj, type NodePath } from '@babel/core';
import { buildSchema, parse } from 'graphql';
import type { Plugin } from 'vite';

// The naming the client preset uses for the exports of src/gql/graphql.ts (FooDocument,
// BarFragmentDoc), from the preset's own dependency.
const presetRequire = createRequire(createRequire(import.meta.url).resolve('@graphql-codegen/client-preset'));
const { ClientSideBaseVisitor } = presetRequire('@graphql-codegen/visitor-plugin-common') as {
  ClientSideBaseVisitor: new (...args: unknown[]) => { getOperationVariableName(node: unknown): string; getFragmentVariableName(node: unknown): string };
};
const naming = new ClientSideBaseVisitor(buildSchema('type Query { _: Int }'), [], {}, {});

const VIRTUAL = 'virtual:graphql-document/';

/**
 * What the client preset's Babel plugin does ("Reducing bundle size" in its docs), except that
 * each document is a module of its own: `export const FooDocument = graphql(`query Foo…`)` becomes
 * `import _FooDocument from 'virtual:graphql-document/FooDocument'; export const FooDocument = _FooDocument`.
 * (The preset's plugin imports `{ FooDocument }` from src/gql/graphql.ts: the bare name collides
 * with those declarations, and that one module, holding every document used, lands in one chunk
 * that every screen loads.)
 */
function documentImports(tag: string): PluginObj {
  return {
    name: 'graphql-document-imports',
    visitor: {
      Program(program) {
        const locals = new Map<string, t.Identifier>();
        program.traverse({
          CallExpression(call: NodePath<t.CallExpression>) {
            const { callee, arguments: args } = call.node;
            if (!t.isIdentifier(callee, { name: tag }) || args.length !== 1 || !t.isTemplateLiteral(args[0])) return;
            const template = args[0];
            if (template.expressions.length > 0) return;
            const [first] = parse(template.quasis[0].value.cooked ?? template.quasis[0].value.raw).definitions;
            if ((first.kind !== 'OperationDefinition' && first.kind !== 'FragmentDefinition') || !first.name) return;
            const name = first.kind === 'OperationDefinition' ? naming.getOperationVariableName(first) : naming.getFragmentVariableName(first);
            let local = locals.get(name);
            if (!local) {
              local = program.scope.generateUidIdentifier(name);
              locals.set(name, local);
              program.unshiftContainer('body', t.importDeclaration([t.importDefaultSpecifier(local)], t.stringLiteral(VIRTUAL + name)));
            }
            call.replaceWith(t.identifier(local.name));
          },
        });
      },
    },
  };
}

/** The documents codegen wrote to src/gql/graphql.ts: one `export const FooDocument = {…} as unknown as DocumentNode<…>;` a line. */
function readDocuments(file: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*;$/gm)) {
    documents.set(m[1], m[2]);
  }
  return documents;
}

/**
 * Each `graphql(`…`)` call imports only its own document from src/gql/graphql.ts, so a chunk
 * carries the documents it uses instead of src/gql/gql.ts, which maps every document of the app
 * (and would put them all in the first download). The React plugin of Vite 8 no longer runs
 * Babel, so this runs it on the files that call `graphql(`, before the TypeScript transform
 * (Babel only parses the TypeScript here and prints it back).
 */
export function graphqlDocumentImports(opts: { artifactDirectory: string; gqlTagName?: string }): Plugin {
  const tag = opts.gqlTagName ?? 'graphql';
  let artifacts = '';
  let documents = new Map<string, string>();
  return {
    name: 'graphql-document-imports',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      artifacts = path.resolve(config.root, opts.artifactDirectory);
    },
    buildStart() {
      documents = readDocuments(path.join(artifacts, 'graphql.ts'));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const name = id.slice(VIRTUAL.length + 1);
      const json = documents.get(name);
      if (!json) this.error(`${name} is not in ${opts.artifactDirectory}/graphql.ts: run \`npm run codegen\``);
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default /*#__PURE__*/ JSON.parse(${JSON.stringify(json)});`;
    },
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.startsWith(artifacts + path.sep) || !code.includes(`${tag}(\``)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [documentImports(tag)],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
