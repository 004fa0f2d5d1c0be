// ESLint for the repository, run from its root (npm run lint:code). Its imports resolve from
// tools/lint/node_modules; the type-checked rules read the root tsconfig.json with this folder's
// TypeScript 6, since TypeScript 7 (the project's compiler) has no compiler API (README.md here).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default tseslint.config(
  { ignores: ['dist/**', '**/node_modules/**', 'tools/**', 'test/fixtures/**'] },
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      // The code tests the ASCII range ([\x00-\x7f]) and trims NUL on purpose.
      'no-control-regex': 'off',
      // The only enums are libraries' string enums (domhandler's node.type), compared with their exact values.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // Passing on a caught error or an AbortSignal's reason (typed any or unknown) is not making a non-Error rejection.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      // As the compiler's noUnusedLocals: destructuring with a rest sibling is how properties are left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/migrations/**/*.ts'],
    // MikroORM's migration:create writes up() and down() async, with or without anything to await.
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // Tests and benchmarks read response bodies (JSON) as `any` on purpose: the assertions are the type check.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Test doubles implement async interfaces with canned answers.
      '@typescript-eslint/require-await': 'off',
      // chai's property assertions (`.to.be.empty`, `.to.be.true`) are expressions.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
  {
    // CommonJS configuration and the test reporter: plain JavaScript, no type information.
    files: ['**/*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly' } },
  },
);
