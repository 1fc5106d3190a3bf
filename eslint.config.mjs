import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'client/src/gql/**', 'tests/gql/**', '.data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The transports carry the domain's words; they never define one (.dependency-cruiser.cjs
    // holds the map): a status or kind word and its enum registration live in domain/words.ts
    // or beside the entity of the module that owns it (<area>-words.ts).
    files: ['server/src/graphql/**/*.ts', 'server/src/rest/**/*.ts', 'server/src/http/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.name='registerEnumType']", message: 'Register a domain word beside its entity (modules/<area>/<area>-words.ts) or in domain/words.ts, not in a transport.' },
        { selector: "CallExpression[callee.name='wordEnum']", message: 'A domain word belongs in domain/words.ts or its module, not in a transport.' },
        { selector: 'TSEnumDeclaration', message: 'A domain word belongs in domain/words.ts or its module, not in a transport.' },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'bench/**/*.mjs', 'tests/**/*.mjs', '*.js'],
    languageOptions: {
      globals: {
        require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', __dirname: 'readonly',
        fetch: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', performance: 'readonly', Buffer: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
