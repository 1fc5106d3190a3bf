import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed document nodes for the client's operations, from the schema the server emits.
// Run with `npm run codegen` (emits schema.graphql first).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTimeISO: { input: 'string', output: 'string' },
          JSON: { input: 'unknown', output: 'unknown' },
          SafeInt: { input: 'number', output: 'number' },
        },
      },
    },
  },
};

export default config;
