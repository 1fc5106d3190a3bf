import type { CodegenConfig } from '@graphql-codegen/cli';

/** How the schema's custom scalars look on the wire, for the client and the tests alike. */
const typesConfig = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: {
    DateTimeISO: { input: 'string', output: 'string' },
    JSON: { input: 'unknown', output: 'unknown' },
    SafeInt: { input: 'number', output: 'number' },
  },
};

// Typed document nodes from the schema the server emits: the client's operations
// (client/src/gql) and the operations the server tests send (tests/gql, through app.gql).
// Run with `npm run codegen` (emits schema.graphql first).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  // Only graphql(`…`) holds a document: the tests' own gql(`…`) helpers build strings, some invalid on purpose.
  pluckConfig: { skipIndent: true, globalGqlIdentifierName: 'graphql' },
  generates: {
    'client/src/gql/': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
      preset: 'client',
      presetConfig: { gqlTagName: 'graphql' },
      config: typesConfig,
    },
    // The tests read whole results: no fragment masking.
    'tests/gql/': {
      documents: ['tests/**/*.ts', '!tests/gql/**/*', '!tests/client/**/*'],
      preset: 'client',
      presetConfig: { gqlTagName: 'graphql', fragmentMasking: false },
      config: typesConfig,
    },
  },
};

export default config;
