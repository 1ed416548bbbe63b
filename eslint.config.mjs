// One lint configuration for the whole tree (issue 11 §5): typescript-eslint
// with type information for the runtime and its tests, react-hooks and
// jsx-a11y for the components. Formatting is Prettier's job (.prettierrc.json).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-react/', 'bench/out/', 'bench/tmp/', '.tmp/', 'node_modules/', 'coverage/', 'test/types/'],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Services are factories returning objects of closures (STYLE.md §2), never
      // classes: destructuring `{ report }` from one is safe, which this rule cannot see.
      '@typescript-eslint/unbound-method': 'off',
      // `ready && start()` and `cond ? a() : b()` are statements here on purpose (bytes in the loader).
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Tests read JSON the page sent and pass methods to expect(): the unsafe-any
    // and unbound-method rules guard runtime code, not assertions.
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Features and telemetry get the error funnel and the live page context from
    // their FeatureContext (issue 11 §2), never from the global object.
    files: ['src/features/**/*.{ts,tsx}', 'src/telemetry/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='SiteRuntime'], Identifier[name='SiteRuntime']",
          message: 'Use the FeatureContext (report, onError, page) instead of window.SiteRuntime.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
