import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** The engine (and the data layer under it) never imports the custom screens. */
const ENGINE_NOT_CUSTOM = {
  regex: '(^|/)custom/',
  message: 'The engine must not import from src/custom; move the shared piece into the engine.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The compiler-oriented rules of react-hooks 7 flag ordinary react-admin patterns.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    // One resource folder never imports another: shared pieces live in src/resources/shared.
    files: ['src/resources/*/**/*.{ts,tsx}'],
    ignores: ['src/resources/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!shared/|types|registry)[^/.]+/',
              message:
                'A resource folder must not import another resource; move shared code to src/resources/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine and the providers never import a flow: flows (src/custom) import them.
    files: [
      'src/resources/shared/**/*.{ts,tsx}',
      'src/dataProvider/**/*.{ts,tsx}',
      'src/authProvider/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [ENGINE_NOT_CUSTOM],
        },
      ],
    },
  },
  {
    // Layers point one way: the data layer never imports the screens' schemas (src/resources).
    // Both patterns sit in one rule, since this block's rule replaces the engine block's above.
    files: ['src/dataProvider/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ENGINE_NOT_CUSTOM,
            {
              regex: '^(\\.\\./)+resources(/|$)|(^|/)src/resources(/|$)',
              message:
                'src/dataProvider must not import from src/resources; declare the shape it reads in src/dataProvider (providerSchema.ts, endpointTypes.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'tests/server/**/*.ts',
      'tests/e2e/**/*.ts',
      'tests/bench/**/*.ts',
      'scripts/**/*.mjs',
      'server/**/*.mjs',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
